/** The server is too busy to take the request now (a long password-hashing queue): 503. */
export class BusyError extends Error {}

/**
 * Runs password hashes a few at a time. @node-rs/argon2 hashes on libuv's thread pool (four
 * threads by default), the same pool that reads static files and compresses; a burst of
 * sign-ins would otherwise take every thread, and pages and assets wait behind the hashes
 * (decision 0016). Beyond `maxWaiting` queued hashes a task is refused at once with
 * BusyError, since a long wait helps nobody and holds the request open.
 */
export function createHashingQueue({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number }) {
  let running = 0;
  const waiting: Array<() => void> = [];

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < concurrency) running++;
      else if (waiting.length >= maxWaiting) throw new BusyError(BUSY_MESSAGE);
      // The finished task hands its slot over directly, so `running` stays counted.
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
    /** Hashes queued behind the running ones. */
    get waiting() {
      return waiting.length;
    },
  };
}

export const BUSY_MESSAGE = "The server is busy checking other passwords. Please try again in a few seconds.";
/** What Retry-After says when the queue refuses: a long queue empties within seconds. */
export const BUSY_RETRY_AFTER_SECONDS = 5;
