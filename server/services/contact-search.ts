import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
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

/**
 * The condition for `query`. The notes that contain the text are looked up first: a handful of
 * ids, so the enquiries' own condition stays `search like … or id = any(…)`, which the planner
 * answers from both indexes for a rare text, or by walking the newest first for a common one.
 * (A subquery or a union in its place made every page read the whole match set: docs/decisions/0052.)
 */
export async function matching(
  db: Database,
  { q, status, ownerId, overdue }: ContactQuery,
): Promise<SQL | undefined> {
  return and(
    status ? eq(contacts.status, status) : undefined,
    ownerId ? eq(contacts.ownerId, ownerId) : undefined,
    overdue ? overdueAt(sql`now()`) : undefined,
    q ? await searched(db, containing(q)) : undefined,
  );
}

/** lower() on both sides: the columns were lowered by the same function. */
async function searched(db: Database, pattern: string): Promise<SQL | undefined> {
  const noted = await db
    .selectDistinct({ id: contactNotes.contactId })
    .from(contactNotes)
    .where(sql`lower(${contactNotes.body}) like lower(${pattern})`);
  const ownText = sql`${contacts.search} like lower(${pattern})`;
  return noted.length === 0
    ? ownText
    : or(
        ownText,
        inArray(
          contacts.id,
          noted.map((note) => note.id),
        ),
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

/** How many contacts match `query`; `where` is its condition when `matching` made it already. */
export async function countMatching(db: Database, query: ContactQuery, where?: SQL): Promise<number> {
  if (!query.q && !query.ownerId && !query.overdue) {
    const counts = await statusCounts(db);
    return query.status ? counts[query.status] : Object.values(counts).reduce((a, b) => a + b, 0);
  }
  const [row] = await db
    .select({ n: sql<number>`count(*)::integer` })
    .from(contacts)
    .where(where ?? (await matching(db, query)));
  return row?.n ?? 0;
}
