import pg from "pg";
import type { Logger } from "pino";
import type { ContentEvents } from "../services/content-events";

const CHANNEL = "content_changed";

/**
 * Shares content changes between instances on one PostgreSQL with LISTEN/NOTIFY, so every
 * instance empties its caches within moments of a write anywhere. Reconnects after a drop
 * and then assumes it missed something.
 */
export async function connectChangeBus(url: string, events: ContentEvents, logger: Logger) {
  const publisher = new pg.Pool({ connectionString: url, max: 1 });
  publisher.on("error", (error) => logger.warn({ err: error }, "change bus publisher connection lost"));
  let listener: pg.Client | undefined;
  let closed = false;

  async function listen() {
    const client = new pg.Client({ connectionString: url });
    client.on("notification", () => events.changedElsewhere());
    client.on("error", (error) => {
      logger.warn({ err: error }, "change bus connection lost; reconnecting");
      client.end().catch(() => {});
      if (!closed) setTimeout(() => void listen().catch(() => {}), 1000);
    });
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    listener = client;
    events.changedElsewhere();
  }

  await listen();
  const stopForwarding = events.onLocalChange(() => {
    publisher
      .query(`notify ${CHANNEL}`)
      .catch((error) => logger.warn({ err: error }, "could not publish a change"));
  });
  return {
    async close() {
      closed = true;
      stopForwarding();
      await listener?.end().catch(() => {});
      await publisher.end();
    },
  };
}
