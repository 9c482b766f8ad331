import type { ResponseFinisher } from "../finish-response";
import type { NodeListener } from "../node-server";
import { newNonce } from "../security-headers";
import { mayShareAnswer, type PublicCache, piecesLength, replyFrom } from "./store";

/**
 * Answers anonymous GETs that the public cache holds straight from Node, before the app's
 * router and middleware: the busiest requests (catalogue JSON, public pages) then cost little
 * more than the bytes. What the response carries besides its own headers (security headers,
 * policy, request id, log line, page view) comes from the same finisher as the app's.
 * Everything else goes on to `app`.
 */
export function publicCacheFront(
  cache: PublicCache,
  app: NodeListener,
  finisher: ResponseFinisher,
): NodeListener {
  return (req, res) => {
    const url = req.url ?? "";
    const entry = mayShareAnswer(req.method, req.headers) ? cache.get(url) : undefined;
    if (!entry) return app(req, res);

    const started = performance.now();
    const reqId = finisher.requestId(req.headers["x-request-id"] as string | undefined);
    const nonce = entry.nonced ? newNonce() : "";
    const reply = replyFrom(
      entry,
      { ifNoneMatch: req.headers["if-none-match"], acceptEncoding: req.headers["accept-encoding"] },
      nonce,
    );
    const contentType = reply.headers["Content-Type"];
    res.writeHead(reply.status, {
      ...reply.headers,
      ...finisher.headers(reqId, contentType, nonce || null),
      ...(reply.body === null ? {} : { "Content-Length": piecesLength(reply.body) }),
    });
    // Corked, the headers and every piece leave in one write.
    res.cork();
    for (const piece of reply.body ?? []) res.write(piece);
    res.end();
    res.uncork();
    finisher.finished({
      reqId,
      method: "GET",
      path: url.split("?", 1)[0] ?? url,
      status: reply.status,
      contentType,
      started,
      incoming: req,
    });
  };
}
