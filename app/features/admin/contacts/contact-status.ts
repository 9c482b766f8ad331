import type { ContactStatus } from "../../../../domain/options";

/** Status labels and badge colours of SPEC §3 (blue, yellow, green). */
export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: "New",
  "in-progress": "In Progress",
  completed: "Completed",
};
