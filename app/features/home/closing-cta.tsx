import type { HomeContent } from "#domain/home-content";
import { PageLink } from "../../components/ui/page-link";

export function ClosingCta({ content }: { content: HomeContent["closing"] }) {
  return (
    <section aria-labelledby="closing-title" className="bg-indigo-800 py-16 text-white dark:bg-indigo-950">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <h2 id="closing-title" className="text-3xl font-bold">
          {content.title}
        </h2>
        <p className="mt-4 text-lg text-indigo-100">{content.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <PageLink
            to="/solutions"
            className="rounded-lg bg-white px-5 py-2.5 text-sm font-semibold text-indigo-900 hover:bg-indigo-50"
          >
            Browse Solutions
          </PageLink>
          <PageLink
            to="/contact"
            className="rounded-lg border border-white px-5 py-2.5 text-sm font-semibold text-white hover:bg-indigo-700"
          >
            Talk to Us
          </PageLink>
        </div>
      </div>
    </section>
  );
}
