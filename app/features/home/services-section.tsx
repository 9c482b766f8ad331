import {
  ChatBubbleLeftRightIcon,
  CogIcon,
  CpuChipIcon,
  EyeIcon,
  LightBulbIcon,
  PresentationChartLineIcon,
} from "@heroicons/react/24/outline";
import type { HomeContent } from "#domain/content/home-content";
import type { PagePath } from "#domain/page-paths";
import { primaryButton } from "../../components/ui/button-styles";
import { PageLink } from "../../components/ui/page-link";
import { IconCardSection } from "./icon-card-section";

// Each card keeps its icon by its place, whatever words an admin gives it.
const SERVICE_ICONS = [
  CogIcon,
  PresentationChartLineIcon,
  CpuChipIcon,
  ChatBubbleLeftRightIcon,
  EyeIcon,
  LightBulbIcon,
];

export function ServicesSection({ content }: { content: HomeContent["services"] }) {
  // Each service leads to the whole catalogue.
  const places = SERVICE_ICONS.map((Icon, place) => ({
    id: String(place),
    Icon,
    to: "/solutions" satisfies PagePath,
  }));
  return (
    <IconCardSection
      id="services"
      content={content}
      places={places}
      columns="sm:grid-cols-2 lg:grid-cols-3"
      cardStyle="border border-slate-200 dark:border-slate-700 dark:bg-slate-900"
      sectionStyle=""
    >
      <div className="mt-10 text-center">
        <PageLink to={"/solutions" satisfies PagePath} className={primaryButton}>
          View All Solutions
        </PageLink>
      </div>
    </IconCardSection>
  );
}
