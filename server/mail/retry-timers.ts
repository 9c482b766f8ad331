import type { Logger } from "pino";

// What the mail outbox and the webhook deliveries share: a pass over what is due every few
// seconds, and an hourly purge of what is finished, both off the event loop's keep-alive.

const PURGE_EVERY_MS = 60 * 60_000;

export function retryTimers({
  pass,
  purge,
  what,
  logger,
}: {
  /** Sends what is due; it handles its own failures. */
  pass: () => unknown;
  purge: () => Promise<unknown>;
  /** Names what is purged in the log line of a failed purge, e.g. "sent mail". */
  what: string;
  logger: Logger;
}) {
  let timer: NodeJS.Timeout | undefined;
  let purgeTimer: NodeJS.Timeout | undefined;
  return {
    /** A pass now and every `intervalMs`, and a purge now and hourly, until `stop`. */
    start(intervalMs: number) {
      timer = setInterval(() => void pass(), intervalMs);
      timer.unref();
      const purgeNow = () =>
        void purge().catch((error) => logger.error({ err: error }, `purging ${what} failed`));
      purgeTimer = setInterval(purgeNow, PURGE_EVERY_MS);
      purgeTimer.unref();
      void pass();
      purgeNow();
    },
    stop() {
      clearInterval(timer);
      clearInterval(purgeTimer);
    },
  };
}
