import { randomUUID } from "node:crypto";
import { and, count, desc, eq, inArray, isNull, ne } from "drizzle-orm";
import type { Attribution } from "#domain/enquiry-attribution";
import type { ContactStatus } from "#domain/options";
import type { Database, Executor } from "../db/client";
import { contactStatusChanges, contacts } from "../db/schema";
import type { Outbox } from "../mail/outbox";
import { createBatcher } from "./batcher";
import { type Actor, type ContactRecord, recordColumns, toRecord } from "./contact-record";
import { type ContactQuery, countMatching, matching, statusCounts } from "./contact-search";
import { acknowledgement, notification } from "./enquiry-mail";

export type { ContactRecord } from "./contact-record";

export type NewEnquiry = Attribution &
  Pick<ContactRecord, "name" | "email" | "company" | "phone" | "message" | "interest" | "source">;

/** What the inbox polls for: a change in either means the lists on screen are out of date. */
export interface InboxSummary {
  unread: number;
  /** When the newest enquiry arrived; null with none. */
  latest: string | null;
}

export interface ContactPage {
  items: ContactRecord[];
  total: number;
  page: number;
  pageSize: number;
}

const newestFirst = [desc(contacts.createdAt), desc(contacts.id)];

export interface ContactServiceOptions {
  outbox: Outbox;
  /** Where the team is told of each enquiry (NOTIFY_EMAIL); undefined tells no one. */
  notifyEmail: string | undefined;
  /** The site's address, for the inbox link in a notification. */
  publicUrl: string;
  /** Which of these visitors get an acknowledgement now (settings.ts); asked once per batch. */
  acknowledged: (tx: Executor, emails: readonly string[]) => Promise<boolean[]>;
  /**
   * How many connections the server has accepted so far (batcher.ts). Only when a batch is
   * written changes without it, so a process with no HTTP server (the CLI, a test) leaves it out.
   */
  acceptedConnections?: () => number;
}

export function createContactService(
  db: Database,
  { outbox, notifyEmail, publicUrl, acknowledged, acceptedConnections }: ContactServiceOptions,
) {
  // Enquiries arriving together share one transaction; each is answered after it commits, with
  // its id (chosen here): the caller needs no more, and reading back whole rows cost PGlite.
  const submitBatched = createBatcher(
    async (enquiries: NewEnquiry[]) => {
      const values = enquiries.map((enquiry) => ({
        ...enquiry,
        solutionId: enquiry.solutionId || null,
        id: randomUUID(),
      }));
      let mailed = false;
      await db.transaction(async (tx) => {
        await tx.insert(contacts).values(values);
        const acknowledge = await acknowledged(
          tx,
          enquiries.map((enquiry) => enquiry.email),
        );
        const mails = enquiries.flatMap((enquiry, index) => [
          ...(notifyEmail
            ? [notification(enquiry, values[index]?.id as string, notifyEmail, publicUrl)]
            : []),
          ...(acknowledge[index] ? [acknowledgement(enquiry)] : []),
        ]);
        await outbox.enqueue(tx, ...mails);
        mailed = mails.length > 0;
      });
      if (mailed) void outbox.kick();
      return values.map(({ id }) => ({ id }));
    },
    { acceptedConnections },
  );

  /** Sets `status` on the contacts among `ids` that exist, remembering each real change. */
  async function changeStatus(ids: string[], status: ContactStatus, actor: Actor) {
    return db.transaction(async (tx) => {
      const before = await tx
        .select({ id: contacts.id, status: contacts.status })
        .from(contacts)
        .where(inArray(contacts.id, ids))
        .for("update");
      const changed = before.filter((row) => row.status !== status);
      if (changed.length > 0) {
        await tx
          .update(contacts)
          .set({ status })
          .where(
            and(
              inArray(
                contacts.id,
                changed.map((row) => row.id),
              ),
              ne(contacts.status, status),
            ),
          );
        await tx.insert(contactStatusChanges).values(
          changed.map((row) => ({
            contactId: row.id,
            fromStatus: row.status,
            toStatus: status,
            changedById: actor.id,
            changedByName: actor.name,
          })),
        );
      }
      if (before.length === 0) return [];
      const rows = await tx
        .select(recordColumns)
        .from(contacts)
        .where(
          inArray(
            contacts.id,
            before.map((row) => row.id),
          ),
        )
        .orderBy(...newestFirst);
      return rows.map(toRecord);
    });
  }

  return {
    /** Commits the enquiry (and its mails, if any) before returning. */
    submit: (enquiry: NewEnquiry): Promise<{ id: string }> => submitBatched(enquiry),

    async list(limit?: number): Promise<ContactRecord[]> {
      const query = db
        .select(recordColumns)
        .from(contacts)
        .orderBy(...newestFirst);
      const rows = await (limit ? query.limit(limit) : query);
      return rows.map(toRecord);
    },

    /** One page of the contacts matching `query`, newest first, with how many match in all. */
    async page(query: ContactQuery, page: number, pageSize: number): Promise<ContactPage> {
      const [rows, total] = await Promise.all([
        db
          .select(recordColumns)
          .from(contacts)
          .where(matching(query))
          .orderBy(...newestFirst)
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        countMatching(db, query),
      ]);
      return { items: rows.map(toRecord), total, page, pageSize };
    },

    async get(id: string): Promise<ContactRecord | null> {
      const [row] = await db.select(recordColumns).from(contacts).where(eq(contacts.id, id));
      return row ? toRecord(row) : null;
    },

    /** Notes that an admin opened the enquiry: it is read from now on, for every admin. */
    async markOpened(id: string): Promise<void> {
      await db
        .update(contacts)
        .set({ openedAt: new Date() })
        .where(and(eq(contacts.id, id), isNull(contacts.openedAt)));
    },

    async summary(): Promise<InboxSummary> {
      const [[unread], [newest]] = await Promise.all([
        db.select({ n: count() }).from(contacts).where(isNull(contacts.openedAt)),
        db
          .select({ createdAt: contacts.createdAt })
          .from(contacts)
          .orderBy(...newestFirst)
          .limit(1),
      ]);
      return { unread: unread?.n ?? 0, latest: newest?.createdAt.toISOString() ?? null };
    },

    async setStatus(id: string, status: ContactStatus, actor: Actor): Promise<ContactRecord | null> {
      return (await changeStatus([id], status, actor))[0] ?? null;
    },

    /** The contacts among `ids` that still exist, now with `status`. */
    setStatuses: changeStatus,

    async remove(id: string): Promise<boolean> {
      const rows = await db.delete(contacts).where(eq(contacts.id, id)).returning({ id: contacts.id });
      return rows.length > 0;
    },

    /** How many of `ids` were there to delete. */
    async removeMany(ids: string[]): Promise<number> {
      const rows = await db.delete(contacts).where(inArray(contacts.id, ids)).returning({ id: contacts.id });
      return rows.length;
    },

    async countByStatus(): Promise<{ total: number; new: number; inProgress: number; completed: number }> {
      const by = await statusCounts(db);
      const result = { new: by.new, inProgress: by["in-progress"], completed: by.completed };
      return { total: result.new + result.inProgress + result.completed, ...result };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
