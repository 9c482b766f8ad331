import type { HomeContent } from "#domain/content/home-content";
import { FinderBox } from "../../components/ui/finder-box";
import { AdminRefusalNotice } from "./admin-refusal-notice";
import { ClosingCta } from "./closing-cta";
import { ExpertiseSection } from "./expertise-section";
import { Hero } from "./hero";
import { HomepageVideo } from "./homepage-video";
import { HurdlesSection } from "./hurdles-section";
import { ProcessSection } from "./process-section";
import { ServicesSection } from "./services-section";
import type { PageVideo } from "./video-state";

export function HomePage({ content, video }: { content: HomeContent; video: PageVideo | null | undefined }) {
  return (
    <main>
      <AdminRefusalNotice />
      <Hero content={content.hero} />
      <HomepageVideo video={video} />
      <section aria-label="Find a solution" className="mx-auto mt-16 max-w-4xl px-4 sm:px-6">
        <FinderBox className="rounded-2xl bg-indigo-50 p-6 dark:bg-slate-900" />
      </section>
      <div className="mt-20">
        <HurdlesSection content={content.hurdles} />
      </div>
      <ServicesSection content={content.services} />
      <ExpertiseSection content={content.expertise} />
      <ProcessSection content={content.process} />
      <ClosingCta content={content.closing} />
    </main>
  );
}
