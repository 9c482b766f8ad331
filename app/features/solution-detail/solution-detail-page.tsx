import { ArrowLeftIcon, CheckCircleIcon } from "@heroicons/react/24/outline";
import type { ShownPrices } from "#domain/content/pricing";
import type { Solution } from "#domain/content/solution";
import type { PagePath } from "#domain/page-paths";
import { Flowchart } from "../../components/flowchart/flowchart";
import { BookingLink } from "../../components/ui/booking-link";
import { primaryButton, secondaryButton } from "../../components/ui/button-styles";
import { CallToActionBand } from "../../components/ui/call-to-action-band";
import { IconByName } from "../../components/ui/icon-by-name";
import { OffInPreview } from "../../components/ui/off-in-preview";
import { PageLink } from "../../components/ui/page-link";
import { TagList } from "../../components/ui/tag-list";
import { TierBadge } from "../../components/ui/tier-badge";
import { WhatsappLink } from "../../components/ui/whatsapp-link";
import { usePreview } from "../../lib/preview";
import { JsonLd } from "../../lib/seo/json-ld";
import { ImplementationSteps } from "./implementation-steps";
import { SolutionMedia } from "./solution-media";
import { SolutionTerms } from "./solution-terms";

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-14">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

export function SolutionDetailPage({
  solution,
  prices,
  jsonLd,
}: {
  solution: Solution | null;
  prices: ShownPrices;
  jsonLd: unknown;
}) {
  const preview = usePreview();
  if (!solution) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="text-2xl font-bold">Solution could not be loaded.</h1>
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <JsonLd value={jsonLd} />
      <PageLink to={"/solutions" satisfies PagePath} className={secondaryButton}>
        <ArrowLeftIcon aria-hidden="true" className="h-4 w-4" />
        Back to Solutions
      </PageLink>

      <header className="mt-8">
        <TierBadge tier={solution.tier} suffix=" Tier" />
        <div className="mt-4 flex items-start gap-4">
          <span className="hidden rounded-xl bg-indigo-50 p-3 text-indigo-700 sm:block dark:bg-slate-800 dark:text-indigo-300">
            <IconByName name={solution.icon} className="h-8 w-8" />
          </span>
          <div>
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{solution.title}</h1>
            <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">{solution.tagline}</p>
          </div>
        </div>
        <SolutionTerms
          timeline={solution.timeline}
          prices={prices}
          className="mt-6 flex flex-wrap gap-x-10 gap-y-3 rounded-xl bg-indigo-50 px-5 py-4 dark:bg-slate-900"
        />
        {/* The contact page then says, and sends with the enquiry, which solution this was. */}
        <div className="mt-6 flex flex-wrap gap-3">
          {/* The preview bar, stuck under the nav, says why it is off (decision 0080). */}
          {preview ? (
            <OffInPreview className={primaryButton}>Get Started</OffInPreview>
          ) : (
            <PageLink
              to={`/contact?solution=${encodeURIComponent(solution.id)}` satisfies PagePath}
              className={primaryButton}
            >
              Get Started
            </PageLink>
          )}
          <WhatsappLink from={`/solutions/${solution.id}` satisfies PagePath} className={secondaryButton} />
          <BookingLink className={secondaryButton} />
        </div>
      </header>

      <Section id="overview" title="Overview">
        <p className="text-lg leading-relaxed whitespace-pre-line text-slate-800 dark:text-slate-200">
          {solution.description}
        </p>
        {solution.media && (
          <div className="mt-8">
            <SolutionMedia media={solution.media} title={solution.title} />
          </div>
        )}
      </Section>

      <div className="grid gap-x-10 md:grid-cols-2">
        <Section id="challenges" title="Challenges Addressed">
          <TagList values={solution.challenges} />
        </Section>
        <Section id="sectors" title="Target Sectors">
          <TagList values={solution.sectors} />
        </Section>
      </div>

      <Section id="features" title="Key Features">
        <ul className="grid gap-6 sm:grid-cols-2">
          {solution.features.map((feature) => (
            <li key={feature.title} className="flex gap-3">
              <CheckCircleIcon
                aria-hidden="true"
                className="h-6 w-6 shrink-0 text-indigo-700 dark:text-indigo-300"
              />
              <div>
                <h3 className="font-semibold">{feature.title}</h3>
                <p className="mt-1 text-slate-700 dark:text-slate-300">{feature.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="how-it-works" title="How It Works">
        <Flowchart nodes={solution.animation.nodes} edges={solution.animation.edges} title={solution.title} />
      </Section>

      <Section id="implementation" title="Implementation Made Easy">
        <ImplementationSteps solution={solution} prices={prices} />
      </Section>

      {solution.techStack && solution.techStack.length > 0 && (
        <Section id="technology" title="Technology Snapshot">
          <TagList values={solution.techStack} />
        </Section>
      )}

      <CallToActionBand
        id="detail-cta"
        look="card"
        title="Is this the right fit for your business?"
        text="Ask us anything. There is no obligation and no jargon."
        first={{ to: "/contact" satisfies PagePath, label: "Contact Us" }}
        second={{ to: "/solutions" satisfies PagePath, label: "Explore More Solutions" }}
      />
    </main>
  );
}
