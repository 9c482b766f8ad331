import { sql } from "drizzle-orm";
import pg from "pg";
import type { Logger } from "pino";
import type { Database } from "./client";

const CHANNEL = "content_changed";
// After a drop the listener tries again soon, then less and less often, but never gives up:
// an instance that stopped listening would serve stale content until restarted.
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 5_000;
const CONNECT_TIMEOUT_MS = 5_000;

/** The content events of this instance (services/content-events.ts), as the bus uses them. */
export interface SharedEvents {
  /** Another instance changed content: empty the caches here. */
  changedElsewhere(): void;
  /** Calls `forward` on each change made here; returns a function that stops it. */
  onLocalChange(forward: () => void): () => void;
}

export interface ChangeBus {
  close(): Promise<void>;
}

/**
 * Shares content changes between instances on one PostgreSQL with LISTEN/NOTIFY, so every
 * instance empties its caches within moments of a write anywhere. The first connection must
 * succeed (the caller's start-up fails otherwise); after that a lost connection is retried
 * forever with backoff, and each new one empties the caches, since changes made while it was
 * away were never heard. A drop and the recovery are one log line each, however long it lasts.
 */
export async function connectChangeBus(
  url: string,
  events: SharedEvents,
  logger: Logger,
): Promise<ChangeBus> {
  const publisher = new pg.Pool({ connectionString: url, max: 1 });
  publisher.on("error", (error) =>
    logger.warn({ reason: error.message }, "change bus publisher connection lost"),
  );
  let listener: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  let failedAttempts = 0;
  let lostAt = 0;

  /**
   * One connection: resolves once it listens, rejects if it could not. `onLost` runs once if a
   * connection that listened goes; a failure before that is the rejection's alone.
   */
  function listen(onLost: (reason: string) => void): Promise<void> {
    // A connection attempt into a silent network would otherwise wait minutes for the OS to
    // give up, and the retries with it; keep-alive notices a dead link on an idle connection.
    const client = new pg.Client({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    let gone = false;
    const lose = (reason: string) => {
      if (gone) return;
      gone = true;
      const wasListening = listener === client;
      if (wasListening) listener = undefined;
      client.end().catch(() => {});
      if (wasListening && !closed) onLost(reason);
    };
    client.on("notification", () => events.changedElsewhere());
    client.on("error", (error) => lose(error.message));
    client.on("end", () => lose("connection ended"));
    return client
      .connect()
      .then(() => client.query(`listen ${CHANNEL}`))
      .then(
        () => {
          if (gone) throw new Error("connection ended before it listened");
          if (closed) return void client.end().catch(() => {});
          listener = client;
          events.changedElsewhere();
        },
        (error: Error) => {
          lose(error.message);
          throw error;
        },
      );
  }

  function reconnectLater(reason: string) {
    if (closed) return;
    if (failedAttempts === 0) {
      lostAt = Date.now();
      logger.warn({ reason }, "change bus connection lost; reconnecting until it is back");
    }
    const delay = Math.min(FIRST_RETRY_MS * 2 ** failedAttempts, MAX_RETRY_MS);
    failedAttempts++;
    retry = setTimeout(() => {
      retry = undefined;
      listen(reconnectLater).then(
        () => {
          logger.info(
            { downMs: Date.now() - lostAt, attempts: failedAttempts },
            "change bus reconnected; caches emptied",
          );
          failedAttempts = 0;
        },
        (error: Error) => reconnectLater(error.message),
      );
    }, delay);
    retry.unref();
  }

  await listen(reconnectLater);
  const stopForwarding = events.onLocalChange(() => {
    publisher
      .query(`notify ${CHANNEL}`)
      .catch((error: Error) => logger.warn({ reason: error.message }, "could not publish a change"));
  });
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      stopForwarding();
      await listener?.end().catch(() => {});
      await publisher.end();
    },
  };
}

/** Tells running instances that content changed, from a process that has no change bus (the CLI). */
export async function announceContentChange(db: Database): Promise<void> {
  await db.execute(sql.raw(`notify ${CHANNEL}`));
}
