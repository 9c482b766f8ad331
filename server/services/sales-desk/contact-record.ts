import { eq, inArray, type SQL, sql, type WithSubquery } from "drizzle-orm";
import type { ContactStatus } from "#domain/options";
import type { EnquiryOutcome } from "#domain/sales-desk/contact-admin";
import { ATTRIBUTION_FIELDS, type Attribution } from "#domain/sales-desk/enquiry-attribution";
import type { QuoteStatus } from "#domain/sales-desk/quote";
import type { Executor } from "../../db/client";
import { contactNotes, contactReplies, contacts, quotes, solutions, users } from "../../db/schema";
import { newestFirst, positionColumns } from "./contact-positions";
import { overdueAt } from "./reply-deadline";

type ContactRow = typeof contacts.$inferSelect;

/**
 * The columns a record is made of, and no others: the unpaged list reads 100,000 rows on PGlite's
 * one thread, and every column read is parsed into JS values, then thrown away if no record
 * shows it (the search texts, when it is due and was answered, who changed it last).
 */
const RECORD_COLUMNS = [
  "id",
  "name",
  "email",
  "company",
  "phone",
  "message",
  "interest",
  "source",
  "status",
  "createdAt",
  ...ATTRIBUTION_FIELDS,
  "openedAt",
  "ownerId",
  "loggedByName",
  "version",
  "outcome",
] as const satisfies readonly (keyof ContactRow)[];
type RecordColumn = (typeof RECORD_COLUMNS)[number];

const contactColumns = Object.fromEntries(RECORD_COLUMNS.map((name) => [name, contacts[name]])) as {
  [K in RecordColumn]: (typeof contacts)[K];
};

/**
 * An enquiry's columns, its owner's current name, the title of the solution it was sent from,
 * when it was last replied to and how many notes it has: what the list, the panel and the
 * export show. The two figures are read per row, from indexes, for one page (or one chunk of
 * the unpaged list) at a time.
 */
const recordColumns = {
  ...contactColumns,
  ownerName: users.name,
  solutionTitle: solutions.title,
  lastReplyAt:
    sql`(select max(${contactReplies.createdAt}) from ${contactReplies} where ${contactReplies.contactId} = ${contacts.id})`.mapWith(
      contactReplies.createdAt,
    ),
  notesCount: sql<number>`(select count(*) from ${contactNotes} where ${contactNotes.contactId} = ${contacts.id})::integer`,
  overdue: sql<boolean>`coalesce(${overdueAt(sql`now()`)}, false)`,
  // Its latest quote's state (decision 0091), `expired` read from the SAST date as the API does.
  quoteStatus: sql<QuoteStatus | null>`(select case when ${quotes.status} in ('sent', 'viewed') and ${quotes.validUntil} < ((now() at time zone 'UTC') + interval '2 hours')::date then 'expired' else ${quotes.status} end from ${quotes} where ${quotes.contactId} = ${contacts.id} and ${quotes.status} <> 'replaced' order by ${quotes.createdAt} desc limit 1)`,
  /** Where the row stands in the inbox, for the cursor of the page it ends. */
  positionAt: positionColumns.at,
};

/**
 * Enquiries as records: with their owner's and their solution's rows joined; `also`, columns
 * beside theirs, and `ctes`, the WITH queries those or the condition read.
 */
export const selectRecords = <Also extends Record<string, SQL>>(
  db: Executor,
  also = {} as Also,
  ctes: WithSubquery[] = [],
) =>
  db
    .with(...ctes)
    .select({ ...recordColumns, ...also })
    .from(contacts)
    .leftJoin(users, eq(users.id, contacts.ownerId))
    .leftJoin(solutions, eq(solutions.id, contacts.solutionId));

/** What a record is made of: the row's columns and what is joined to them. */
type RecordFields = Pick<ContactRow, RecordColumn> & {
  ownerName: string | null;
  solutionTitle: string | null;
  lastReplyAt: Date | null;
  notesCount: number;
  overdue: boolean;
  quoteStatus: QuoteStatus | null;
};

/** A record as selectRecords reads it, with where it stands in the inbox. */
export type RecordRow = RecordFields & { positionAt: string };

