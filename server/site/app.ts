import { getRequestListener, type HttpBindings } from "@hono/node-server";
import { Hono } from "hono";
import type { Logger } from "pino";
import { WHATSAPP_REDIRECT_PATH } from "#domain/company/whatsapp";
import { THEME_PATH } from "#domain/theme";
import { createApiRouter } from "../api/router";
import { errorResponse, fail } from "../api/shared/respond";
import type { Config } from "../config";
import { pingDatabase } from "../db/client";
import {
  isDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_MESSAGE,
  unavailableReason,
} from "../db/unavailable";
import { type AuthVariables, authenticate } from "../http/authenticate";
import { CLIENT_CLOSED_REQUEST, clientGone } from "../http/client-gone";
import { nodeClientIp } from "../http/client-ip";
import {
  createHttpMetrics,
  type HttpMetrics,
  type MetricsDatabase,
  metricsEndpoint,
  routeClass,
} from "../http/metrics/metrics";
import type { NodeListener } from "../http/node/node-server";
import { pageWrites } from "../http/page-writes";
import { publicCacheFront } from "../http/public-cache/front";
import { createPublicCache, type PublicCache } from "../http/public-cache/store";
import { compression } from "../http/responses/compression";
import {
  type FinishVariables,
  finishResponses,
  type ResponseFinisher,
  responseFinisher,
} from "../http/responses/finish-response";
import { uploadsRoutes } from "../http/responses/uploads";
import type { Services } from "../services/container";
import { type PageHandler, pagesHandler } from "./pages";
import { quotePageRoutes } from "./quote-page";
import { themeSwitch } from "./theme-switch";
import { whatsappRedirect } from "./whatsapp-redirect";

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

/** What the app and the cache front in front of it share. */
interface SiteParts {
  publicCache: PublicCache;
  metrics: HttpMetrics;
  finisher: ResponseFinisher;
}

function siteParts({ services, config, logger }: AppDeps): SiteParts {
  const metrics = createHttpMetrics();
  return {
    metrics,
    publicCache: createPublicCache(services.events, metrics.cacheCounter),
    finisher: responseFinisher({
      logger,
      publicUrl: config.PUBLIC_URL,
      onPage: (req) => services.insights.pageView(req, nodeClientIp(req, config.TRUST_PROXY)),
    }),
  };
}

/**
 * The site as a Node listener: anonymous GETs that the public cache holds are answered before
 * the app (see http/public-cache/front.ts); everything else goes through it.
 */
export function createSiteListener(deps: AppDeps): NodeListener {
  const parts = siteParts(deps);
  const appListener = getRequestListener(createApp(deps, parts).fetch);
  // The cache front counts its own answers; the app's are timed to their `finish`.
  return publicCacheFront(
    parts.publicCache,
    parts.metrics.measure(appListener, (req) => routeClass(req.url ?? "")),
    parts.finisher,
    parts.metrics,
  );
}

/** The Hono app: operations endpoints, API, uploads, built files and pages. */
export function createApp(deps: AppDeps, { publicCache, metrics, finisher }: SiteParts = siteParts(deps)) {
  const { services, config, logger, staticFiles, pages, database } = deps;
  const app = new Hono<{ Variables: FinishVariables & AuthVariables; Bindings: HttpBindings }>();
  app.use(finishResponses(finisher));
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

  app.route("/api", createApiRouter(services, config, publicCache, logger));
  app.onError((error, c) => {
    // A client that closed its connection before its body arrived (an upload given up) fails
    // the body's read with ECONNRESET, which would read as a database out of reach. Nobody is
    // left to answer; the log line says 499, as nginx does, at info level.
    if (clientGone(c.env.incoming)) return new Response(null, { status: CLIENT_CLOSED_REQUEST });
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
  app.get(WHATSAPP_REDIRECT_PATH, whatsappRedirect(services, config));
  app.post(THEME_PATH, pageWrites(config.PUBLIC_URL), themeSwitch());
  app.route("/q", quotePageRoutes(services, config));
  if (staticFiles) app.use("*", staticFiles);
  if (pages) {
    app.all(
      "*",
      pageWrites(config.PUBLIC_URL),
      authenticate(services.sessions, config.PUBLIC_URL, config.REQUIRE_ADMIN_2FA),
      pagesHandler(services, config, pages, config.NODE_ENV === "production" ? publicCache : null, logger),
    );
  }
  return app;
}
