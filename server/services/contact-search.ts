import { and, eq, gt, inArray, notInArray, or, type SQL, sql } from "drizzle-orm";
import { interestLabel } from "#domain/interest-label";
import { CONTACT_STATUSES, type ContactStatus, GET_STARTED_INTEREST, INTERESTS } from "#domain/options";
import { anyOf } from "../db/any-of";
import type { Database } from "../db/client";
import { contactCounts, contactNotes, contacts } from "../db/schema";
import { overdueAt } from "./reply-deadline";

// The admin inbox's search (SPEC §2 and issue 34: name, email, company, phone, message,
// interest and notes) and status filter, done by the database so a page of 100,000 enquiries is
// as quick as a page of 100. The enquiry's own words are a lower-cased column with a trigram index
// (docs/decisions/0023); notes have a trigram index of their own (docs/decisions/0052); the
// interest is matched by its value and label, and counted from the kept counts (0067).

export interface ContactQuery {
  /** Text to find anywhere in the name, email, company, phone, message, interest or a note. */
  q?: string;
  status?: ContactStatus;
  /** Only the enquiries this administrator owns ("Assigned to me"). */
  ownerId?: string;
  /** Only those waiting past their reply deadline (docs/decisions/0048). */
  overdue?: boolean;
}

/** The enquiries a query selects, and how many there are. */
export interface ContactMatch {
  where: SQL | undefined;
  count(): Promise<number>;
}

/** `text` as a LIKE pattern that matches it literally, anywhere. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * An interest as the search reads it: its value and its label as screens show it (SPEC §3; the
 * dialog's tag as "Get Started dialog"), lower-cased.
 */
const interestWords = sql`lower(${contactCounts.interest} || ' ' || case ${contactCounts.interest} ${sql.raw(
  [...INTERESTS.map((i) => i.value), GET_STARTED_INTEREST]
    .map((value) => `when '${value}' then '${interestLabel(value).replaceAll("'", "''")}'`)
    .join(" "),
)} else '' end)`;

/** What `q` finds: enquiries by their own words or a note, and the interests it names. */
interface Searched {
  ownWords: SQL;
  interests: string[];
}

/**
 * The condition for `query`. The notes and the interests that contain the text are looked up
 * first: a handful of ids and values, so the enquiries' own condition stays
 * `search like … or id = any(…) or interest = any(…)`, which the planner answers from the
 * indexes for a rare text, or by walking the newest first for a common one. (A subquery or a
 * union in its place made every page read the whole match set: docs/decisions/0052.)
 */
export async function matching(db: Database, query: ContactQuery): Promise<ContactMatch> {
  const filters = and(
    query.status ? eq(contacts.status, query.status) : undefined,
    query.ownerId ? eq(contacts.ownerId, query.ownerId) : undefined,
    query.overdue ? overdueAt(sql`now()`) : undefined,
  );
  const found = query.q ? await searched(db, containing(query.q)) : undefined;
  const named = found?.interests.length ? inArray(contacts.interest, found.interests) : undefined;
  const where = found ? and(filters, or(found.ownWords, named)) : filters;
  const countedByStatus = !query.ownerId && !query.overdue;
  return {
    where,
    async count() {
      if (!found && countedByStatus) return keptCount(db, query.status);
      if (!found?.interests.length || !countedByStatus) return countWhere(db, where);
      // Every enquiry of a named interest matches: those come from the kept counts, and only
      // the others are read, by their own words. "receipt data" names `ocr`, one enquiry in
      // nine, which counted row by row reread most of the table (docs/decisions/0067).
      const [ofInterests, others] = await Promise.all([
        keptCount(db, query.status, found.interests),
        countWhere(db, and(filters, found.ownWords, notInArray(contacts.interest, found.interests))),
      ]);
      return ofInterests + others;
    },
  };
}

/**
 * More notes than this containing the text, and it is a common word: the enquiries are matched
 * by a subquery, not by a list of ids (a list of 70,000 overran the protocol's 65,535
 * parameters, issue 52).
 */
const LISTED_NOTES_MAX = 1000;

/** lower() on both sides: the columns were lowered by the same function. */
async function searched(db: Database, pattern: string): Promise<Searched> {
  const inNote = sql`lower(${contactNotes.body}) like lower(${pattern})`;
  const [noted, interests] = await Promise.all([
    db
      .selectDistinct({ id: contactNotes.contactId })
      .from(contactNotes)
      .where(inNote)
      .limit(LISTED_NOTES_MAX + 1),
    db
      .selectDistinct({ interest: contactCounts.interest })
      .from(contactCounts)
      .where(and(gt(contactCounts.count, 0), sql`${interestWords} like lower(${pattern})`)),
  ]);
  const ownText = sql`${contacts.search} like lower(${pattern})`;
  const withNote =
    noted.length > LISTED_NOTES_MAX
      ? inArray(contacts.id, db.select({ id: contactNotes.contactId }).from(contactNotes).where(inNote))
      : anyOf(
          contacts.id,
          noted.map((note) => note.id),
        );
  return {
    ownWords: noted.length === 0 ? ownText : (or(ownText, withNote) as SQL),
    interests: interests.map((row) => row.interest),
  };
}

async function countWhere(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::integer` }).from(contacts).where(where);
  return row?.n ?? 0;
}

/** How many contacts have `status` (any, when absent) and one of `interests` (any, when absent). */
async function keptCount(db: Database, status?: ContactStatus, interests?: string[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${contactCounts.count}), 0)::integer` })
    .from(contactCounts)
    .where(
      and(
        status ? eq(contactCounts.status, status) : undefined,
        interests ? inArray(contactCounts.interest, interests) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** How many contacts have each status, from the counts the triggers keep. */
export async function statusCounts(db: Database): Promise<Record<ContactStatus, number>> {
  const rows = await db
    .select({ status: contactCounts.status, count: sql<number>`sum(${contactCounts.count})::integer` })
    .from(contactCounts)
    .groupBy(contactCounts.status);
  const counts = Object.fromEntries(CONTACT_STATUSES.map((status) => [status, 0])) as Record<
    ContactStatus,
    number
  >;
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}