/** SPEC §3 names the identifier `_id` in one place and `id` in another: both are sent. */
/** What every room of the desk answers for an id that names no enquiry. */
export const CONTACT_NOT_FOUND = "Contact not found";

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
  /** How it ended: "won" once a deposit it was asked was paid (decision 0098); null otherwise. */
  outcome: EnquiryOutcome | null;
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
  /** The administrator who owns it, while someone does. */
  ownerId: string | null;
  ownerName: string | null;
  /** The title of the solution it was sent from, while that solution exists. */
  solutionTitle: string | null;
  lastReplyAt: string | null;
  notesCount: number;
  /** Unanswered one working day after it arrived (docs/decisions/0048). */
  overdue: boolean;
  /** The administrator who logged it by hand (its source is then the channel); null for the forms'. */
  loggedByName: string | null;
  /** Counts its changes; the ETag a change names in If-Match (decision 0074). */
  version: number;
  /** Its latest quote's state (replaced revisions aside); null: no quote yet (decision 0091). */
  quoteStatus: QuoteStatus | null;
}

export function toRecord(row: RecordFields): ContactRecord {
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
    outcome: row.outcome,
    createdAt: row.createdAt.toISOString(),
    sourcePage: row.sourcePage,
    solutionId: row.solutionId,
    referrerHost: row.referrerHost,
    utmSource: row.utmSource,
    utmMedium: row.utmMedium,
    utmCampaign: row.utmCampaign,
    unread: row.openedAt === null,
    ownerId: row.ownerId,
    ownerName: row.ownerId ? row.ownerName : null,
    solutionTitle: row.solutionTitle,
    lastReplyAt: row.lastReplyAt?.toISOString() ?? null,
    notesCount: row.notesCount,
    overdue: row.overdue,
    loggedByName: row.loggedByName,
    version: row.version,
    quoteStatus: row.quoteStatus,
  };
}

/** The contacts among `ids`, as records, newest first. */
export const recordsOf = async (db: Executor, ids: string[]) =>
  (
    await selectRecords(db)
      .where(inArray(contacts.id, ids))
      .orderBy(...newestFirst)
  ).map(toRecord);

/** What the database sets on an enquiry as it stores it: returned by the insert, never read back. */
export const insertedColumns = {
  id: contacts.id,
  createdAt: contacts.createdAt,
  status: contacts.status,
  version: contacts.version,
};

type Inserted = Pick<ContactRow, keyof typeof insertedColumns>;

/** The values an enquiry is stored with: the accepted enquiry, and who logged it, if anyone. */
type Written = Omit<NewEnquiry, "solutionId"> &
  Pick<ContactRow, "id" | "solutionId"> &
  Partial<Pick<ContactRow, "openedAt" | "ownerId" | "loggedByName">>;

/**
 * Enquiries just stored, as records: what reading them back would answer, made instead from the
 * values written, what their insert returned and the titles of the solutions they name
 * (decision 0089). Nothing has happened to them yet: no reply, no note, no quote, and a reply is due a
 * working day after they arrived, or they were answered as they were logged (`ownerName`: the
 * name of the admin who logged them and owns them).
 */
export async function insertedRecords(
  tx: Executor,
  written: readonly Written[],
  inserted: readonly Inserted[],
  ownerName: string | null = null,
): Promise<ContactRecord[]> {
  const named = written.flatMap(({ solutionId }) => (solutionId ? [solutionId] : []));
  const titles = new Map<string, string>();
  if (named.length > 0) {
    const rows = await tx
      .select({ id: solutions.id, title: solutions.title })
      .from(solutions)
      .where(inArray(solutions.id, named));
    for (const { id, title } of rows) titles.set(id, title);
  }
  const returned = new Map(inserted.map((row) => [row.id, row]));
  return written.map((row) =>
    toRecord({
      ...row,
      ...(returned.get(row.id) as Inserted),
      openedAt: row.openedAt ?? null,
      ownerId: row.ownerId ?? null,
      ownerName,
      loggedByName: row.loggedByName ?? null,
      outcome: null,
      solutionTitle: (row.solutionId && titles.get(row.solutionId)) ?? null,
      lastReplyAt: null,
      notesCount: 0,
      overdue: false,
      quoteStatus: null,
    }),
  );
}

/** An enquiry as the enquiry service accepted it, before it is stored. */
export type NewEnquiry = Attribution &
  Pick<ContactRecord, "name" | "email" | "company" | "phone" | "message" | "interest" | "source">;

/** Who did something in the back-office, as notes and the status history remember them. */
export interface Actor {
  id: string;
  name: string;
}
