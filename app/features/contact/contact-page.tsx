import { ChatBubbleLeftRightIcon, EnvelopeIcon, GlobeAltIcon, PhoneIcon } from "@heroicons/react/24/outline";
import type { CompanyDetails } from "#domain/company/company-details";
import { whatsappChatLink } from "#domain/company/whatsapp";
import type { ContactContent } from "#domain/content/contact-content";
import type { PagePath } from "#domain/page-paths";
import { telHref } from "#domain/phone-number";
import { PageHero } from "../../components/layout/page-hero";
import { useCompanyDetails } from "../../lib/company";
import { usePreview } from "../../lib/preview";
import { socialProfiles } from "../../lib/seo/social-profiles";
import { type ContactFormContext, type ContactFormState, FORM_SECTION_ID } from "./contact-fields";
import { ContactForm } from "./contact-form";

const detailLink = "font-medium text-indigo-800 underline hover:text-indigo-600 dark:text-indigo-300";

const NEW_TAB = { rel: "noopener noreferrer", target: "_blank" };

/**
 * The ways to reach the company, each with its icon; WhatsApp, when the company has a number,
 * through the counting redirect, in a new tab (in a preview, its number without the link:
 * decision 0080). A detail left blank is not offered.
 */
const contactChannels = (details: CompanyDetails, preview: boolean) => [
  ...(details.email
    ? [{ label: "Email", Icon: EnvelopeIcon, href: `mailto:${details.email}`, text: details.email }]
    : []),
  ...(details.phone
    ? [{ label: "Phone", Icon: PhoneIcon, href: telHref(details.phone) ?? undefined, text: details.phone }]
    : []),
  ...(details.whatsapp
    ? [
        {
          label: "WhatsApp",
          Icon: ChatBubbleLeftRightIcon,
          href: preview ? undefined : whatsappChatLink("/contact" satisfies PagePath),
          text: details.whatsapp,
          external: true,
        },
      ]
    : []),
];

interface ContactPageProps {
  /** The form's state after it was posted without JavaScript. */
  posted?: ContactFormState;
  context: ContactFormContext;
  /** The company's words on the page, as an admin last saved them. */
  content: ContactContent;
}

export function ContactPage({ posted, context, content }: ContactPageProps) {
  const details = useCompanyDetails();
  const preview = usePreview() !== null;
  return (
    <main>
      <PageHero {...content.hero} />
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-3">
        <aside aria-labelledby="contact-details-title" className="space-y-6">
          <h2 id="contact-details-title" className="text-2xl font-bold">
            {content.details.title}
          </h2>
          <ul className="space-y-4">
            {contactChannels(details, preview).map(({ label, Icon, href, text, external }) => (
              <li key={label} className="flex gap-3">
                <Icon aria-hidden="true" className="h-6 w-6 text-indigo-700 dark:text-indigo-300" />
                <span>
                  {label}:{" "}
                  <a href={href} className={href ? detailLink : undefined} {...(external ? NEW_TAB : {})}>
                    {text}
                  </a>
                </span>
              </li>
            ))}
          </ul>
          <div className="flex gap-3 rounded-xl bg-slate-50 p-4 dark:bg-slate-900">
            <GlobeAltIcon
              aria-hidden="true"
              className="h-6 w-6 shrink-0 text-indigo-700 dark:text-indigo-300"
            />
            <p className="text-slate-700 dark:text-slate-300">{content.details.whereWeWork}</p>
          </div>
          <div>
            <h3 className="font-semibold">{content.details.followUs}</h3>
            <ul className="mt-2 flex gap-4">
              {socialProfiles(details).map((profile) => (
                <li key={profile.name}>
                  <a href={profile.href} className={detailLink} rel="noopener noreferrer" target="_blank">
                    {profile.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </aside>
        <div id={FORM_SECTION_ID} className="scroll-mt-24 lg:col-span-2">
          <ContactForm initial={posted} context={context} />
        </div>
      </div>
    </main>
  );
}
