import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Logger } from "pino";
import type { SpamReason } from "#domain/enquiry-rules";
import { searchedPhoneDigits } from "#domain/phone-number";
import { replyDueBy } from "#domain/working-days";
import type { Database, Executor } from "../db/client";
import { contacts, solutions, spamEnquiries } from "../db/schema";
import type { Outbox } from "../mail/outbox";
import { createBatcher } from "./batcher";
import type { Actor, NewEnquiry } from "./contact-record";
import { acknowledgement, notification } from "./enquiry-mail";
import type { NotificationRecipients } from "./notification-recipients";
import type { Webhooks } from "./webhooks";

// Enquiries coming in (the enquiry service hands over each one it accepted): stored with their
// reply deadline, and the team's notification and the visitor's acknowledgement queued in the
// same transaction. The inbox (contacts.ts) works them from there.

export interface EnquiryIntakeOptions {
  outbox: Outbox;
  /** Who in the team is told of each enquiry (notification-recipients.ts); none tells no one. */
  recipients: NotificationRecipients;
  /** Told of each enquiry after it committed: intake never waits for a receiver. */
  webhooks: Webhooks;
  /** The site's address, for the inbox link in a notification. */
  publicUrl: string;
  /** Which of these visitors get an acknowledgement now (settings.ts); asked once per batch. */
  acknowledged: (tx: Executor, emails: readonly string[]) => Promise<boolean[]>;
  /** The booking page the acknowledgement offers, "" for none (settings.ts). */
  bookingPage: (tx: Executor) => Promise<string>;
  /**
   * How many connections the server has accepted so far (batcher.ts). Only when a batch is
   * written changes without it, so a process with no HTTP server (the CLI, a test) leaves it out.
   */
  acceptedConnections?: () => number;
  /** Told when an enquiry is stored without its mails and webhook. */
  logger: Logger;
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
    recipients,
    webhooks,
    publicUrl,
    acknowledged,
    bookingPage,
    acceptedConnections,
    logger,
  }: EnquiryIntakeOptions,
) {
  // Enquiries arriving together share one transaction; each is answered after it commits, with
  // its id (chosen here): the caller needs no more, and reading back whole rows cost PGlite.
  const submitBatched = createBatcher(
    async (enquiries: NewEnquiry[]) => {
      const replyDueAt = replyDueBy(new Date());
      const values = enquiries.map((enquiry) => ({
        ...columnsOf(enquiry),
        id: randomUUID(),
        replyDueAt,
      }));
      let mailed = false;
      let hooked = false;
      await db.transaction(async (tx) => {
        await tx.insert(contacts).values(values);
        // The mails and the webhook are extras around the enquiry: in a savepoint of their own,
        // so whatever fails among them (a setting, a template) loses them, never the enquiry.
        try {
          await tx.transaction(async (extras) => {
            const acknowledge = await acknowledged(
              extras,
              enquiries.map((enquiry) => enquiry.email),
            );
            const team = await recipients(extras);
            const booking = acknowledge.some(Boolean) ? await bookingPage(extras) : "";
            const mails = enquiries.flatMap((enquiry, index) => [
              ...team.map((to) => notification(enquiry, values[index]?.id as string, to, publicUrl)),
              ...(acknowledge[index] ? [acknowledgement(enquiry, booking)] : []),
            ]);
            await outbox.enqueue(extras, ...mails);
            mailed = mails.length > 0;
            hooked = await webhooks.enqueue(
              extras,
              "enquiry.created",
              values.map(({ id }) => id),
            );
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
      return values.map(({ id }) => ({ id }));
    },
    { acceptedConnections },
  );

  return {
    /** Commits the enquiry (and its mails, if any) before returning. */
    submit: (enquiry: NewEnquiry): Promise<{ id: string }> => submitBatched(enquiry),
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
        await tx.insert(contacts).values({
          ...columnsOf(enquiry),
          id,
          replyDueAt: replyDueBy(now),
          openedAt: now,
          // The conversation was the answer (issue 45, item 4).
          answeredAt: now,
          ownerId: by.id,
          loggedById: by.id,
          loggedByName: by.name,
        });
        hooked = await webhooks.enqueue(tx, "enquiry.created", [id]);
        return true;
      });
      if (hooked) void webhooks.kick();
      return stored ? { id } : null;
    },
    /** Keeps a spam enquiry aside (decision 0051): not a contact, so not counted, mailed or acknowledged. */
    keepAside: async (enquiry: NewEnquiry, reason: SpamReason): Promise<{ id: string }> => {
      const id = randomUUID();
      await db.insert(spamEnquiries).values({ id, enquiry, reason });
      return { id };
    },
  };
}

export type EnquiryIntake = ReturnType<typeof createEnquiryIntake>;
