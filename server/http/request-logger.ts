import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";

/** One log line per request, carrying the request id that is also sent back as X-Request-Id. */
export function requestLogger(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const line = {
      reqId: c.get("requestId"),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    };
    if (c.res.status >= 500) logger.error(line, "request failed");
    else logger.info(line, "request");
  };
}
