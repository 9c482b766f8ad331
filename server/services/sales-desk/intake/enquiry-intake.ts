import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Logger } from "pino";
import { searchedPhoneDigits } from "#domain/phone-number";
import type { SpamReason } from "#domain/sales-desk/enquiry-rules";
import { replyDueBy } from "#domain/working-days";
import type { Database, Executor } from "#server/db/client";
import { contacts, enquiryKeys, solutions, spamEnquiries } from "#server/db/schema";
import type { Outbox } from "#server/mail/outbox";
import { createBatcher } from "../../shared/batcher";
import { type Actor, insertedColumns, insertedRecords, type NewEnquiry } from "../contact-record";
import { acknowledgement, notification } from "../notify/enquiry-mail";
import type { Webhooks } from "../notify/webhooks";
import type { ReadIntakeSettings } from "./intake-settings";

// Enquiries coming in (the enquiry service hands over each one it accepted): stored with their
// reply deadline, and the team's notification, the visitor's acknowledgement and the webhook's
// event queued in the same transaction, from one read of the settings and the values written
// (decision 0089). The inbox (contacts.ts) works them from there.

export interface EnquiryIntakeOptions {
  outbox: Outbox;
  /** The settings a batch works by (intake-settings.ts): read once per batch. */
  settings: ReadIntakeSettings;
  /** Told of each enquiry after it committed: intake never waits for a receiver. */
  webhooks: Webhooks;
  /** The site's address, for the inbox link in a notification. */
  publicUrl: string;
  /**
   * Which of these visitors may get an acknowledgement now, while acknowledgements are on
   * (acknowledgement-cap.ts); asked once per batch.
   */
  acknowledged: (tx: Executor, emails: readonly string[]) => Promise<boolean[]>;
  /**
   * How many connections the server has accepted so far (batcher.ts). Only when a batch is
   * written changes without it, so a process with no HTTP server (the CLI, a test) leaves it out.
   */
  acceptedConnections?: () => number;
  /** Told when an enquiry is stored without its mails and webhook. */
  logger: Logger;
}

/** What was stored: its id, or (`repeat`) the id its idempotency key already held. */
interface Stored {
  id: string;
  repeat: boolean;
}

/** An enquiry as it reaches intake, with the idempotency key it came with, if any. */
interface Keyed {
  enquiry: NewEnquiry;
  key?: string;
}

/** An enquiry's columns as stored: no solution for "", and the phone's digits for the search. */
const columnsOf = (enquiry: NewEnquiry) => ({
  ...enquiry,
  solutionId: enquiry.solutionId || null,
  phoneDigits: searchedPhoneDigits(enquiry.phone) ?? "",
});

