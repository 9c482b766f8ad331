import {
  ChatBubbleLeftRightIcon,
  CogIcon,
  CpuChipIcon,
  EyeIcon,
  LightBulbIcon,
  PresentationChartLineIcon,
} from "@heroicons/react/24/outline";
import { cardLink, primaryButton } from "../../components/ui/button-styles";
import { PageLink } from "../../components/ui/page-link";
import { SectionHeading } from "./section-heading";

const SERVICES = [
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

export function ServicesSection() {
  return (
    <section aria-labelledby="services-title" className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="services-title"
          title="Our AI Solutions"
          intro="From a simple chatbot to a custom model, we build what fits your budget and grows with you."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map(({ title, text, Icon }) => (
            <li key={title}>
              <PageLink
                to="/solutions"
                className={`${cardLink} border border-slate-200 dark:border-slate-700 dark:bg-slate-900`}
              >
                <Icon aria-hidden="true" className="h-8 w-8 text-indigo-700 dark:text-indigo-300" />
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{text}</p>
              </PageLink>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <PageLink to="/solutions" className={primaryButton}>
            View All Solutions
          </PageLink>
        </div>
      </div>
    </section>
  );
}
