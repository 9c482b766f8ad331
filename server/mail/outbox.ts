import { and, count, desc, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { claimWithLease } from "../db/claim-with-lease";
import type { Database, Executor } from "../db/client";
import { mailOutbox } from "../db/schema";
import type { Mailer, MailMessage } from "./mailer";
import { retryTimers } from "./retry-timers";

// Mail is first written to the mail_outbox table, in the same transaction as whatever caused
// it, and sent afterwards. A failed send is retried with growing delays; a restart picks up
// what was left. Rows are claimed with a lease, so instances sharing a database never send
// the same message twice at once, and a message claimed by a crashed process is retried.
// Sent mail is kept for `retentionDays` (to look into a delivery) and then deleted: it holds
// reset links and enquirers' details, which should not outlive their use.

// Mail is claimed and marked sent this many at a time: under a burst of enquiries each one
// queues two mails, and a statement per mail would compete with the enquiries themselves for
// PGlite's one thread.
const BATCH = 100;
const LEASE_MS = 5 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
// Deferred work waiting beyond this is dropped (with a warning) rather than held in memory.
const MAX_DEFERRED = 1_000;

export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 5_000 * 2 ** Math.max(0, attempts - 1));
}

export function createOutbox(db: Database, mailer: Mailer, logger: Logger, retentionDays = 7) {
  let running: Promise<number> | undefined;
  let followUp: Promise<number> | undefined;
  let deferred: Promise<void> = Promise.resolve();
  let deferredCount = 0;
  // Failed sends since the process started, for /metrics.
  let sendFailures = 0;

  // Due by the database's clock, which also wrote the row: Node's Date has whole milliseconds,
  // so a row made due with now() a moment ago could otherwise still look a microsecond early.
  function claimDue() {
    return claimWithLease(db, mailOutbox, {
      waiting: eq(mailOutbox.sent, false),
      dueBy: sql`now()`,
      leaseUntil: new Date(Date.now() + LEASE_MS),
      batch: BATCH,
    });
  }

  async function processDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await claimDue();
      // A crash before these are marked sends them again once their lease ends: mail is
      // delivered at least once, never lost.
      const delivered: number[] = [];
      for (const row of rows) {
        try {
          await mailer.send({ to: row.to, subject: row.subject, text: row.text, replyTo: row.replyTo });
          delivered.push(row.id);
        } catch (error) {
          sendFailures++;
          const next = new Date(Date.now() + retryDelayMs(row.attempts));
          logger.warn({ err: error, mailId: row.id, attempts: row.attempts, next }, "sending mail failed");
          await db
            .update(mailOutbox)
            .set({ nextAttemptAt: next, lastError: String((error as Error).message ?? error) })
            .where(eq(mailOutbox.id, row.id));
        }
      }
      if (delivered.length > 0) {
        await db
          .update(mailOutbox)
          .set({ sent: true, lastError: null })
          .where(inArray(mailOutbox.id, delivered));
        sent += delivered.length;
      }
      if (rows.length < BATCH) return sent;
    }
  }

  /**
   * Runs one pass now, or right after the pass in progress (never two at once), and resolves
   * when that pass is done. A pass in progress may have looked for due mail before the
   * caller's was queued or due, so a caller then waits for the pass after it; callers that
   * arrive meanwhile share that one.
   */
  function kick(): Promise<number> {
    if (running) {
      followUp ??= running.then(() => {
        followUp = undefined;
        return kick();
      });
      return followUp;
    }
    running = processDue()
      .catch((error) => {
        logger.error({ err: error }, "mail outbox pass failed");
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  /** Deletes mail sent before the retention period began; returns how many rows went. */
  async function purgeSent(): Promise<number> {
    const cutoff = new Date(Date.now() - retentionDays * DAY_MS);
    const removed = await db
      .delete(mailOutbox)
      .where(and(eq(mailOutbox.sent, true), lt(mailOutbox.createdAt, cutoff)))
      .returning({ id: mailOutbox.id });
    await mailer.purgeOlderThan(cutoff);
    return removed.length;
  }

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

  const timers = retryTimers({ pass: () => kick(), purge: purgeSent, what: "sent mail", logger });

  return {
    /** Queues `messages` in the caller's transaction `tx`, with one statement. */
    async enqueue(tx: Executor, ...messages: MailMessage[]): Promise<void> {
      if (messages.length > 0) await tx.insert(mailOutbox).values(messages);
    },
    defer,
    /** Resolves once every deferred task so far has run. */
    settled: () => deferred,
    kick,
    purgeSent,
    /**
     * Mail not sent yet, and how much of it has failed at least once, with the error of the
     * newest such message: what administrators see on the dashboard and /metrics reports.
     */
    async status(): Promise<OutboxStatus> {
      const unsent = eq(mailOutbox.sent, false);
      const [counts] = await db
        .select({ queued: count(), failing: count(mailOutbox.lastError) })
        .from(mailOutbox)
        .where(unsent);
      const [newest] = await db
        .select({ error: mailOutbox.lastError })
        .from(mailOutbox)
        .where(and(unsent, isNotNull(mailOutbox.lastError)))
        .orderBy(desc(mailOutbox.id))
        .limit(1);
      return {
        queued: counts?.queued ?? 0,
        failing: counts?.failing ?? 0,
        lastError: newest?.error ?? null,
      };
    },
    /** Failed attempts to send, in this process since it started. */
    failures: () => sendFailures,
    /** Retries due mail every `intervalMs`, and purges old mail hourly, until `stop`. */
    start(intervalMs = 30_000) {
      timers.start(intervalMs);
    },
    async stop() {
      timers.stop();
      await deferred;
      // A pass asked for during another runs after it: let both finish before the database closes.
      while (running || followUp) await (followUp ?? running);
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
