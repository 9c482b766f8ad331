import type { IncomingMessage } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import type { Logger } from "pino";
import { errorResponse, fail } from "../api/respond";
import { createApiRouter } from "../api/router";
import { type AuthVariables, authenticate } from "../auth/middleware";
import type { Config } from "../config";
import { pingDatabase } from "../db/client";
import {
  isDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_MESSAGE,
  unavailableReason,
} from "../db/unavailable";
import type { Services } from "../services/container";
import { compression } from "./compression";
import {
  createHttpMetrics,
  type HttpMetrics,
  type MetricsDatabase,
  metricsEndpoint,
  routeClass,
} from "./metrics";
import type { NodeListener } from "./node-server";
import { pageWrites } from "./page-writes";
import { type PageHandler, pagesHandler } from "./pages";
import { createPublicCache } from "./public-cache";
import { publicCacheFront } from "./public-cache-front";
import { type RequestIdVariables, requestId } from "./request-id";
import { requestLogger } from "./request-logger";
import { securityHeaders } from "./security-headers";
import { uploadsRoutes } from "./uploads";

export interface AppDeps {
  services: Services;
  config: Config;
  logger: Logger;
  /** Serves built client files; absent in development, where Vite serves them. */
  staticFiles?: Parameters<Hono["use"]>[1];
  /** Renders React Router pages; absent in API-only tests. */
  pages?: PageHandler;
  /** The database's pool, reported by /metrics. */
  database?: MetricsDatabase;
}

/**
 * The site as a Node listener: anonymous GETs that the public cache holds are answered before
 * the app (see public-cache-front.ts); everything else goes through it.
 */
export function createSiteListener(deps: AppDeps): NodeListener {
  const metrics = createHttpMetrics();
  const publicCache = metrics.counting(createPublicCache(deps.services.events));
  const app = createApp(deps, publicCache, metrics);
  const appListener = getRequestListener(app.fetch);
  // Requests the cache front passed on to the app; the others it answered from memory.
  const passedOn = new WeakSet<IncomingMessage>();
  const front = publicCacheFront(
    publicCache,
    (req, res) => {
      passedOn.add(req);
      appListener(req, res);
    },
    { logger: deps.logger, publicUrl: deps.config.PUBLIC_URL, onPage: deps.services.insights.pageView },
  );
  return metrics.measure(front, (req) => (passedOn.has(req) ? routeClass(req.url ?? "") : "cache-front"));
}

/** The Hono app: operations endpoints, API, uploads, built files and pages. */
export function createApp(
  { services, config, logger, staticFiles, pages, database }: AppDeps,
  publicCache = createPublicCache(services.events),
  metrics: HttpMetrics = createHttpMetrics(),
) {
  const app = new Hono<{ Variables: RequestIdVariables & AuthVariables }>();
  app.use(requestId());
  app.use(requestLogger(logger));
  app.use(securityHeaders(config.PUBLIC_URL));
  app.use(compression());

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    try {
      await pingDatabase(services.db);
      return c.json({ status: "ready" });
    } catch (error) {
      // An outage is one line per probe, not a stack trace each time.
      const reason = unavailableReason(error);
      if (reason) logger.warn({ reason }, "readiness check: database out of reach");
      else logger.error({ err: error }, "readiness check failed");
      return c.json({ status: "unavailable" }, 503);
    }
  });

  app.get(
    "/metrics",
    metricsEndpoint({ token: config.METRICS_TOKEN, http: metrics, services, database, logger }),
  );

  app.route("/api", createApiRouter(services, config, publicCache));
  app.onError((error, c) => {
    const api = c.req.path.startsWith("/api/");
    // A page whose loader failed is rendered by React Router; this is what fails before it
    // (a signed-in visitor's session lookup).
    if (!api && isDatabaseUnavailable(error)) {
      return c.text(UNAVAILABLE_MESSAGE, 503, {
        "Retry-After": String(RETRY_AFTER_SECONDS),
        "Cache-Control": "no-store",
      });
    }
    const known = errorResponse(c, error);
    if (known) return known;
    logger.error({ err: error, reqId: c.get("requestId") }, "unhandled error");
    return api ? fail(c, 500, "Internal server error") : c.text("Internal server error", 500);
  });

  app.route("/uploads", uploadsRoutes(services.media));
  if (staticFiles) app.use("*", staticFiles);
  if (pages) {
    app.all(
      "*",
      pageWrites(config.PUBLIC_URL),
      authenticate(services.sessions, config.PUBLIC_URL),
      pagesHandler(services, config, pages, config.NODE_ENV === "production" ? publicCache : null),
    );
  }
  return app;
}
