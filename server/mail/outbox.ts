import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema";
import type { Mailer, MailMessage } from "./mailer";

// Mail is first written to the mail_outbox table, in the same transaction as whatever caused
// it, and sent afterwards. A failed send is retried with growing delays; a restart picks up
// what was left. Rows are claimed with a lease, so instances sharing a database never send
// the same message twice at once, and a message claimed by a crashed process is retried.

const BATCH = 20;
const LEASE_MS = 5 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;

export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 5_000 * 2 ** Math.max(0, attempts - 1));
}

export function createOutbox(db: Database, mailer: Mailer, logger: Logger) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;

  async function claimDue() {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.sent, false), lte(mailOutbox.nextAttemptAt, new Date())))
      .orderBy(mailOutbox.id)
      .limit(BATCH)
      .for("update", { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({
        nextAttemptAt: new Date(Date.now() + LEASE_MS),
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  async function processDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await claimDue();
      for (const row of rows) {
        try {
          await mailer.send({ to: row.to, subject: row.subject, text: row.text });
          await db.update(mailOutbox).set({ sent: true, lastError: null }).where(eq(mailOutbox.id, row.id));
          sent++;
        } catch (error) {
          const next = new Date(Date.now() + retryDelayMs(row.attempts));
          logger.warn({ err: error, mailId: row.id, attempts: row.attempts, next }, "sending mail failed");
          await db
            .update(mailOutbox)
            .set({ nextAttemptAt: next, lastError: String((error as Error).message ?? error) })
            .where(eq(mailOutbox.id, row.id));
        }
      }
      if (rows.length < BATCH) return sent;
    }
  }

  /** Runs one pass now, or right after the pass in progress; never two at once. */
  function kick(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = processDue()
      .catch((error) => {
        logger.error({ err: error }, "mail outbox pass failed");
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void kick();
        }
      });
    return running;
  }

  return {
    async enqueue(tx: Database, message: MailMessage): Promise<void> {
      await tx.insert(mailOutbox).values(message);
    },
    kick,
    /** Retries due mail every `intervalMs` until `stop`. */
    start(intervalMs = 30_000) {
      timer = setInterval(() => void kick(), intervalMs);
      timer.unref();
      void kick();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
