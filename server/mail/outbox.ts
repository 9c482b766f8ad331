import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database, Executor } from "../db/client";
import { createDeliveryQueue } from "../db/delivery-queue";
import { type Figures, readFiguresOf } from "../db/figures";
import { mailOutbox } from "../db/schema";
import type { MailAttachmentRef, Mailer, MailFile, MailMessage } from "./mailer";

/** Makes the file an attachment of `kind` stands for, from the record with `id`. */
export type AttachmentMakers = Record<string, (id: string) => Promise<MailFile>>;

// Mail is first written to the mail_outbox table, in the same transaction as whatever caused
// it, and sent afterwards by the delivery engine the webhooks use too (db/delivery-queue.ts). A
// failed send is retried with growing delays; a restart picks up what was left. Rows are
// claimed with a lease, so instances sharing a database never send the same message twice at
// once, and a message claimed by a crashed process is retried.
// Sent mail is kept for `retentionDays` (to look into a delivery) and then deleted, with its
// file when there is no SMTP server: it holds reset links and enquirers' details.
// Other services queue their mails with `enqueue` alone, in their own transaction.

// Mail is claimed and marked sent this many at a time: under a burst of enquiries each one
// queues two mails, and a statement per mail would compete with the enquiries themselves for
// PGlite's one thread.
const BATCH = 100;
const MAX_BACKOFF_MS = 60 * 60_000;
// Deferred work waiting beyond this is dropped (with a warning) rather than held in memory.
const MAX_DEFERRED = 1_000;

function retryDelayMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 5_000 * 2 ** Math.max(0, attempts - 1));
}

export function createOutbox(
  db: Database,
  mailer: Mailer,
  logger: Logger,
  retentionDays = 7,
  makers: AttachmentMakers = {},
) {
  /** A stored attachment made into its file; a failure leaves the mail for a retry, as a refused send does. */
  const made = (ref: MailAttachmentRef) => {
    const make = makers[ref.kind];
    if (!make) throw new Error(`No attachment of kind ${ref.kind} can be made`);
    return make(ref.id);
  };

  let deferred: Promise<void> = Promise.resolve();
  let deferredCount = 0;
  // Failed sends since the process started, for /metrics.
  let sendFailures = 0;

  // Mail is never given up: a wrong SMTP_URL fixed a day later still sends what waited.
  const queue = createDeliveryQueue(db, {
    table: mailOutbox,
    failureMessage: "sending mail failed",
    what: "sent mail",
    logger,
    waiting: eq(mailOutbox.sent, false),
    batch: BATCH,
    delivered: { sent: true },
    retryDelayMs,
    retentionDays,
    purged: (cutoff) => mailer.purgeOlderThan(cutoff),
    sender: async () => ({
      async send(row) {
        try {
          const files = await Promise.all((row.attachments ?? []).map(made));
          await mailer.send({
            to: row.to,
            subject: row.subject,
            text: row.text,
            replyTo: row.replyTo,
            files,
          });
          return null;
        } catch (error) {
          sendFailures++;
          return String((error as Error).message ?? error);
        }
      },
      describe: (row) => ({ mailId: row.id }),
    }),
  });

  /**
   * Runs `task` (work that ends in queued mail) once the current request has been answered,
   * one task at a time. A request whose answer must not depend on what the task finds (does
   * this address have an account?) then takes the same time either way.
   */
  function defer(task: () => Promise<void>): void {
    if (deferredCount >= MAX_DEFERRED) {
      logger.warn({ pending: deferredCount }, "too much deferred mail work; dropped a task");
      return;
    }
    deferredCount++;
    deferred = deferred
      // setImmediate: after the answer has been written, not merely after this function returns.
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(task)
      .catch((error) => logger.error({ err: error }, "deferred mail work failed"))
      .finally(() => {
        deferredCount--;
      });
  }

  /**
   * Mail not sent yet, and how much of it has failed at least once, with the error of the
   * newest such message: what administrators see on the dashboard and /metrics reports.
   */
  const statusFigures = (): Figures<OutboxStatus> => {
    // How late mail is, the dashboard does not show.
    const { pending, failing, lastError } = queue.healthFigures().columns;
    return {
      columns: { pending, failing, lastError },
      read: (values) => ({
        queued: values.pending as number,
        failing: values.failing as number,
        lastError: values.lastError as string | null,
      }),
    };
  };

  return {
    /** Queues `messages` in the caller's transaction `tx`, with one statement. */
    async enqueue(tx: Executor, ...messages: MailMessage[]): Promise<void> {
      if (messages.length > 0) await tx.insert(mailOutbox).values(messages);
    },
    defer,
    /** Resolves once every deferred task so far has run. */
    settled: () => deferred,
    /** Sends what is due now, right after the pass in progress; resolves with how many were sent. */
    kick: () => queue.kick(),
    purgeSent: () => queue.purge(),
    status: (): Promise<OutboxStatus> => readFiguresOf(db, statusFigures()),
    /** The same, for the dashboard with other figures. */
    statusFigures,
    /** Failed attempts to send, in this process since it started. */
    failures: () => sendFailures,
    /** Retries due mail every `intervalMs`, and purges old mail hourly, until `stop`. */
    start(intervalMs = 30_000) {
      queue.start(intervalMs);
    },
    async stop() {
      await deferred;
      // A pass asked for during another runs after it: let both finish before the database closes.
      await queue.stop();
    },
  };
}

export interface OutboxStatus {
  /** Messages waiting to be sent. */
  queued: number;
  /** Of those, messages whose last attempt failed. */
  failing: number;
  /** The error of the newest failing message. */
  lastError: string | null;
}

export type Outbox = ReturnType<typeof createOutbox>;
