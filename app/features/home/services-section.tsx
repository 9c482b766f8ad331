import {
  ChatBubbleLeftRightIcon,
  CogIcon,
  CpuChipIcon,
  EyeIcon,
  LightBulbIcon,
  PresentationChartLineIcon,
} from "@heroicons/react/24/outline";
import { primaryButton } from "../../components/ui/button-styles";
import { PageLink } from "../../components/ui/page-link";
import { type IconCard, IconCardGrid } from "./icon-card-grid";
import { SectionHeading } from "./section-heading";

const SERVICES: Omit<IconCard, "to">[] = [
  {
    title: "AI-Powered Automation",
    text: "Let software handle invoices, reminders, data capture and other repetitive tasks.",
    Icon: CogIcon,
  },
  {
    title: "Predictive Analytics & Insights",
    text: "Forecast sales, stock and cash flow from the data you already have.",
    Icon: PresentationChartLineIcon,
  },
  {
    title: "Custom AI Model Development",
    text: "Models trained on your own records for problems no off-the-shelf tool solves.",
    Icon: CpuChipIcon,
  },
  {
    title: "Natural Language Processing & Chatbots",
    text: "Answer customers on WhatsApp, email and your website, day and night.",
    Icon: ChatBubbleLeftRightIcon,
  },
  {
    title: "Computer Vision Solutions",
    text: "Read receipts, count stock and check quality from ordinary phone photos.",
    Icon: EyeIcon,
  },
  {
    title: "AI Strategy & Consulting",
    text: "An honest view of where AI will pay off in your business, and where it will not.",
    Icon: LightBulbIcon,
  },
];

// Each service leads to the whole catalogue.
const SERVICE_CARDS = SERVICES.map((service) => ({ ...service, to: "/solutions" }));

export function ServicesSection() {
  return (
    <section aria-labelledby="services-title" className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="services-title"
          title="Our AI Solutions"
          intro="From a simple chatbot to a custom model, we build what fits your budget and grows with you."
        />
        <IconCardGrid
          cards={SERVICE_CARDS}
          columns="sm:grid-cols-2 lg:grid-cols-3"
          cardStyle="border border-slate-200 dark:border-slate-700 dark:bg-slate-900"
        />
        <div className="mt-10 text-center">
          <PageLink to="/solutions" className={primaryButton}>
            View All Solutions
          </PageLink>
        </div>
      </div>
    </section>
  );
}
