import type { Logger } from "pino";
import { loadConfig } from "#server/config";
import { connectChangeBus } from "#server/db/change-bus";
import type { DatabaseHandle } from "#server/db/client";
import { acceptedConnections, clientLimitsOf, listen } from "#server/http/node/node-server";
import { createLogger } from "#server/logger";
import type { SourceAddresses } from "#server/payments/payfast-itn";
import { createServices, type Services } from "#server/services/container";
import { createSiteListener } from "#server/site/app";
import type { PageHandler } from "#server/site/pages";
import { createTestDatabase } from "./database";

export interface TestServer {
  url: string;
  database: DatabaseHandle;
  services: Services;
  close(): Promise<void>;
}

/**
 * The real HTTP server (API and operations endpoints, and `pages` for any other path) on a free
 * port over a fresh database. Silent unless given a `logger` (see log-capture.ts).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: {
    database?: DatabaseHandle;
    pages?: PageHandler;
    logger?: Logger;
    now?: () => number;
    /** Where PayFast's ITNs may come from (a simulator's address); PayFast's hosts otherwise. */
    payfastSources?: SourceAddresses;
  } = {},
): Promise<TestServer> {
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig({ NODE_ENV: "test", PORT: "0", PUBLIC_URL: "http://site.test", ...env });
  const logger = options.logger ?? createLogger("silent");
  const services = createServices(database.db, config, logger, {
    acceptedConnections,
    now: options.now,
    payfastSources: options.payfastSources,
  });
  const changeBus = database.url ? await connectChangeBus(database.url, services.events, logger) : undefined;
  const running = await listen(
    createSiteListener({ services, config, logger, pages: options.pages, database }),
    0,
    "127.0.0.1",
    clientLimitsOf(config),
  );
  return {
    url: `http://127.0.0.1:${running.port}`,
    database,
    services,
    async close() {
      await running.close(5_000);
      await services.outbox.stop();
      await services.webhooks.stop();
      await services.insights.stop();
      await changeBus?.close();
      await database.close();
    },
  };
}
