import { AdminRefusalNotice } from "./admin-refusal-notice";
import { ClosingCta } from "./closing-cta";
import { ExpertiseSection } from "./expertise-section";
import { Hero } from "./hero";
import { HomepageVideo } from "./homepage-video";
import { HurdlesSection } from "./hurdles-section";
import { ProcessSection } from "./process-section";
import { ServicesSection } from "./services-section";
import type { PageVideo } from "./video-state";

export function HomePage({ video }: { video: PageVideo | null | undefined }) {
  return (
    <main>
      <AdminRefusalNotice />
      <Hero />
      <HomepageVideo video={video} />
      <div className="mt-20">
        <HurdlesSection />
      </div>
      <ServicesSection />
      <ExpertiseSection />
      <ProcessSection />
      <ClosingCta />
    </main>
  );
}
