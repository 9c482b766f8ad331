import type { IncomingMessage } from "node:http";
import type { Logger } from "pino";
import { carriesCredentials } from "../auth/session-cookie";
import type { NodeListener } from "./node-server";
import type { PublicCache } from "./public-cache";
import { replyFrom } from "./public-cache";
import { requestIdFor } from "./request-id";
import { logRequest } from "./request-logger";
import { baseSecurityHeaders, fallbackPolicy, newNonce, pagePolicy } from "./security-headers";

/** Signed-in visitors see their own footer and no-store answers, so they always reach the app. */
const mayShare = (req: IncomingMessage) => req.method === "GET" && !carriesCredentials(req.headers);

/**
 * Answers anonymous GETs that the public cache holds straight from Node, before the app's
 * router and middleware: the busiest requests (catalogue JSON, public pages) then cost little
 * more than the bytes. The response is the one the app would send: same headers, a fresh CSP
 * nonce, a request id and a log line. Everything else goes on to `app`.
 */
export function publicCacheFront(
  cache: PublicCache,
  app: NodeListener,
  options: { logger: Logger; publicUrl: string; onPage?: (req: IncomingMessage) => void },
): NodeListener {
  const base = baseSecurityHeaders(options.publicUrl);
  return (req, res) => {
    const url = req.url ?? "";
    const entry = mayShare(req) ? cache.get(url) : undefined;
    if (!entry) return app(req, res);

    const started = performance.now();
    const reqId = requestIdFor(req.headers["x-request-id"] as string | undefined);
    const nonce = entry.nonced ? newNonce() : "";
    const reply = replyFrom(
      entry,
      { ifNoneMatch: req.headers["if-none-match"], acceptEncoding: req.headers["accept-encoding"] },
      nonce,
    );
    res.writeHead(reply.status, {
      ...reply.headers,
      ...base,
      "Content-Security-Policy": entry.nonced
        ? pagePolicy(nonce)
        : fallbackPolicy(reply.headers["Content-Type"]),
      "X-Request-Id": reqId,
      ...(reply.body === null ? {} : { "Content-Length": reply.body.length }),
    });
    res.end(reply.body ?? undefined);
    if (reply.status === 200 && reply.headers["Content-Type"]?.startsWith("text/html")) options.onPage?.(req);
    const path = url.split("?", 1)[0] ?? url;
    logRequest(options.logger, {
      reqId,
      method: "GET",
      path,
      status: reply.status,
      ms: Math.round(performance.now() - started),
    });
  };
}
