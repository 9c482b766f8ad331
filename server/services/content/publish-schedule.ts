import type { Logger } from "pino";
import type { ContentEvents } from "../shared/content-events";

// setTimeout holds at most about 24.8 days; a later solution is looked at again after a day.
const LONGEST_WAIT_MS = 24 * 60 * 60 * 1000;

export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(timer: unknown): void;
}

const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms).unref(),
  clear: (timer) => clearTimeout(timer as NodeJS.Timeout),
};

/**
 * Empties this instance's caches when a scheduled solution becomes due (decision 0056). Each
 * instance keeps one timer, set to the next due `publishAt` read from the database and set
 * again after every change, its own or (through the change bus) another instance's; when it
 * fires, only this instance's caches are emptied, since every instance has its own timer.
 */
export function createPublishSchedule(
  nextDue: () => Promise<number | null>,
  events: Pick<ContentEvents, "onChange" | "changedElsewhere">,
  logger: Logger,
  { now = Date.now, timers = realTimers }: { now?: () => number; timers?: Timers } = {},
) {
  let timer: unknown;
  let stopListening: (() => void) | undefined;
  let running = false;
  // Changes may come in quick succession: only the newest reading sets the timer.
  let readings = 0;

  async function arm() {
    if (timer !== undefined) timers.clear(timer);
    timer = undefined;
    const reading = ++readings;
    let due: number | null;
    try {
      due = await nextDue();
    } catch (error) {
      // The database is away: look again later, the caches keep what they have meanwhile.
      logger.warn({ err: error }, "could not read when the next scheduled solution is due");
      due = now() + 60_000;
    }
    if (!running || due === null || reading !== readings) return;
    const wait = Math.min(Math.max(due - now(), 0), LONGEST_WAIT_MS);
    timer = timers.set(() => {
      timer = undefined;
      // Emptying the caches is a change here, which sets the timer for the next one.
      if (due !== null && due <= now()) events.changedElsewhere();
      else void arm();
    }, wait);
  }

  return {
    start(): Promise<void> {
      running = true;
      stopListening = events.onChange(() => void arm());
      return arm();
    },
    stop() {
      running = false;
      stopListening?.();
      if (timer !== undefined) timers.clear(timer);
      timer = undefined;
    },
  };
}
