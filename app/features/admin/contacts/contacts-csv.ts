import { interestLabel } from "#domain/content/interest-label";
import { ENQUIRY_SOURCE_LABELS } from "#domain/sales-desk/contact-admin";
import { QUOTE_STATUS_LABELS } from "#domain/sales-desk/quote";
import { formatSouthAfricanTime } from "#domain/south-african-time";
import type { Contact } from "../api/contacts";
import { CONTACT_STATUS_LABELS, statusOf } from "../ui/inbox/contact-status";
import { type CsvColumn, toCsv } from "../ui/lists/csv";

// What a spreadsheet of the inbox needs to be read without the site: labels, not codes, and
// times in South African time.
const COLUMNS: CsvColumn<Contact>[] = [
  { header: "Name", value: (c) => c.name },
  { header: "Email", value: (c) => c.email },
  { header: "Phone", value: (c) => c.phone },
  { header: "Company", value: (c) => c.company },
  { header: "Interest", value: (c) => interestLabel(c.interest) },
  { header: "Solution", value: (c) => c.solutionTitle ?? c.solutionId ?? "" },
  { header: "Source", value: (c) => ENQUIRY_SOURCE_LABELS[c.source] },
  { header: "Campaign", value: (c) => [c.utmCampaign, c.utmSource, c.utmMedium].filter(Boolean).join(" / ") },
  { header: "Owner", value: (c) => c.ownerName ?? "" },
  { header: "Status", value: (c) => CONTACT_STATUS_LABELS[statusOf(c)] },
  { header: "Quote", value: (c) => (c.quoteStatus ? QUOTE_STATUS_LABELS[c.quoteStatus] : "") },
  { header: "Received (SAST)", value: (c) => formatSouthAfricanTime(c.createdAt) },
  { header: "Last reply (SAST)", value: (c) => (c.lastReplyAt ? formatSouthAfricanTime(c.lastReplyAt) : "") },
  { header: "Notes", value: (c) => String(c.notesCount) },
  { header: "Message", value: (c) => c.message },
];

/**
 * The CSV, starting with a byte-order mark: without it Excel reads the file as the system's
 * code page and shows "ZoÃ«" for "Zoë".
 */
export const contactsToCsv = (contacts: readonly Contact[]) => `\uFEFF${toCsv(COLUMNS, contacts)}`;
