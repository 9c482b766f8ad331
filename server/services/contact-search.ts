import { and, eq, type SQL, sql } from "drizzle-orm";
import { CONTACT_STATUSES, type ContactStatus } from "#domain/options";
import type { Database } from "../db/client";
import { contactStatusCounts, contacts } from "../db/schema";
import { overdueAt } from "./reply-deadline";

// The admin inbox's search (SPEC §2: name, email, company, interest) and status filter, done
// by the database so a page of 100,000 enquiries is as quick as a page of 100. The search text
// is a lower-cased column with a trigram index (docs/decisions/0023).

export interface ContactQuery {
  /** Text to find anywhere in the name, email, company or interest (value or label). */
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
    // lower() on both sides: the column was lowered by the same function.
    q ? sql`${contacts.search} like lower(${containing(q)})` : undefined,
  );
}

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
