import { and, eq, type SQL, sql } from "drizzle-orm";
import { CONTACT_STATUSES, type ContactStatus } from "#domain/options";
import type { Database } from "../db/client";
import { contactNotes, contactStatusCounts, contacts } from "../db/schema";
import { overdueAt } from "./reply-deadline";

// The admin inbox's search (SPEC §2 and issue 34: name, email, company, phone, message,
// interest and notes) and status filter, done by the database so a page of 100,000 enquiries is
// as quick as a page of 100. The enquiry's own text is a lower-cased column with a trigram index
// (docs/decisions/0023); notes have a trigram index of their own (docs/decisions/0052).

export interface ContactQuery {
  /** Text to find anywhere in the name, email, company, phone, message, interest or a note. */
  q?: string;
  status?: ContactStatus;
  /** Only the enquiries this administrator owns ("Assigned to me"). */
  ownerId?: string;
  /** Only those waiting past their reply deadline (docs/decisions/0048). */
  overdue?: boolean;
}

/** `text` as a LIKE pattern that matches it literally, anywhere. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function matching({ q, status, ownerId, overdue }: ContactQuery): SQL | undefined {
  return and(
    status ? eq(contacts.status, status) : undefined,
    ownerId ? eq(contacts.ownerId, ownerId) : undefined,
    overdue ? overdueAt(sql`now()`) : undefined,
    q ? searched(containing(q)) : undefined,
  );
}

/**
 * The enquiries whose own text or one of whose notes contains `pattern`. A union of two index
 * scans: `search like … or exists (note …)` would read every enquiry to test the second half.
 * lower() on both sides: the columns were lowered by the same function.
 */
const searched = (pattern: string) =>
  sql`${contacts.id} in (select ${contacts.id} from ${contacts} where ${contacts.search} like lower(${pattern})
    union select ${contactNotes.contactId} from ${contactNotes} where lower(${contactNotes.body}) like lower(${pattern}))`;

/** How many contacts have each status, from the counts the triggers keep. */
export async function statusCounts(db: Database): Promise<Record<ContactStatus, number>> {
  const rows = await db.select().from(contactStatusCounts);
  const counts = Object.fromEntries(CONTACT_STATUSES.map((status) => [status, 0])) as Record<
    ContactStatus,
    number
  >;
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

export async function countMatching(db: Database, query: ContactQuery): Promise<number> {
  if (!query.q && !query.ownerId && !query.overdue) {
    const counts = await statusCounts(db);
    return query.status ? counts[query.status] : Object.values(counts).reduce((a, b) => a + b, 0);
  }
  const [row] = await db.select({ n: sql<number>`count(*)::integer` }).from(contacts).where(matching(query));
  return row?.n ?? 0;
}
