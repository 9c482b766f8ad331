import { askHref, FINDER_PATH, type FinderAnswer } from "#domain/content/finder";
import type { PagePath } from "#domain/page-paths";
import { solutionPath } from "#domain/public-pages";
import { primaryButton, secondaryButton } from "../../components/ui/button-styles";
import { FinderBox } from "../../components/ui/finder-box";
import { PageLink } from "../../components/ui/page-link";
import { WhatsappLink } from "../../components/ui/whatsapp-link";

/**
 * The finder's page (issue 51): the visitor's words, the solutions that fit with why, and a way
 * to ask about each with those words already in the message. Rendered on the server for each
 * description; it needs no script.
 */
export function FinderPage({ text, answer }: { text: string; answer: FinderAnswer | null }) {
  return (
    <main className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Find the right solution</h1>
      <FinderBox text={text} className="mt-6" />
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
        We match your words to our catalogue on our own server: no chatbot, no cost to you, and we keep what
        you type only if you send it to us as a message.
      </p>
      {answer && (
        <section aria-labelledby="finder-results-title" className="mt-10">
          {answer.noMatch ? (
            <NothingFits text={text} />
          ) : (
            <>
              <h2 id="finder-results-title" className="text-2xl font-bold">
                Solutions that fit
              </h2>
              <ol className="mt-4 space-y-4">
                {answer.matches.map((match) => (
                  <li
                    key={match.id}
                    className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
                  >
                    <h3 className="text-xl font-semibold">
                      <PageLink to={solutionPath(match.id)} className="hover:underline">
                        {match.title}
                      </PageLink>
                    </h3>
                    <p className="mt-1 text-slate-700 dark:text-slate-300">{match.why}</p>
                    <div className="mt-4 flex flex-wrap gap-3">
                      <a href={askHref(text, match.id)} className={primaryButton}>
                        Ask about this
                      </a>
                      <PageLink to={solutionPath(match.id)} className={secondaryButton}>
                        See how it works
                      </PageLink>
                    </div>
                  </li>
                ))}
              </ol>
            </>
          )}
        </section>
      )}
    </main>
  );
}

function NothingFits({ text }: { text: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-6 dark:bg-slate-900">
      <h2 id="finder-results-title" className="text-2xl font-bold">
        Nothing in our catalogue fits that well
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Tell us about it anyway: we build to order too, and we will say honestly if we cannot help.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={askHref(text)} className={primaryButton}>
          Send us a message
        </a>
        <WhatsappLink from={FINDER_PATH} className={secondaryButton} />
        <PageLink to={"/solutions" satisfies PagePath} className={secondaryButton}>
          Browse all solutions
        </PageLink>
      </div>
    </div>
  );
}
