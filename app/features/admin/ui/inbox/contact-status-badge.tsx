import type { ContactStatus } from "#domain/options";
import { CONTACT_STATUS_LABELS, statusOf } from "./contact-status";

const BADGE_COLOURS: Record<ContactStatus, string> = {
  new: "bg-blue-100 text-blue-900 dark:bg-blue-900 dark:text-blue-100",
  "in-progress": "bg-yellow-100 text-yellow-900 dark:bg-yellow-900 dark:text-yellow-100",
  completed: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100",
};

/** Either spelling of SPEC §3 shows the same badge. */
/** The status, and how it ended when it did ("Completed, won": its deposit was paid, decision 0098). */
export function ContactStatusBadge({ status, outcome }: { status: string; outcome?: string | null }) {
  const known = statusOf({ status });
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE_COLOURS[known]}`}
    >
      {CONTACT_STATUS_LABELS[known]}
      {outcome ? `, ${outcome}` : ""}
    </span>
  );
}
