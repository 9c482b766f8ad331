import { getTableColumns } from "drizzle-orm";
import type { ContactStatus } from "#domain/options";
import { contacts } from "../db/schema";

type ContactRow = typeof contacts.$inferSelect;

/** Every column but the search text, which only the database reads. */
const { search: _search, ...recordColumns } = getTableColumns(contacts);

export { recordColumns };

/** SPEC §3 names the identifier `_id` in one place and `id` in another: both are sent. */
export interface ContactRecord {
  _id: string;
  id: string;
  name: string;
  email: string;
  company: string;
  phone: string;
  message: string;
  interest: string;
  source: ContactRow["source"];
  status: ContactStatus;
  createdAt: string;
  /** Where it came from (docs/decisions/0023); "" or null when unknown. */
  sourcePage: string;
  solutionId: string | null;
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  /** No admin has opened it yet. */
  unread: boolean;
}

export function toRecord(row: Omit<ContactRow, "search">): ContactRecord {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    message: row.message,
    interest: row.interest,
    source: row.source,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    sourcePage: row.sourcePage,
    solutionId: row.solutionId,
    referrerHost: row.referrerHost,
    utmSource: row.utmSource,
    utmMedium: row.utmMedium,
    utmCampaign: row.utmCampaign,
    unread: row.openedAt === null,
  };
}

/** Who did something in the back-office, as notes and the status history remember them. */
export interface Actor {
  id: string;
  name: string;
}
