import type { Logger } from "pino";
import { sastDate, sastTimeOfDay } from "#domain/working-days";
import type { Database, Transaction } from "../../db/client";
import { dailyJobs } from "../../db/schema";

// Work done once a South African day, by whichever instance on the database gets there first
// (docs/decisions/0048). The day is claimed by a row inserted in the transaction that does the
// work: a second instance's insert waits for that transaction, then finds the day taken; work
// that fails rolls its claim back with it, and the next check tries again.

const HOUR = 60 * 60_000;
const CHECK_EVERY_MS = 60_000;

export interface DailyJob {
  name: string;
  /** The SAST hour from which it is due on a day it runs. */
  hour: number;
  /** Whether it runs on the SAST day of `now` at all; every day when left out. */
  runsOn?: (now: Date) => boolean;
  /** The day's work, in the claiming transaction; answers counts to log (no personal data). */
  run: (tx: Transaction, now: Date) => Promise<Record<string, number>>;
}

const isDue = (job: DailyJob, now: Date) =>
  sastTimeOfDay(now) >= job.hour * HOUR && (job.runsOn?.(now) ?? true);

/**
 * Runs `job` for the SAST day of `now` if it is due and no one has run it that day. Answers
 * the counts of the work when this call did it, null otherwise.
 */
export async function runDailyJob(db: Database, job: DailyJob, now: Date) {
  if (!isDue(job, now)) return null;
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(dailyJobs)
      .values({ job: job.name, day: sastDate(now) })
      .onConflictDoNothing()
      .returning({ job: dailyJobs.job });
    return claimed.length > 0 ? job.run(tx, now) : null;
  });
}

/** Checks every minute for a job that is due and has not run today, until `stop`. */
export function createDailyJobs(db: Database, jobs: DailyJob[], logger: Logger) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  // The day each job was last seen done here, so a quiet minute costs no query.
  const doneOn = new Map<string, string>();

  async function check(now = new Date()) {
    const day = sastDate(now);
    for (const job of jobs) {
      if (doneOn.get(job.name) === day || !isDue(job, now)) continue;
      try {
        const counts = await runDailyJob(db, job, now);
        if (counts) logger.info({ job: job.name, day, ...counts }, "daily job done");
        doneOn.set(job.name, day);
      } catch (error) {
        logger.error({ err: error, job: job.name }, "daily job failed; tried again in a minute");
      }
    }
  }

  return {
    /** One check now; resolves when it is done. */
    check: (now?: Date) => {
      running = running.then(() => check(now));
      return running;
    },
    start() {
      timer = setInterval(() => void this.check(), CHECK_EVERY_MS);
      timer.unref();
      void this.check();
    },
    /** Stops checking, and waits for a check in progress before the database closes. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
