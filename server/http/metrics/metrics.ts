import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import type { Logger } from "pino";
import type { DatabaseHandle } from "../../db/client";
import type { Services } from "../../services/container";
import type { NodeListener } from "../node/node-server";
import { createProcessMetrics } from "./process-metrics";
import { family, histogram, PROMETHEUS_CONTENT_TYPE } from "./prometheus-text";

/** What the public cache reports of each request it answers or fills. */
export interface CacheCounter {
  hit(): void;
  miss(): void;
}

/** What a request was for, as /metrics groups them. */
export type RouteClass = "page" | "api" | "asset" | "upload" | "operations" | "cache-front";

const OPERATIONS = new Set(["/healthz", "/readyz", "/metrics"]);

/** The class of a request the app answered (not the cache front), by its path. */
export function routeClass(url: string): RouteClass {
  const path = url.split("?", 1)[0] ?? "";
  if (path.startsWith("/api/")) return "api";
  if (path.startsWith("/uploads/")) return "upload";
  if (OPERATIONS.has(path)) return "operations";
  // Built files: /assets/… and top-level files such as /favicon.svg; pages have no extension.
  if (path.startsWith("/assets/") || /^\/[^/]+\.\w+$/.test(path)) return "asset";
  return "page";
}

// Seconds; from a cached answer (well under a millisecond) to a slow upload.
const BOUNDS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

interface Latency {
  counts: number[];
  sum: number;
}

/** Request counts, latencies and cache results of one process, since it started. */
export function createHttpMetrics() {
  // Answers by route class and then status, and each class's latencies: a request costs two
  // map reads and a few increments (the cache front counts every answer, decision 0082).
  const requests = new Map<RouteClass, Map<number, number>>();
  const latency = new Map<RouteClass, Latency>();
  const cache = { hit: 0, miss: 0 };

  /** Counts an answer of `routeClassName` with `status`, `seconds` after its request arrived. */
  function observe(routeClassName: RouteClass, status: number, seconds: number) {
    let byStatus = requests.get(routeClassName);
    let series = latency.get(routeClassName);
    if (!byStatus || !series) {
      byStatus = new Map();
      series = { counts: new Array(BOUNDS.length + 1).fill(0), sum: 0 };
      requests.set(routeClassName, byStatus);
      latency.set(routeClassName, series);
    }
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    let bucket = 0;
    while (bucket < BOUNDS.length && seconds > (BOUNDS[bucket] as number)) bucket++;
    series.counts[bucket] = (series.counts[bucket] as number) + 1;
    series.sum += seconds;
  }

  return {
    observe,

    /**
     * Times every response of `listener` and counts it, by the class `classify` gives its
     * request. The cache front counts its own answers (observe) without the `finish` listener.
     */
    measure(listener: NodeListener, classify: (req: IncomingMessage) => RouteClass): NodeListener {
      return (req, res) => {
        const started = performance.now();
        res.once("finish", () =>
          observe(classify(req), res.statusCode, (performance.now() - started) / 1000),
        );
        listener(req, res);
      };
    },

    /**
     * Counts the public cache's results: a hit is an answer the cache front or a cached page or
     * JSON gave from memory, a miss one that had to be built.
     */
    cacheCounter: {
      hit: () => void cache.hit++,
      miss: () => void cache.miss++,
    } satisfies CacheCounter,

    text(): string {
      const requestSamples = [...requests].flatMap(([routeClassName, byStatus]) =>
        [...byStatus].map(([code, value]) => ({
          labels: { class: routeClassName, code: String(code) },
          value,
        })),
      );
      return (
        family(
          "http_requests_total",
          "counter",
          "HTTP requests answered, by route class and status.",
          requestSamples,
        ) +
        histogram(
          "http_request_duration_seconds",
          "Time from request to the end of its response, by route class.",
          [...latency].map(([routeClassName, series]) => ({
            labels: { class: routeClassName },
            bounds: BOUNDS,
            ...series,
          })),
        ) +
        family(
          "public_cache_requests_total",
          "counter",
          "Public pages and JSON answered from memory (hit) or built (miss).",
          [
            { labels: { result: "hit" }, value: cache.hit },
            { labels: { result: "miss" }, value: cache.miss },
          ],
        )
      );
    },
  };
}

export type HttpMetrics = ReturnType<typeof createHttpMetrics>;

/** The database as /metrics sees it: its pool, on PostgreSQL. */
export type MetricsDatabase = Pick<DatabaseHandle, "kind" | "poolStats">;

/**
 * GET /metrics in the Prometheus text format, for a scraper holding METRICS_TOKEN (as a
 * Bearer token). Without the setting the endpoint does not exist (404); a wrong or missing
 * token gets 401.
 */
export function metricsEndpoint(options: {
  token: string | undefined;
  http: HttpMetrics;
  services: Pick<Services, "enquiries" | "outbox">;
  database?: MetricsDatabase;
  logger: Logger;
}) {
  if (!options.token) return async (c: Context): Promise<Response> => c.text("Not Found", 404);
  const expected = digest(options.token);
  // Measuring the event loop costs a timer; only a site that is scraped pays for it.
  const processMetrics = createProcessMetrics();
  return async (c: Context): Promise<Response> => {
    const given = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1];
    if (!given || !timingSafeEqual(digest(given), expected)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return c.text("Unauthorized", 401);
    }
    c.header("Cache-Control", "no-store");
    const text = options.http.text() + (await applicationMetrics(options)) + (await processMetrics());
    return c.body(text, 200, {
      "Content-Type": PROMETHEUS_CONTENT_TYPE,
    });
  };
}

// Compared as digests, so the comparison takes as long whatever the length of the guess.
const digest = (token: string) => createHash("sha256").update(token).digest();

async function applicationMetrics({
  services,
  database,
  logger,
}: Parameters<typeof metricsEndpoint>[0]): Promise<string> {
  const enquiries = services.enquiries.outcomes();
  let text =
    family("enquiries_accepted_total", "counter", "Enquiries stored, from the forms and the API.", [
      { value: enquiries.accepted },
    ]) +
    family("enquiries_refused_total", "counter", "Enquiries refused, by reason.", [
      { labels: { reason: "invalid" }, value: enquiries.invalid },
      { labels: { reason: "rate_limited" }, value: enquiries.rateLimited },
    ]);
  try {
    const outbox = await services.outbox.status();
    text +=
      family("mail_outbox_queued", "gauge", "Emails waiting to be sent.", [{ value: outbox.queued }]) +
      family("mail_outbox_failing", "gauge", "Emails waiting whose last attempt failed.", [
        { value: outbox.failing },
      ]);
  } catch (error) {
    // The database is down: the other figures still answer (and /readyz says so).
    logger.warn({ err: error }, "metrics: could not read the mail outbox");
  }
  text += family("mail_send_failures_total", "counter", "Failed attempts to send an email.", [
    { value: services.outbox.failures() },
  ]);
  const pool = database?.poolStats?.();
  if (pool) {
    text +=
      family("db_pool_connections", "gauge", "PostgreSQL connections of the pool, by state.", [
        { labels: { state: "idle" }, value: pool.idle },
        { labels: { state: "busy" }, value: pool.total - pool.idle },
      ]) +
      family("db_pool_waiting_requests", "gauge", "Queries waiting for a free pool connection.", [
        { value: pool.waiting },
      ]);
  }
  return text;
}
