import { and, desc, eq, exists, inArray, sql } from "drizzle-orm";
import type { ContactStatus } from "#domain/options";
import { HONEYPOT_FIELD, type SpamReason } from "#domain/sales-desk/enquiry-rules";
import type { Database, Executor } from "#server/db/client";
import {
  contactNotes,
  contactOwnerChanges,
  contactReplies,
  contactStatusChanges,
  contacts,
  mailOutbox,
  spamEnquiries,
  users,
} from "#server/db/schema";
import type { Actor, NewEnquiry } from "../contact-record";
import type { EnquiryIntake } from "../intake/enquiry-intake";
import { ACKNOWLEDGEMENT_SUBJECT } from "../notify/enquiry-mail";

/** The Spam view shows this many, newest first: spam is looked through, not worked. */
const SPAM_SHOWN = 200;

/** An enquiry kept aside, as the inbox's Spam view lists it. */
export interface SpamEnquiry {
  id: string;
  name: string;
  email: string;
  company: string;
  message: string;
  reason: SpamReason;
  /** Who marked it as spam in the inbox; null for what the forms kept aside. */
  markedBy: string | null;
  createdAt: string;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

type ContactRow = typeof contacts.$inferSelect;

/**
 * The team's work on an enquiry, kept with it while it is spam so that Not spam brings it back
 * (decision 0079): its replies, notes, status history and assignments, each row as stored.
 */
const WORK = {
  replies: contactReplies,
  notes: contactNotes,
  statusChanges: contactStatusChanges,
  assignments: contactOwnerChanges,
};
type WorkRow = Record<string, unknown> & { contactId: string };
type Work = Partial<Record<keyof typeof WORK, WorkRow[]>>;
/** A kept row's times (JSON keeps them as text) and the accounts it names (which may be gone). */
const WORK_TIMES = ["createdAt", "changedAt"];
const WORK_USERS = ["authorId", "changedById", "toOwnerId"];

/**
 * What an enquiry marked as spam keeps of its row besides what was sent (reason `marked`):
 * enough for "Not spam" to put it back as it was, arrival time, status, owner, version and the
 * team's work included. Only deleting the spam (one, or emptying it) deletes the work.
 */
interface MarkedState {
  markedBy: string;
  status: ContactStatus;
  ownerId: string | null;
  replyDueAt: string | null;
  answeredAt: string | null;
  loggedById: string | null;
  loggedByName: string | null;
  version: number;
  changedAt: string | null;
  changedById: string | null;
  changedByName: string | null;
  work: Work;
}

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

function keptOf(row: ContactRow, by: Actor, work: Work): Record<string, unknown> {
  // What was sent (NewEnquiry) is what is left of the row without the inbox's own columns (the
  // notes' words come back with the notes, from their trigger).
  const {
    id,
    search,
    notesSearch,
    createdAt,
    openedAt,
    status,
    ownerId,
    replyDueAt,
    answeredAt,
    loggedById,
    loggedByName,
    version,
    changedAt,
    changedById,
    changedByName,
    ...sent
  } = row;
  const marked: MarkedState = {
    markedBy: by.name,
    status,
    ownerId,
    replyDueAt: isoOrNull(replyDueAt),
    answeredAt: isoOrNull(answeredAt),
    loggedById,
    loggedByName,
    version,
    changedAt: isoOrNull(changedAt),
    changedById,
    changedByName,
    work,
  };
  return { ...sent, solutionId: sent.solutionId ?? "", marked };
}

/** The team's work on the enquiries `ids`, by enquiry. */
async function workOf(tx: Executor, ids: string[]): Promise<Map<string, Work>> {
  const byEnquiry = new Map<string, Work>();
  for (const [kind, table] of Object.entries(WORK) as [keyof Work, typeof contactNotes][]) {
    const rows: WorkRow[] = await tx.select().from(table).where(inArray(table.contactId, ids));
    for (const row of rows) {
      const work = byEnquiry.get(row.contactId) ?? {};
      work[kind] = [...(work[kind] ?? []), row];
      byEnquiry.set(row.contactId, work);
    }
  }
  return byEnquiry;
}

/** Every account a marked enquiry names, its work's included. */
function accountsNamed(state: MarkedState): string[] {
  const rows = Object.values(state.work ?? {}).flat();
  const named = [
    state.ownerId,
    state.loggedById,
    state.changedById,
    ...rows.flatMap((row) => WORK_USERS.map((field) => row[field])),
  ];
  return [...new Set(named.filter((user): user is string => typeof user === "string"))];
}

/** Writes the kept work back, its times as dates and accounts deleted since as no one. */
async function restoreWork(tx: Executor, work: Work, stillThere: (user: string | null) => string | null) {
  for (const [kind, rows] of Object.entries(work) as [keyof Work, WorkRow[]][]) {
    if (rows.length === 0) continue;
    const revived = rows.map((row) => {
      const copy: Record<string, unknown> = { ...row };
      for (const field of WORK_TIMES)
        if (typeof copy[field] === "string") copy[field] = new Date(copy[field]);
      for (const field of WORK_USERS)
        if (field in copy) copy[field] = stillThere(copy[field] as string | null);
      return copy;
    });
    await tx
      .insert(WORK[kind] as typeof contactNotes)
      .values(revived as (typeof contactNotes.$inferInsert)[]);
  }
}

/**
 * An acknowledgement still waiting in the outbox for one of these enquiries is not sent: it was
 * queued in the enquiry's own transaction, so it has the enquiry's arrival time (compared in the
 * database, to the microsecond a JavaScript date would lose).
 */
async function dropAcknowledgements(tx: Executor, ids: string[]) {
  await tx.delete(mailOutbox).where(
    and(
      eq(mailOutbox.sent, false),
      eq(mailOutbox.subject, ACKNOWLEDGEMENT_SUBJECT),
      exists(
        tx
          .select({ one: sql`1` })
          .from(contacts)
          .where(
            and(
              inArray(contacts.id, ids),
              eq(contacts.email, mailOutbox.to),
              eq(contacts.createdAt, mailOutbox.createdAt),
            ),
          ),
      ),
    ),
  );
}

/**
 * The enquiries kept aside as spam (decision 0051), for the inbox's Spam view; enquiries an
 * admin marks as spam (decision 0077); "Not spam", which hands one the forms kept aside to the
 * ordinary intake, or puts a marked one back as it was; and deleting spam for good.
 */
export function createSpamEnquiries(db: Database, intake: EnquiryIntake) {
  return {
    /** The newest SPAM_SHOWN, and how many there are in all. */
    async list(): Promise<{ items: SpamEnquiry[]; total: number }> {
      const rows = await db
        .select()
        .from(spamEnquiries)
        .orderBy(desc(spamEnquiries.createdAt))
        .limit(SPAM_SHOWN);
      const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(spamEnquiries);
      const items = rows.map(({ id, enquiry, reason, createdAt }) => ({
        id,
        name: text(enquiry.name),
        email: text(enquiry.email),
        company: text(enquiry.company),
        message: text(enquiry.message),
        reason,
        markedBy: reason === "marked" ? text((enquiry.marked as MarkedState | undefined)?.markedBy) : null,
        createdAt: createdAt.toISOString(),
      }));
      return { items, total: count?.total ?? 0 };
    },

    /**
     * Moves the enquiries among `ids` out of the inbox into the spam, keeping their ids and
     * arrival times: from then on they are not counted, overdue or in the digest, and an
     * acknowledgement not yet sent never is. Answers how many moved.
     */
    async mark(ids: string[], by: Actor): Promise<number> {
      return db.transaction(async (tx) => {
        await dropAcknowledgements(tx, ids);
        const work = await workOf(tx, ids);
        const rows = await tx.delete(contacts).where(inArray(contacts.id, ids)).returning();
        if (rows.length === 0) return 0;
        await tx.insert(spamEnquiries).values(
          rows.map((row) => ({
            id: row.id,
            enquiry: keptOf(row, by, work.get(row.id) ?? {}),
            reason: "marked" as const,
            createdAt: row.createdAt,
          })),
        );
        return rows.length;
      });
    },

    /**
     * Moves spam `id` into the enquiries; null when it is not (or no longer) kept aside. One
     * an admin marked goes back as it was, read and without mail: the team and the visitor
     * heard of it when it came. One the forms kept aside goes through the intake, where it is
     * counted, notified and acknowledged as a new one. Taken out first, so two clicks cannot
     * make two enquiries; put back should the intake fail.
     */
    async notSpam(id: string): Promise<{ id: string } | null> {
      const [row] = await db.delete(spamEnquiries).where(eq(spamEnquiries.id, id)).returning();
      if (!row) return null;
      // One marked before decision 0079 kept its answer time among what was sent, as text.
      const { [HONEYPOT_FIELD]: _honeypot, marked, answeredAt: answeredBefore, ...enquiry } = row.enquiry;
      try {
        if (row.reason === "marked" && marked) {
          const state = marked as MarkedState;
          const sent = enquiry as unknown as NewEnquiry;
          // An account deleted since is no one: its enquiries were unassigned with it.
          const named = accountsNamed(state);
          const existing = named.length
            ? new Set(
                (await db.select({ id: users.id }).from(users).where(inArray(users.id, named))).map(
                  (user) => user.id,
                ),
              )
            : new Set<string>();
          const stillThere = (user: string | null) => (user && existing.has(user) ? user : null);
          const date = (iso: string | null | undefined) => (iso ? new Date(iso) : null);
          await db.transaction(async (tx) => {
            await tx.insert(contacts).values({
              ...sent,
              id: row.id,
              solutionId: sent.solutionId || null,
              status: state.status,
              ownerId: stillThere(state.ownerId),
              replyDueAt: date(state.replyDueAt),
              answeredAt: date(state.answeredAt ?? (answeredBefore as string | null | undefined)),
              loggedById: stillThere(state.loggedById),
              loggedByName: state.loggedByName,
              // Marked before its version was kept (decision 0077): its history starts afresh.
              ...(state.version === undefined
                ? {}
                : {
                    version: state.version,
                    changedAt: date(state.changedAt),
                    changedById: stillThere(state.changedById),
                    changedByName: state.changedByName,
                  }),
              openedAt: new Date(),
              createdAt: row.createdAt,
            });
            await restoreWork(tx, state.work ?? {}, stillThere);
          });
          return { id: row.id };
        }
        return await intake.submit(enquiry as unknown as NewEnquiry);
      } catch (error) {
        await db.insert(spamEnquiries).values(row).onConflictDoNothing();
        throw error;
      }
    },

    /** Deletes spam `id` for good; false when it is not kept (any more). */
    async remove(id: string): Promise<boolean> {
      const rows = await db
        .delete(spamEnquiries)
        .where(eq(spamEnquiries.id, id))
        .returning({ id: spamEnquiries.id });
      return rows.length > 0;
    },

    /** Deletes every spam enquiry for good; answers how many there were. */
    async empty(): Promise<number> {
      return (await db.delete(spamEnquiries).returning({ id: spamEnquiries.id })).length;
    },
  };
}

export type SpamEnquiries = ReturnType<typeof createSpamEnquiries>;
