import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import type { RequestIdVariables } from "./request-id";

export interface RequestLine {
  reqId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
}

/** The one log line of a request; failures at error level. */
export function logRequest(logger: Logger, line: RequestLine) {
  if (line.status >= 500) logger.error(line, "request failed");
  else logger.info(line, "request");
}

/** One log line per request, carrying the request id that is also sent back as X-Request-Id. */
export function requestLogger(logger: Logger): MiddlewareHandler<{ Variables: RequestIdVariables }> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logRequest(logger, {
      reqId: c.get("requestId"),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  };
}
