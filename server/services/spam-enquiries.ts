import { and, desc, eq, exists, inArray, sql } from "drizzle-orm";
import { HONEYPOT_FIELD, type SpamReason } from "#domain/enquiry-rules";
import type { ContactStatus } from "#domain/options";
import type { Database, Executor } from "../db/client";
import { contacts, mailOutbox, spamEnquiries, users } from "../db/schema";
import type { Actor, NewEnquiry } from "./contact-record";
import type { EnquiryIntake } from "./enquiry-intake";
import { ACKNOWLEDGEMENT_SUBJECT } from "./enquiry-mail";

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
 * What an enquiry marked as spam keeps of its row besides what was sent (reason `marked`):
 * enough for "Not spam" to put it back as it was, arrival time, status and owner included.
 * Its replies, notes and status history go, as with a deletion.
 */
interface MarkedState {
  markedBy: string;
  status: ContactStatus;
  ownerId: string | null;
  replyDueAt: string | null;
  loggedById: string | null;
  loggedByName: string | null;
}

function keptOf(row: ContactRow, by: Actor): Record<string, unknown> {
  // What was sent (NewEnquiry) is what is left of the row without the inbox's own columns.
  // (A marked enquiry's version and last change go with its history: Not spam starts them afresh.)
  const {
    id,
    search,
    createdAt,
    openedAt,
    status,
    ownerId,
    replyDueAt,
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
    replyDueAt: replyDueAt?.toISOString() ?? null,
    loggedById,
    loggedByName,
  };
  return { ...sent, solutionId: sent.solutionId ?? "", marked };
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
        const rows = await tx.delete(contacts).where(inArray(contacts.id, ids)).returning();
        if (rows.length === 0) return 0;
        await tx.insert(spamEnquiries).values(
          rows.map((row) => ({
            id: row.id,
            enquiry: keptOf(row, by),
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
      const { [HONEYPOT_FIELD]: _honeypot, marked, ...enquiry } = row.enquiry;
      try {
        if (row.reason === "marked" && marked) {
          const state = marked as MarkedState;
          const sent = enquiry as unknown as NewEnquiry;
          // An account deleted since is no one: its enquiries were unassigned with it.
          const named = [state.ownerId, state.loggedById].filter((user): user is string => user !== null);
          const existing = named.length
            ? new Set(
                (await db.select({ id: users.id }).from(users).where(inArray(users.id, named))).map(
                  (user) => user.id,
                ),
              )
            : new Set<string>();
          const stillThere = (user: string | null) => (user && existing.has(user) ? user : null);
          await db.insert(contacts).values({
            ...sent,
            id: row.id,
            solutionId: sent.solutionId || null,
            status: state.status,
            ownerId: stillThere(state.ownerId),
            replyDueAt: state.replyDueAt ? new Date(state.replyDueAt) : null,
            loggedById: stillThere(state.loggedById),
            loggedByName: state.loggedByName,
            openedAt: new Date(),
            createdAt: row.createdAt,
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
