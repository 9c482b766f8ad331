import { AcademicCapIcon, ChatBubbleLeftRightIcon, SparklesIcon } from "@heroicons/react/24/outline";
import type { ComponentType, SVGProps } from "react";
import { useLocation } from "react-router";
import type { PagePath } from "#domain/page-paths";
import { PageLink } from "../../components/ui/page-link";
import { WhatsappLink } from "../../components/ui/whatsapp-link";
import { useCompanyDetails } from "../../lib/company";

const choiceClass =
  "flex w-full items-center gap-4 rounded-xl border border-slate-200 p-4 text-left hover:border-indigo-600 hover:bg-indigo-50 dark:border-slate-700 dark:hover:bg-slate-800";

/** A choice's icon, name and line of text; a link or a button wraps it. */
function Choice({
  Icon,
  title,
  text,
}: {
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  text: string;
}) {
  return (
    <>
      <Icon aria-hidden="true" className="h-8 w-8 shrink-0 text-indigo-700 dark:text-indigo-300" />
      <span>
        <span className="block font-semibold">{title}</span>
        <span className="block text-sm text-slate-700 dark:text-slate-300">{text}</span>
      </span>
    </>
  );
}

/** The choices that lead to a page (and close the dialog). */
const PAGE_CHOICES = [
  {
    to: "/ai-basics" satisfies PagePath,
    Icon: AcademicCapIcon,
    title: "Learn AI Basics",
    text: "Plain-language answers to what AI can do for you.",
  },
  {
    to: "/solutions" satisfies PagePath,
    Icon: SparklesIcon,
    title: "Explore AI Solutions",
    text: "Browse ready-made tools by tier, challenge and sector.",
  },
];

/** The first step: learn, explore, or ask us. */
export function ChoiceStep({ onClose, onContact }: { onClose: () => void; onContact: () => void }) {
  const { whatsapp } = useCompanyDetails();
  const { pathname } = useLocation();
  return (
    <div>
      <h2 id="get-started-title" className="pr-10 text-2xl font-bold">
        How would you like to begin?
      </h2>
      <ul className="mt-6 space-y-3">
        {PAGE_CHOICES.map((choice) => (
          <li key={choice.to}>
            <PageLink to={choice.to} className={choiceClass} onClick={onClose}>
              <Choice Icon={choice.Icon} title={choice.title} text={choice.text} />
            </PageLink>
          </li>
        ))}
        <li>
          {/* Before the page's scripts have loaded, the contact page's form stands in for the
              dialog's own; once they have, the form opens here. */}
          <a
            href={"/contact" satisfies PagePath}
            className={choiceClass}
            onClick={(event) => {
              event.preventDefault();
              onContact();
            }}
          >
            <Choice
              Icon={ChatBubbleLeftRightIcon}
              title="Request Custom Solution / Contact Us"
              text="Tell us about your business and we will get back to you."
            />
          </a>
        </li>
      </ul>
      {/* A line below the three choices, not a fourth (SPEC §2 has three). */}
      {whatsapp ? (
        <p className="mt-4 text-center text-sm text-slate-700 dark:text-slate-300">
          Prefer to chat?{" "}
          <WhatsappLink
            from={pathname}
            icon={false}
            className="font-semibold text-indigo-800 underline hover:text-indigo-600 dark:text-indigo-300"
          />
        </p>
      ) : null}
    </div>
  );
}
