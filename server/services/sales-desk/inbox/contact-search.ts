import { setImmediate as nextTurn } from "node:timers/promises";
import { and, desc, eq, gt, inArray, notInArray, or, type SQL, sql } from "drizzle-orm";
import { interestLabel } from "#domain/content/interest-label";
import { CONTACT_STATUSES, type ContactStatus, GET_STARTED_INTEREST, INTERESTS } from "#domain/options";
import { searchedPhoneDigits } from "#domain/phone-number";
import type { Database } from "#server/db/client";
import { type Figures, readFiguresOf } from "#server/db/figures";
import { folded } from "#server/db/folded-text";
import { contactCounts, contacts } from "#server/db/schema";
import { overdueAt } from "../reply-deadline";

// The admin inbox's search (SPEC §2 and issue 34: name, email, company, phone, message,
// interest and notes) and status filter, done by the database so a page of 100,000 enquiries is
// as quick as a page of 100. The enquiry's own words are a lower-cased column with a trigram index
// (docs/decisions/0023), its notes' words another beside it (0076); the interest is matched by
// its value and label, and counted from the kept counts (0067).

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
  /** The condition of a page's `limit` rows from `start` on, `total` matching in all (count()). */
  pageWhere(start: SQL | undefined, total: number, limit: number): SQL | undefined;
  /**
   * Whether count() counts the matching rows themselves (a text; no interest counted from the
   * kept counts), so the first page's statement can count them too (contacts.ts).
   */
  countedByRows: boolean;
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
 * The condition for `query`. The interests that contain the text are looked up first: a
 * handful of values, so the enquiries' condition stays `search like … or notes_search like …
 * or interest = any(…)`, which the planner answers from the indexes for a rare text, or by
 * walking the newest first for a common one. (A subquery or a union in its place made every
 * page read the whole match set: docs/decisions/0052.)
 */
export async function matching(db: Database, query: ContactQuery): Promise<ContactMatch> {
  const filters = and(
    query.status ? eq(contacts.status, query.status) : undefined,
    query.ownerId ? eq(contacts.ownerId, query.ownerId) : undefined,
    query.overdue ? overdueAt(sql`now()`) : undefined,
  );
  const found = query.q ? await searched(db, query.q) : undefined;
  const named = found?.interests.length ? inArray(contacts.interest, found.interests) : undefined;
  const where = found ? and(filters, or(found.ownWords, named)) : filters;
  const countedByStatus = !query.ownerId && !query.overdue;
  return {
    where,
    countedByRows: found !== undefined && !(found.interests.length && countedByStatus),
    pageWhere(start, total, limit) {
      const page = and(where, start);
      if (!found || total >= COUNTED_AT_ONCE) return page;
      // A text in few enquiries: all its matches are read from the trigram indexes and the
      // newest taken. The planner, taking it for a common one, walked the inbox newest first
      // through every enquiry without it: ~5,000 for a surname in 1 % (decision 0101).
      const matched = db
        .select({ id: contacts.id, createdAt: contacts.createdAt })
        .from(contacts)
        .where(page)
        .limit(COUNTED_AT_ONCE)
        .as("matched");
      const newest = db
        .select({ id: matched.id })
        .from(matched)
        .orderBy(desc(matched.createdAt), desc(matched.id))
        .limit(limit);
      return inArray(contacts.id, newest);
    },
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
 * The enquiries whose own words or notes contain `text`, and the interests it names. The text
 * is folded by the function that folded the search column and the notes' words (folded-text.ts,
 * decision 0079). Notes are read from the enquiry's notes_search, which a trigger keeps
 * (decision 0076): a word in 70,000 notes was a lookup in the notes, hashed beside the
 * enquiries, that held PGlite's one thread for the whole count (issue 52).
 */
async function searched(db: Database, text: string): Promise<Searched> {
  const pattern = containing(text);
  const interests = await db
    .selectDistinct({ interest: contactCounts.interest })
    .from(contactCounts)
    .where(and(gt(contactCounts.count, 0), sql`${interestWords} like lower(${pattern})`));
  // Typed like a phone number: also its digits as the search column keeps a number's
  // ("0721234567", "+27 72 123 4567" and "072 123 4567" find one another; issue 45, item 5).
  const digits = searchedPhoneDigits(text);
  const byNumber = digits && digits.length >= PHONE_DIGITS_SEARCHED ? [containing(digits)] : [];
  return {
    ownWords: sql`(${sql.join(
      [pattern, ...byNumber].map((p) => sql`${contacts.search} like ${folded(sql`${p}`)}`),
      sql` or `,
    )} or ${contacts.notesSearch} like ${folded(sql`${pattern}`)})`,
    interests: interests.map((row) => row.interest),
  };
}

/** Fewer digits than this and a search is not taken for part of a phone number. */
const PHONE_DIGITS_SEARCHED = 4;

/**
 * Matches beyond this many are counted in PIECES ranges of ids, each its own query, with a
 * turn for other requests between: on PGlite a query holds the server's one thread, and a word
 * in most of 100,000 enquiries took one pass over all of them (issue 52). Fewer are counted at
 * once, from the indexes. Enquiries that arrive between two pieces may be counted or not.
 */
export const COUNTED_AT_ONCE = 2000;
const PIECES = 8;

/** The ids' range of each piece: ids are random (v4), so each holds about an eighth. */
const pieceBounds = Array.from({ length: PIECES }, (_, i) => {
  const boundary = (n: number) =>
    `${(n * (0x100 / PIECES)).toString(16).padStart(2, "0")}000000-0000-0000-0000-000000000000`;
  const from = sql`${contacts.id} >= ${boundary(i)}::uuid`;
  return i + 1 < PIECES ? and(from, sql`${contacts.id} < ${boundary(i + 1)}::uuid`) : from;
});

/** How many enquiries `where` selects, read with other figures (figures.ts) or alone (countWhere). */
export function countedFigures(db: Database, where: SQL | undefined): Figures<number> {
  const first = db.select({ one: sql`1` }).from(contacts).where(where).limit(COUNTED_AT_ONCE);
  return {
    columns: { n: sql`(select count(*)::integer from (${first}) as first)` },
    read: ({ n }) => ((n as number) < COUNTED_AT_ONCE ? (n as number) : countInPieces(db, where)),
  };
}

const countWhere = (db: Database, where: SQL | undefined) => readFiguresOf(db, countedFigures(db, where));

export async function countInPieces(db: Database, where: SQL | undefined): Promise<number> {
  let total = 0;
  for (const piece of pieceBounds) {
    await nextTurn();
    const [row] = await db
      .select({ n: sql<number>`count(*)::integer` })
      .from(contacts)
      .where(and(where, piece));
    total += row?.n ?? 0;
  }
  return total;
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

/** How many contacts have each status, from the counts the triggers keep (decision 0067). */
export const statusFigures: Figures<Record<ContactStatus, number>> = {
  columns: Object.fromEntries(
    CONTACT_STATUSES.map((status) => [
      status,
      sql`(select coalesce(sum(${contactCounts.count}), 0)::integer from ${contactCounts} where ${eq(contactCounts.status, status)})`,
    ]),
  ),
  read: (values) => values as Record<ContactStatus, number>,
};
