import type { Contact } from "../api/contacts";
import { CONTACT_STATUS_LABELS, statusOf } from "../ui/contact-status";
import { type CsvColumn, toCsv } from "../ui/csv";

const COLUMNS: CsvColumn<Contact>[] = [
  { header: "Name", value: (c) => c.name },
  { header: "Email", value: (c) => c.email },
  { header: "Phone", value: (c) => c.phone ?? "" },
  { header: "Company", value: (c) => c.company ?? "" },
  { header: "Interest", value: (c) => c.interest },
  { header: "Status", value: (c) => CONTACT_STATUS_LABELS[statusOf(c)] },
  { header: "Date", value: (c) => c.createdAt },
  { header: "Message", value: (c) => c.message ?? "" },
];

export const contactsToCsv = (contacts: readonly Contact[]) => toCsv(COLUMNS, contacts);
