import { getRequestListener } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { ensureAdmin } from "./auth/bootstrap-admin";
import { type Config, ConfigError, loadConfig } from "./config";
import { connectChangeBus } from "./db/change-bus";
import { databaseTargetFromConfig, openDatabase } from "./db/client";
import { type AppDeps, type createApp, createSiteListener } from "./http/app";
import { listen, type NodeListener } from "./http/node-server";
import type { PageHandler } from "./http/pages";
import { builtClientFiles } from "./http/static-files";
import { createLogger } from "./logger";
import { seedDemoContent } from "./seed/seed";
import { createServices } from "./services/container";

// On SIGTERM requests in flight get this long to finish (uploads on slow links included).
// Connections still open then are cut, the database is closed all the same, and the exit code
// is 1. It stays under the 30 s Kubernetes waits before SIGKILL; Docker waits 10 s unless told
// otherwise (`docker stop -t 30`, `stop_grace_period`).
const SHUTDOWN_GRACE_MS = 25_000;

/**
 * Starts the whole site in this process. `server.js` calls it: from the bundle in
 * production, through Vite (with hot reload of pages and API) in development.
 */
export async function start({ vite }: { vite?: ViteDevServer } = {}) {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openDatabase(databaseTargetFromConfig(config));
  await database.migrate();
  const services = createServices(database.db, config, logger);
  const changeBus = config.DATABASE_URL
    ? await connectChangeBus(config.DATABASE_URL, services.events, logger)
    : undefined;

  if (config.SEED_DEMO) {
    const result = await seedDemoContent(database.db);
    if (result.seeded) logger.info({ solutions: result.solutions }, "seeded the demo catalogue");
  }
  const signIn = await ensureAdmin(services.users, config, logger);

  const deps: Omit<AppDeps, "pages" | "staticFiles"> = { services, config, logger };
  const listener = vite ? await developmentListener(vite, deps) : await productionListener(deps);
  const running = await listen(listener, config.PORT, config.HOST, {
    headersTimeoutMs: config.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
  });
  services.outbox.start();
  logger.info({ port: running.port, database: database.kind }, "server listening");
  console.log(`\nSite: ${config.PUBLIC_URL}\n${signIn}\n`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing requests in flight");
    // Should the steps after the connections hang, the process still ends.
    setTimeout(() => {
      logger.error("shutdown did not finish in time; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS + 10_000).unref();
    try {
      const { forced } = await running.close(SHUTDOWN_GRACE_MS);
      if (forced) logger.warn({ graceMs: SHUTDOWN_GRACE_MS }, "cut requests still running at the deadline");
      await services.outbox.stop();
      await changeBus?.close();
      await vite?.close();
      await database.close();
      logger.info("stopped");
      process.exit(forced ? 1 : 0);
    } catch (error) {
      logger.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  return running;
}

async function productionListener(deps: Omit<AppDeps, "pages" | "staticFiles">): Promise<NodeListener> {
  const build = (await import("virtual:react-router/server-build")) as unknown as ServerBuild;
  return createSiteListener({
    ...deps,
    staticFiles: builtClientFiles("./build/client"),
    pages: pageHandler(build, "production"),
  });
}

/**
 * Asks Vite for the app and the React Router build on each request, so edits apply at once;
 * the app is rebuilt only when one of them has changed (its caches and limits live in it).
 */
async function developmentListener(
  vite: ViteDevServer,
  deps: Omit<AppDeps, "pages" | "staticFiles">,
): Promise<NodeListener> {
  let current:
    | { create: typeof createApp; build: ServerBuild; app: ReturnType<typeof createApp> }
    | undefined;
  const listener = getRequestListener(async (request) => {
    const { createApp: create } = (await vite.ssrLoadModule(
      "/server/http/app.ts",
    )) as typeof import("./http/app");
    const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
    if (current?.create !== create || current.build !== build) {
      current = { create, build, app: create({ ...deps, pages: pageHandler(build, "development") }) };
    }
    return current.app.fetch(request);
  });
  return (req, res) => vite.middlewares(req, res, () => listener(req, res));
}

function pageHandler(build: ServerBuild, mode: string): PageHandler {
  const handle = createRequestHandler(build, mode);
  return (request, context) => handle(request, context);
}
