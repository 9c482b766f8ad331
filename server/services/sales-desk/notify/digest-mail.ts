import type { PagePath } from "#domain/page-paths";
import type { MailMessage } from "#server/mail/mailer";
import { enquiryLink } from "./enquiry-mail";

export type DigestKind = "overdue" | "unanswered" | "unopened";

export interface DigestEntry {
  id: string;
  name: string;
  company: string;
  receivedAt: Date;
  kind: DigestKind;
}

const HEADINGS: Record<DigestKind, string> = {
  overdue: "Overdue: no reply one working day after they arrived",
  unanswered: "Waiting for a reply",
  unopened: "Not opened yet",
};

const received = (at: Date) =>
  at.toLocaleString("en-ZA", { dateStyle: "medium", timeStyle: "short", timeZone: "Africa/Johannesburg" });

/** The morning digest for one recipient: the counts, then each enquiry under its heading. */
export function digestMail(
  to: string,
  entries: DigestEntry[],
  counts: Record<DigestKind, number>,
  publicUrl: string,
): MailMessage {
  const total = counts.overdue + counts.unanswered + counts.unopened;
  const sections = (Object.keys(HEADINGS) as DigestKind[]).flatMap((kind) => {
    const listed = entries.filter((entry) => entry.kind === kind);
    if (counts[kind] === 0) return [];
    const more = counts[kind] - listed.length;
    return [
      "",
      `${HEADINGS[kind]} (${counts[kind]})`,
      ...listed.map(
        (entry) =>
          `- ${entry.name}${entry.company ? ` (${entry.company})` : ""}, received ${received(entry.receivedAt)}: ${enquiryLink(publicUrl, entry.id)}`,
      ),
      ...(more > 0 ? [`- and ${more} more`] : []),
    ];
  });
  return {
    to,
    subject: `Enquiries waiting: ${total}${counts.overdue ? `, ${counts.overdue} overdue` : ""}`,
    text: [
      `${total} ${total === 1 ? "enquiry is" : "enquiries are"} waiting this morning.`,
      ...sections,
      "",
      `The inbox: ${publicUrl}${"/admin/contacts" satisfies PagePath}`,
      `Overdue ones: ${publicUrl}${"/admin/contacts?overdue=1" satisfies PagePath}`,
    ].join("\n"),
  };
}
