import { getRequestListener } from "@hono/node-server";
import pino from "pino";
import { loadConfig } from "../../server/config";
import type { DatabaseHandle } from "../../server/db/client";
import { createApp } from "../../server/http/app";
import { listen } from "../../server/http/node-server";
import { createServices, type Services } from "../../server/services/container";
import { createTestDatabase } from "./database";

export interface TestServer {
  url: string;
  database: DatabaseHandle;
  services: Services;
  close(): Promise<void>;
}

/** The real HTTP server (API and operations endpoints) on a free port over a fresh database. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const services = createServices(database.db);
  const config = loadConfig({ NODE_ENV: "test", PORT: "0", ...env });
  const app = createApp({ services, config, logger: pino({ level: "silent" }) });
  const running = await listen(getRequestListener(app.fetch), 0, "127.0.0.1");
  return {
    url: `http://127.0.0.1:${running.port}`,
    database,
    services,
    async close() {
      await running.close();
      await database.close();
    },
  };
}
