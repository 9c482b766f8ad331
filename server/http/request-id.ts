import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";

export type RequestIdVariables = { requestId: string };

// An id from a proxy in front of us is kept, so one request can be followed through both logs;
// anything that is not a plain token is replaced rather than written into our logs.
const PLAIN_TOKEN = /^[\w\-=]{1,255}$/;

export function requestIdFor(incoming: string | undefined): string {
  return incoming && PLAIN_TOKEN.test(incoming) ? incoming : randomUUID();
}

/** Gives each request an id (`requestId` in the context), sent back as X-Request-Id. */
export function requestId(): MiddlewareHandler<{ Variables: RequestIdVariables }> {
  return async (c, next) => {
    const id = requestIdFor(c.req.header("x-request-id"));
    c.set("requestId", id);
    await next();
    // Set on the final response, so pages (which build their own Response) carry it too.
    c.res.headers.set("X-Request-Id", id);
  };
}
