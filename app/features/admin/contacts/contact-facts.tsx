import { interestLabel } from "#domain/content/interest-label";
import type { PagePath } from "#domain/page-paths";
import { mobileWhatsappHref } from "#domain/phone-number";
import { ENQUIRY_SOURCE_LABELS } from "#domain/sales-desk/contact-admin";
import { PhoneLink } from "../../../components/ui/phone-link";
import type { ContactDetail } from "../api/contacts";
import { formatDateTime } from "../ui/format";
import { linkClass } from "../ui/styles";

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 py-1.5">
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{term}</dt>
      <dd className="text-sm break-words [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** Every field of an enquiry, with the ways to answer it and where it came from. */
export function ContactFacts({ contact }: { contact: ContactDetail }) {
  const whatsapp = contact.phone ? mobileWhatsappHref(contact.phone) : null;
  const campaign = [contact.utmSource, contact.utmMedium, contact.utmCampaign];
  return (
    <dl className="divide-y divide-slate-200 dark:divide-slate-700">
      <Fact term="Email">
        {contact.email ? (
          <a href={`mailto:${contact.email}`} className={linkClass}>
            {contact.email}
          </a>
        ) : (
          "—"
        )}
      </Fact>
      {contact.phone ? (
        <Fact term="Phone">
          <PhoneLink number={contact.phone} className={linkClass} />
          {whatsapp ? (
            <>
              {" · "}
              <a href={whatsapp} className={linkClass} target="_blank" rel="noopener noreferrer">
                WhatsApp
              </a>
            </>
          ) : null}
        </Fact>
      ) : null}
      <Fact term="Company">{contact.company || "—"}</Fact>
      <Fact term="Interest">{interestLabel(contact.interest)}</Fact>
      <Fact term="Received">{formatDateTime(contact.createdAt)}</Fact>
      <Fact term="Source">{contact.source ? ENQUIRY_SOURCE_LABELS[contact.source] : "—"}</Fact>
      <Fact term="Sent from">
        {contact.sourcePage ? (
          <a href={contact.sourcePage} className={linkClass} target="_blank" rel="noopener noreferrer">
            {contact.sourcePage}
          </a>
        ) : (
          "—"
        )}
      </Fact>
      <Fact term="Solution">
        {contact.solutionId ? (
          <a
            href={`/solutions/${encodeURIComponent(contact.solutionId)}` satisfies PagePath}
            className={linkClass}
            target="_blank"
            rel="noopener noreferrer"
          >
            {contact.solutionTitle ?? `${contact.solutionId} (no longer listed)`}
          </a>
        ) : (
          "—"
        )}
      </Fact>
      <Fact term="Referred by">{contact.referrerHost || "—"}</Fact>
      <Fact term="Campaign">
        {campaign.some(Boolean)
          ? `source ${contact.utmSource || "—"}, medium ${contact.utmMedium || "—"}, campaign ${contact.utmCampaign || "—"}`
          : "—"}
      </Fact>
    </dl>
  );
}
