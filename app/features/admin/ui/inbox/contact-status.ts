import type { ContactStatus } from "#domain/options";
import { toContactStatus } from "#domain/sales-desk/contact-admin";

/** Status labels of SPEC §3 (badges blue, yellow, green: ContactStatusBadge). */
export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: "New",
  "in-progress": "In Progress",
  completed: "Completed",
};

/** A record's status in one spelling, whichever of SPEC §3's two it came in. */
export const statusOf = (contact: { status: string }): ContactStatus =>
  toContactStatus(contact.status) ?? "new";
