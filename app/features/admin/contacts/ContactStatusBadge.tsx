import type { ContactStatus } from "../../../../domain/options";
import { CONTACT_STATUS_LABELS } from "./contact-status";

const BADGE_COLOURS: Record<ContactStatus, string> = {
  new: "bg-blue-100 text-blue-900 dark:bg-blue-900 dark:text-blue-100",
  "in-progress": "bg-yellow-100 text-yellow-900 dark:bg-yellow-900 dark:text-yellow-100",
  completed: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100",
};

export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE_COLOURS[status]}`}>
      {CONTACT_STATUS_LABELS[status]}
    </span>
  );
}
