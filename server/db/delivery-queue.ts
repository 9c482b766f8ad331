import { and, inArray, isNotNull, lt, not, or, type SQL, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "./client";
import { countOf, type Figures, readFiguresOf } from "./figures";
import type { mailOutbox, webhookDeliveries } from "./schema";

// The one delivery engine behind the mail outbox and the webhook deliveries (docs/decisions/0073).
// Work is first written as a row, in the transaction that caused it, and delivered afterwards:
// - claimed with a lease: the oldest due rows, locked so a concurrent claimer skips them, get
//   their next attempt moved past the work's end and one more attempt counted, so instances
//   sharing a database never deliver a row twice at once, and a row whose process died is
//   claimed again once the lease ends (at least once, never lost);
// - a failed attempt is retried after the queue's backoff, or given up when the queue says so;
// - every row shows its state: attempts, last error, last attempt, next attempt, delivered at,
//   and the queue as a whole how much waits, fails or is late (the dashboard's warnings);
// - finished work (delivered or given up) is deleted once older than the queue keeps it: it
//   holds reset links and enquirers' details, which should not outlive their use.
// A pass over what is due runs every few seconds and on a kick; the purge runs hourly.

type QueueTable = typeof mailOutbox | typeof webhookDeliveries;
export type QueueRow<T extends QueueTable> = T["$inferSelect"];

const LEASE_MS = 5 * 60_000;
const PURGE_EVERY_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** Work waiting longer than this is late (the dashboard warns of late webhook deliveries). */
const LATE_AFTER_MS = 60 * 60_000;

/** What one pass does with the rows it claimed: sends each and answers null, or why it failed. */
export interface Sender<Row> {
  send(row: Row): Promise<string | null>;
  /** Fields naming the row in the log line of a failed attempt (never a secret or a body). */
  describe(row: Row): Record<string, unknown>;
}

export interface DeliveryQueueOptions<T extends QueueTable> {
  table: T;
  /** The log line of a failed attempt, e.g. "sending mail failed". */
  failureMessage: string;
  /** Names what is purged in the log line of a failed purge, e.g. "sent mail". */
  what: string;
  logger: Logger;
  /** Rows still to deliver (claimed when due); every other row is finished. */
  waiting: SQL;
  /** Rows given up for good, failing until purged; none when left out. */
  failed?: SQL;
  /** Rows claimed and marked per statement. */
  batch: number;
  /** Columns set, beside `deliveredAt` and `lastError`, on rows that were delivered. */
  delivered: Partial<QueueRow<T>>;
  /** Columns set on a row given up for good, beside its last error. */
  gaveUp?: Partial<QueueRow<T>>;
  /** Delay before the next attempt after `attempts` attempts. */
  retryDelayMs(attempts: number): number;
  /** Whether a failed attempt at `now` was the row's last one; never, when left out. */
  givesUp?(row: QueueRow<T>, now: Date): boolean;
  /** The pass's sender, or null when nothing can be delivered now (the queue then waits). */
  sender(now: Date): Promise<Sender<QueueRow<T>> | null>;
  /** Told after each batch what it came to (for a failure to be noticed once, say). */
  afterBatch?(outcome: BatchOutcome<QueueRow<T>>, now: Date): Promise<void>;
  /** How many days finished work is kept (MAIL_RETENTION_DAYS). */
  retentionDays: number;
  /** Told after a purge of the time before which finished work went (mail's files go too). */
  purged?(cutoff: Date): Promise<void>;
  /** The clock passes run by when not given one; a test passes time instead of sleeping. */
  now?: () => number;
}

/** How the queue stands: what administrators see on the dashboard and /metrics reports. */
export interface QueueHealth {
  /** Waiting to be delivered. */
  pending: number;
  /** Given up, or waiting after a failed attempt. */
  failing: number;
  /** Waiting for more than an hour. */
  late: number;
  /** The error of the newest failing row. */
  lastError: string | null;
}

export interface BatchOutcome<Row> {
  delivered: Row[];
  failed: Array<{ row: Row; error: string; gaveUp: boolean }>;
}

export function createDeliveryQueue<T extends QueueTable>(db: Database, options: DeliveryQueueOptions<T>) {
  const { logger, batch } = options;
  const table = options.table as QueueTable;
  const clock = options.now ?? Date.now;
  let tail: Promise<unknown> = Promise.resolve();
  let queued: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let purgeTimer: NodeJS.Timeout | undefined;

  async function claim(now: Date): Promise<QueueRow<T>[]> {
    const due = db
      .select({ id: table.id })
      .from(table)
      // Through the end of `now`'s millisecond: a row the database dated with its own now()
      // (microseconds) in the same millisecond is due too, not left for the next pass.
      .where(and(options.waiting, lt(table.nextAttemptAt, new Date(now.getTime() + 1))))
      .orderBy(table.id)
      .limit(batch)
      .for("update", { skipLocked: true });
    const rows = await db
      .update(table)
      .set({
        nextAttemptAt: new Date(now.getTime() + LEASE_MS),
        lastAttemptAt: now,
        attempts: sql`${table.attempts} + 1`,
      })
      .where(inArray(table.id, due))
      .returning();
    // In the order they were queued: UPDATE ... RETURNING keeps no order.
    return (rows as QueueRow<T>[]).sort((a, b) => a.id - b.id);
  }

  async function failed(row: QueueRow<T>, error: string, now: Date, sender: Sender<QueueRow<T>>) {
    const gaveUp = options.givesUp?.(row, now) ?? false;
    const next = new Date(now.getTime() + options.retryDelayMs(row.attempts));
    logger.warn(
      { ...sender.describe(row), attempts: row.attempts, err: error, gaveUp, next },
      options.failureMessage,
    );
    await db
      .update(table)
      .set({ ...(gaveUp ? options.gaveUp : {}), nextAttemptAt: next, lastError: error })
      .where(inArray(table.id, [row.id]));
    return gaveUp;
  }

  /** Delivers what is due at `now`; answers how many rows were delivered. */
  async function deliverDue(now = new Date(clock())): Promise<number> {
    const sender = await options.sender(now);
    if (!sender) return 0;
    let total = 0;
    for (;;) {
      const rows = await claim(now);
      const outcome: BatchOutcome<QueueRow<T>> = { delivered: [], failed: [] };
      for (const row of rows) {
        const error = await sender.send(row);
        if (error === null) outcome.delivered.push(row);
        else outcome.failed.push({ row, error, gaveUp: await failed(row, error, now, sender) });
      }
      // One statement for the batch: under a burst of enquiries a statement per row would
      // compete with the enquiries themselves for PGlite's one thread.
      if (outcome.delivered.length > 0) {
        await db
          .update(table)
          .set({ ...options.delivered, deliveredAt: now, lastError: null })
          .where(
            inArray(
              table.id,
              outcome.delivered.map((row) => row.id),
            ),
          );
        total += outcome.delivered.length;
      }
      if (rows.length > 0) await options.afterBatch?.(outcome, now);
      if (rows.length < batch) return total;
    }
  }

  /**
   * One pass after those already asked for, never two at once; callers arriving before it
   * starts share it. A pass in progress may have looked for due rows before the caller's was
   * queued, so a caller then waits for the pass after it.
   */
  function kick(now?: Date): Promise<number> {
    queued ??= tail.then(() => {
      queued = undefined;
      return deliverDue(now).catch((error) => {
        logger.error({ err: error }, `${options.what}: delivery pass failed`);
        return 0;
      });
    });
    tail = queued;
    return queued;
  }

  /** Deletes finished work older than the retention period; answers how many rows went. */
  async function purge(now = new Date(clock())): Promise<number> {
    const cutoff = new Date(now.getTime() - options.retentionDays * DAY_MS);
    const removed = await db
      .delete(table)
      .where(and(not(options.waiting), lt(table.createdAt, cutoff)))
      .returning({ id: table.id });
    await options.purged?.(cutoff);
    return removed.length;
  }

  function healthFigures(now = new Date(clock())): Figures<QueueHealth, keyof QueueHealth> {
    const { waiting } = options;
    const failing = or(options.failed, and(waiting, isNotNull(table.lastError))) as SQL;
    const late = and(waiting, lt(table.createdAt, new Date(now.getTime() - LATE_AFTER_MS)));
    return {
      columns: {
        pending: countOf(table, waiting),
        failing: countOf(table, failing),
        late: countOf(table, late),
        lastError: sql`(select ${table.lastError} from ${table} where ${failing} order by ${table.id} desc limit 1)`,
      },
      read: (values) => values as unknown as QueueHealth,
    };
  }

  return {
    deliverDue,
    kick,
    purge,
    /** How many rows wait, fail and are late at `now`, and the newest failure's error. */
    health: (now?: Date): Promise<QueueHealth> => readFiguresOf(db, healthFigures(now)),
    /** The same, for the dashboard with other figures. */
    healthFigures,
    /** A pass now and every `intervalMs`, and a purge now and hourly, until `stop`. */
    start(intervalMs: number) {
      timer = setInterval(() => void kick(), intervalMs);
      timer.unref();
      const purgeNow = () =>
        void purge().catch((error) => logger.error({ err: error }, `purging ${options.what} failed`));
      purgeTimer = setInterval(purgeNow, PURGE_EVERY_MS);
      purgeTimer.unref();
      void kick();
      purgeNow();
    },
    /** Stops the timers and waits for the passes asked for so far. */
    async stop() {
      clearInterval(timer);
      clearInterval(purgeTimer);
      while (queued) await queued;
      await tail;
    },
  };
}
