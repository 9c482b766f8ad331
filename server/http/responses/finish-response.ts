import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { HttpBindings } from "@hono/node-server";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import { baseSecurityHeaders, fallbackPolicy, pagePolicy } from "./security-headers";

// An id from a proxy in front of us is kept, so one request can be followed through both logs;
// anything that is not a plain token is replaced rather than written into our logs.
const PLAIN_TOKEN = /^[\w\-=]{1,255}$/;

export interface FinishedRequest {
  reqId: string;
  method: string;
  path: string;
  status: number;
  contentType: string | null | undefined;
  /** When the request arrived (performance.now()). */
  started: number;
  /** The Node request, to count a page view from; absent in development, behind Vite. */
  incoming: IncomingMessage | undefined;
}

/**
 * What a page is answered with: its HTML, or React Router's data for it (`.data`, loaded when a
 * visitor moves to it in the app). Both may be a page view (services/insights.ts tells).
 */
export const PAGE_TYPES = /^(text\/html|text\/x-script)/;

/** Whether an answer counts as a view of a page: a page or its data, sent whole. */
export const isPageView = (method: string, status: number, contentType: string | null | undefined) =>
  method === "GET" && status === 200 && PAGE_TYPES.test(contentType ?? "");

// How often the answers of the public cache front are logged, as one line with their count.
const CACHED_ANSWERS_LOG_MS = 1_000;

/**
 * The public cache front's answers, counted and logged once a second. Their own log line cost
 * a cached page a fifth of its CPU (decision 0038); their count, status and latency are also
 * in /metrics. At debug level each still gets its own line, to follow one request by its id.
 */
function cachedAnswersLog(logger: Logger) {
  let answers = 0;
  let slowestMs = 0;
  let timer: NodeJS.Timeout | undefined;
  const write = () => {
    if (answers === 0) {
      clearInterval(timer);
      timer = undefined;
      return;
    }
    logger.info({ answers, slowestMs: Math.round(slowestMs) }, "answered from the public cache");
    answers = 0;
    slowestMs = 0;
  };
  return (req: IncomingMessage, reqId: string, status: number, ms: number) => {
    if (logger.isLevelEnabled("debug")) {
      const path = (req.url ?? "").split("?", 1)[0];
      return logger.debug({ reqId, method: "GET", path, status, ms: Math.round(ms) }, "request");
    }
    answers++;
    if (ms > slowestMs) slowestMs = ms;
    timer ??= setInterval(write, CACHED_ANSWERS_LOG_MS).unref();
  };
}

/**
 * What every response carries, whichever path answers it: the app's middleware
 * (finishResponses) or the public cache front. Both call these, so a header added here is on
 * every response; neither adds one of its own.
 */
export function responseFinisher(options: {
  logger: Logger;
  publicUrl: string;
  onPage?: (req: IncomingMessage) => void;
}) {
  const sharedHeaders = baseSecurityHeaders(options.publicUrl);
  const policy = (contentType: string | null | undefined, nonce: string | null) =>
    nonce ? pagePolicy(nonce) : fallbackPolicy(contentType);
  const ownHeaders = (reqId: string, contentType: string | null | undefined, nonce: string | null) => ({
    "Content-Security-Policy": policy(contentType, nonce),
    "X-Request-Id": reqId,
  });
  const logCachedAnswer = cachedAnswersLog(options.logger);
  return {
    requestId: (incoming: string | undefined): string =>
      incoming && PLAIN_TOKEN.test(incoming) ? incoming : randomUUID(),

    /** The headers that are alike on every answer: the security headers. */
    sharedHeaders,
    /** The headers of this answer's own: its policy (a page's names its nonce) and request id. */
    ownHeaders,
    /** The value of ownHeaders' Content-Security-Policy. */
    policy,
    /** The headers to put on an answer: the shared ones and its own. */
    headers(reqId: string, contentType: string | null | undefined, nonce: string | null) {
      return { ...sharedHeaders, ...ownHeaders(reqId, contentType, nonce) };
    },

    /** The request's log line (failures at error level), and a page view for a page or its data. */
    finished(request: FinishedRequest) {
      const { reqId, method, path, status } = request;
      const line = { reqId, method, path, status, ms: Math.round(performance.now() - request.started) };
      if (status >= 500) options.logger.error(line, "request failed");
      else options.logger.info(line, "request");
      if (request.incoming && isPageView(method, status, request.contentType)) {
        options.onPage?.(request.incoming);
      }
    },

    /**
     * finished() for an answer of the public cache front (a GET, never a failure), which
     * knows already whether it is a page view: counted for the log line a second (its own
     * line at debug level), with nothing built per answer at the default level.
     */
    answeredFromCache(req: IncomingMessage, reqId: string, status: number, pageView: boolean, ms: number) {
      logCachedAnswer(req, reqId, status, ms);
      if (pageView) options.onPage?.(req);
    },
  };
}

export type ResponseFinisher = ReturnType<typeof responseFinisher>;

export type FinishVariables = {
  requestId: string;
  /** Set by a page rendered with a nonce: its policy allows inline scripts carrying it. */
  cspNonce: string | undefined;
};

/** The finisher as the app's outermost middleware: it sees the final response of every request. */
export function finishResponses(
  finisher: ResponseFinisher,
): MiddlewareHandler<{ Variables: FinishVariables }> {
  return async (c, next) => {
    const started = performance.now();
    const reqId = finisher.requestId(c.req.header("x-request-id"));
    c.set("requestId", reqId);
    await next();
    // Set in place: re-wrapping the response would turn a cached page's string into a stream.
    const headers = c.res.headers;
    const contentType = headers.get("Content-Type");
    for (const [name, value] of Object.entries(
      finisher.headers(reqId, contentType, c.get("cspNonce") ?? null),
    )) {
      headers.set(name, value);
    }
    finisher.finished({
      reqId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      contentType,
      started,
      incoming: (c.env as Partial<HttpBindings> | undefined)?.incoming,
    });
  };
}
