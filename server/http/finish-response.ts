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
 * What every response carries, whichever path answers it: the app's middleware
 * (finishResponses) or the public cache front. Both call these, so a header added here is on
 * every response; neither adds one of its own.
 */
export function responseFinisher(options: {
  logger: Logger;
  publicUrl: string;
  onPage?: (req: IncomingMessage) => void;
}) {
  const base = baseSecurityHeaders(options.publicUrl);
  return {
    requestId: (incoming: string | undefined): string =>
      incoming && PLAIN_TOKEN.test(incoming) ? incoming : randomUUID(),

    /**
     * The headers to put on an answer: the security headers, its policy (a page's, naming this
     * response's nonce, when it has one) and the request id.
     */
    headers(reqId: string, contentType: string | null | undefined, nonce: string | null) {
      return {
        ...base,
        "Content-Security-Policy": nonce ? pagePolicy(nonce) : fallbackPolicy(contentType),
        "X-Request-Id": reqId,
      };
    },

    /** The request's one log line (failures at error level), and a page view for a page. */
    finished(request: FinishedRequest) {
      const { reqId, method, path, status } = request;
      const line = { reqId, method, path, status, ms: Math.round(performance.now() - request.started) };
      if (status >= 500) options.logger.error(line, "request failed");
      else options.logger.info(line, "request");
      if (
        request.incoming &&
        method === "GET" &&
        status === 200 &&
        request.contentType?.startsWith("text/html")
      ) {
        options.onPage?.(request.incoming);
      }
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