export function createEnquiryIntake(
  db: Database,
  {
    outbox,
    settings: readSettings,
    webhooks,
    publicUrl,
    acknowledged,
    acceptedConnections,
    logger,
  }: EnquiryIntakeOptions,
) {
  // Enquiries arriving together share one transaction; each is answered after it commits, with
  // its id (chosen here): the caller needs no more, and reading back whole rows cost PGlite.
  // One whose idempotency key is already held (an earlier send, or a neighbour in this batch
  // with the same key) stores nothing and is answered with the id the key holds.
  const submitBatched = createBatcher(
    async (items: Keyed[]) => {
      const replyDueAt = replyDueBy(new Date());
      const all = items.map(({ enquiry, key }) => ({
        enquiry,
        key,
        row: { ...columnsOf(enquiry), id: randomUUID(), replyDueAt },
      }));
      let fresh = all;
      let mailed = false;
      let hooked = false;
      await db.transaction(async (tx) => {
        const claimed = await claimKeys(tx, all);
        fresh = all.filter(({ key, row }) => key === undefined || claimed.has(row.id));
        if (fresh.length === 0) return;
        const values = fresh.map(({ row }) => row);
        const enquiries = fresh.map(({ enquiry }) => enquiry);
        const inserted = await tx.insert(contacts).values(values).returning(insertedColumns);
        // The mails and the webhook are extras around the enquiry: in a savepoint of their own,
        // so whatever fails among them (a setting, a template) loses them, never the enquiry.
        try {
          await tx.transaction(async (extras) => {
            const settings = await readSettings(extras);
            const emails = enquiries.map((enquiry) => enquiry.email);
            const acknowledge = settings.acknowledge
              ? await acknowledged(extras, emails)
              : emails.map(() => false);
            const mails = enquiries.flatMap((enquiry, index) => [
              ...settings.recipients.map((to) =>
                notification(enquiry, values[index]?.id as string, to, publicUrl),
              ),
              ...(acknowledge[index] ? [acknowledgement(enquiry, settings.bookingUrl)] : []),
            ]);
            await outbox.enqueue(extras, ...mails);
            mailed = mails.length > 0;
            if (settings.webhook) {
              hooked = await webhooks.enqueueRecords(
                extras,
                "enquiry.created",
                await insertedRecords(extras, values, inserted),
              );
            }
          });
        } catch (error) {
          mailed = hooked = false;
          logger.error(
            { err: error, enquiryIds: values.map(({ id }) => id) },
            "enquiries stored without their mails and webhook",
          );
        }
      });
      if (mailed) void outbox.kick();
      if (hooked) void webhooks.kick();
      const stored = new Set(fresh.map(({ row }) => row.id));
      const repeats = all.flatMap(({ key, row }) => (key !== undefined && !stored.has(row.id) ? [key] : []));
      const held = await heldKeys(repeats);
      return all.map(({ key, row }) =>
        stored.has(row.id)
          ? { id: row.id, repeat: false }
          : { id: held.get(key as string) as string, repeat: true },
      );
    },
    { acceptedConnections },
  );

  /**
   * Claims the keys of `all` for their rows' ids; answers the ids that got theirs. On
   * PostgreSQL a key another transaction is claiming waits for it, then is found taken.
   */
  async function claimKeys(tx: Executor, all: ReadonlyArray<{ key?: string; row: { id: string } }>) {
    const keyed = all.flatMap(({ key, row }) => (key ? [{ key, enquiryId: row.id }] : []));
    if (keyed.length === 0) return new Set<string>();
    const rows = await tx
      .insert(enquiryKeys)
      .values(keyed)
      .onConflictDoNothing()
      .returning({ enquiryId: enquiryKeys.enquiryId });
    return new Set(rows.map(({ enquiryId }) => enquiryId));
  }

  /** The enquiry ids `keys` hold, committed. */
  async function heldKeys(keys: string[]): Promise<Map<string, string>> {
    if (keys.length === 0) return new Map();
    const rows = await db
      .select({ key: enquiryKeys.key, enquiryId: enquiryKeys.enquiryId })
      .from(enquiryKeys)
      .where(inArray(enquiryKeys.key, keys));
    return new Map(rows.map(({ key, enquiryId }) => [key, enquiryId]));
  }

  return {
    /**
     * Commits the enquiry (and its mails, if any) before returning; with an idempotency key
     * already held, stores nothing and answers the id the key holds.
     */
    submit: (enquiry: NewEnquiry, key?: string): Promise<Stored> => submitBatched({ enquiry, key }),
    /** The id of the enquiry an idempotency key came with, if the key is held. */
    heldBy: async (key: string): Promise<string | undefined> => (await heldKeys([key])).get(key),
    /**
     * Stores a conversation an admin had with a lead off the site (docs/decisions/0057): its
     * source is the channel, it is owned by and read for the admin who logged it, and it mails no
     * one (the enquirer did not write to the site, and the team member already knows); the
     * webhook hears of it as of any enquiry. Null when `solutionId` names no solution.
     */
    log: async (enquiry: NewEnquiry, by: Actor): Promise<{ id: string } | null> => {
      const id = randomUUID();
      const now = new Date();
      let hooked = false;
      const stored = await db.transaction(async (tx) => {
        if (enquiry.solutionId) {
          const [solution] = await tx
            .select({ id: solutions.id })
            .from(solutions)
            .where(and(eq(solutions.id, enquiry.solutionId), isNull(solutions.deletedAt)));
          if (!solution) return false;
        }
        const row = {
          ...columnsOf(enquiry),
          id,
          replyDueAt: replyDueBy(now),
          openedAt: now,
          // The conversation was the answer (issue 45, item 4).
          answeredAt: now,
          ownerId: by.id,
          loggedById: by.id,
          loggedByName: by.name,
        };
        const inserted = await tx.insert(contacts).values(row).returning(insertedColumns);
        if ((await readSettings(tx)).webhook) {
          const records = await insertedRecords(tx, [row], inserted, by.name);
          hooked = await webhooks.enqueueRecords(tx, "enquiry.created", records);
        }
        return true;
      });
      if (hooked) void webhooks.kick();
      return stored ? { id } : null;
    },
    /** Keeps a spam enquiry aside (decision 0051): not a contact, so not counted, mailed or acknowledged. */
    keepAside: async (enquiry: NewEnquiry, reason: SpamReason, key?: string): Promise<Stored> => {
      const id = randomUUID();
      const kept = await db.transaction(async (tx) => {
        if (key !== undefined && !(await claimKeys(tx, [{ key, row: { id } }])).has(id)) return false;
        await tx.insert(spamEnquiries).values({ id, enquiry, reason });
        return true;
      });
      if (kept) return { id, repeat: false };
      return { id: (await heldKeys([key as string])).get(key as string) as string, repeat: true };
    },
  };
}

export type EnquiryIntake = ReturnType<typeof createEnquiryIntake>;
