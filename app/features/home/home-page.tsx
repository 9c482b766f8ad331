import type { HomeContent } from "#domain/home-content";
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
