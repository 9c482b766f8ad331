import path from "node:path";
import { fileURLToPath } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { pageContextKey } from "#app/lib/page-context.ts";
import { type Config, loadConfig } from "./config";
import { backupSocketPath, openBackupChannel } from "./db/backup-channel";
import { connectChangeBus } from "./db/change-bus";
import { type DatabaseHandle, databaseTargetFromConfig, openDatabase } from "./db/client";
import { EVENT_LOOP_HELD, endWhenIdle } from "./end-when-idle";
import { loadEnvFile } from "./env-file";
import { settleListenAddress } from "./http/node/listen-address";
import { acceptedConnections, clientLimitsOf, listen, type NodeListener } from "./http/node/node-server";
import { builtClientFiles } from "./http/responses/static-files";
import { createLogger, stdoutFor } from "./logger";
import { missingNodeFlags } from "./node-flags";
import { keepNewFilesPrivate } from "./private-files";
import { seedDemoContent } from "./seed/seed";
import { checkAdminPassword, ensureAdmin } from "./services/accounts/bootstrap-admin";
import { createServices } from "./services/container";
import { type AppDeps, type createApp, createSiteListener } from "./site/app";
import type { PageHandler } from "./site/pages";
import { describeStartupFailure } from "./startup-failure";

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
  keepNewFilesPrivate();
  loadEnvFile();
  let config: Config | undefined;
  try {
    config = loadConfig();
    // Every setting is judged before the database is opened: a refused start leaves nothing.
    await checkAdminPassword(config);
    config = await settleListenAddress(config);
    return await run(config, vite);
  } catch (error) {
    // One line an operator can act on (port taken, database refused or missing, bad setting),
    // not a stack trace; only an unexpected error keeps its stack.
    const failure = describeStartupFailure(error, config ?? { PORT: 0, HOST: "" });
    console.error(failure.message);
    if (!failure.expected) console.error(error);
    // In development Vite's file watchers would hold the event loop open.
    await vite?.close().catch(() => {});
    endWhenIdle(1, (holding) => console.error(`${EVENT_LOOP_HELD}: ${holding}`));
  }
}

async function run(config: Config, vite: ViteDevServer | undefined) {
  const logger = createLogger(config.LOG_LEVEL, stdoutFor(config.LOG_FORMAT));
  const missingFlags = missingNodeFlags();
  if (missingFlags.length) {
    logger.warn(
      { missingFlags },
      "node was started without the flags of docs/decisions/0078: on Node 24 a start can peak at about 1 GB",
    );
  }
  const database = await openDatabase(databaseTargetFromConfig(config));
  let signIn: string | undefined;
  try {
    await database.migrate();
    const services = createServices(database.db, config, logger, { acceptedConnections });
    const changeBus = config.DATABASE_URL
      ? await connectChangeBus(config.DATABASE_URL, services.events, logger)
      : undefined;

    if (config.SEED_DEMO) {
      const result = await seedDemoContent(database.db);
      if (result.seeded) logger.info({ solutions: result.solutions }, "seeded the demo catalogue");
    }
    signIn = await ensureAdmin(services.users, config, logger);
    // Built before the first visitor asks, not by them (decision 0093); changes rebuild it.
    const finderStart = performance.now();
    await services.finder.start().then(
      () => logger.info({ ms: Math.round(performance.now() - finderStart) }, "finder index built"),
      (error: Error) =>
        logger.warn({ reason: error.message }, "the finder's index waits for the first description"),
    );

    const deps: Omit<AppDeps, "pages" | "staticFiles"> = { services, config, logger, database };
    const listener = vite ? await developmentListener(vite, deps) : await productionListener(deps);
    const running = await listen(listener, config.PORT, config.HOST, clientLimitsOf(config));
    services.outbox.start();
    services.webhooks.start();
    services.insights.start();
    services.dailyJobs.start();
    await services.publishSchedule.start();
    // PayFast ITNs answered but not judged when the last process stopped (decision 0092).
    void services.payments.judgeWaiting();
    const backupChannel = database.dumpDataDir
      ? await openBackupChannel(backupSocketPath(config.DATA_DIR), database.dumpDataDir, logger)
      : undefined;
    logger.info({ port: running.port, database: database.kind }, "server listening");
    console.log(`\nSite: ${config.PUBLIC_URL}\n${signIn}\n`);
    handleSignals(logger, { running, services, changeBus, backupChannel, vite, database });
    return running;
  } catch (error) {
    // A first start has just created the administrator: its password must not be lost with
    // the start that failed after it (the port was taken, say).
    if (signIn) console.log(`\n${signIn}\n`);
    await database.close().catch(() => {});
    throw error;
  }
}

function handleSignals(
  logger: ReturnType<typeof createLogger>,
  parts: {
    running: Awaited<ReturnType<typeof listen>>;
    services: ReturnType<typeof createServices>;
    changeBus?: { close(): Promise<void> };
    backupChannel?: { close(): Promise<void> };
    vite?: ViteDevServer;
    database: DatabaseHandle;
  },
) {
  const { running, services, changeBus, backupChannel, vite, database } = parts;
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
      await services.dailyJobs.stop();
      services.publishSchedule.stop();
      await services.outbox.stop();
      await services.webhooks.stop();
      await services.insights.stop();
      await changeBus?.close();
      await backupChannel?.close();
      await vite?.close();
      await database.close();
      logger.info("stopped");
      endWhenIdle(forced ? 1 : 0, (holding) => logger.warn({ holding }, EVENT_LOOP_HELD));
    } catch (error) {
      logger.error({ err: error }, "shutdown failed");
      endWhenIdle(1, (holding) => logger.warn({ holding }, EVENT_LOOP_HELD));
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

async function productionListener(deps: Omit<AppDeps, "pages" | "staticFiles">): Promise<NodeListener> {
  const build = (await import("virtual:react-router/server-build")) as unknown as ServerBuild;
  return createSiteListener({
    ...deps,
    // This module is build/server/index.js in production: the client build is beside it.
    staticFiles: builtClientFiles(path.join(path.dirname(fileURLToPath(import.meta.url)), "../client")),
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
      "/server/site/app.ts",
    )) as typeof import("./site/app");
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
  return (request, context) =>
    handle(request, new RouterContextProvider(new Map([[pageContextKey, context]])));
}
