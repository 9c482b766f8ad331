import type { ResponseFinisher } from "../finish-response";
import type { NodeListener } from "../node-server";
import { NONCE_LENGTH, newNonce } from "../security-headers";
import { type ReadyBody, readyGzipBody, readyPlainBody } from "./ready-body";
import { mayShareAnswer, negotiate, type PublicCache, type SharedResponse } from "./store";

/** An entry's answer in one encoding, laid out once: its headers as a flat list, and its body. */
interface ReadyAnswer {
  headers: string[];
  body: ReadyBody;
}

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
  // Dropped with their entry when the cache lets it go.
  const ready = new WeakMap<SharedResponse, { plain?: ReadyAnswer; gzip?: ReadyAnswer }>();

  const readyAnswer = (entry: SharedResponse, headers: Record<string, string>, gzip: boolean) => {
    let answers = ready.get(entry);
    if (!answers) {
      answers = {};
      ready.set(entry, answers);
    }
    const key = gzip ? "gzip" : "plain";
    answers[key] ??= layOut(entry, headers, gzip, finisher.sharedHeaders);
    return answers[key];
  };

  return (req, res) => {
    const url = req.url ?? "";
    const entry = mayShareAnswer(req.method, req.headers) ? cache.get(url) : undefined;
    if (!entry) return app(req, res);

    const started = performance.now();
    const reqId = finisher.requestId(req.headers["x-request-id"] as string | undefined);
    const nonce = entry.nonced ? newNonce() : "";
    const answer = negotiate(entry, {
      ifNoneMatch: req.headers["if-none-match"],
      acceptEncoding: req.headers["accept-encoding"],
    });
    const contentType = answer.headers["Content-Type"];
    const own = finisher.ownHeaders(reqId, contentType, nonce || null);
    if (answer.status === 304) {
      res.writeHead(304, { ...answer.headers, ...finisher.sharedHeaders, ...own }).end();
    } else {
      const { headers, body } = readyAnswer(entry, answer.headers, answer.gzip);
      const list = headers.slice();
      for (const name in own) list.push(name, own[name as keyof typeof own]);
      const bytes = body.take(Buffer.from(nonce, "latin1"));
      // Headers and body leave in one write; the copy is reused once the socket has it.
      res.writeHead(answer.status, list).end(bytes, () => body.release(bytes));
    }
    finisher.finished({
      reqId,
      method: "GET",
      path: url.split("?", 1)[0] ?? url,
      status: answer.status,
      contentType,
      started,
      incoming: req,
      fromCache: true,
    });
  };
}

function layOut(
  entry: SharedResponse,
  headers: Record<string, string>,
  gzip: boolean,
  sharedHeaders: Record<string, string>,
): ReadyAnswer {
  const body =
    gzip && entry.deflated
      ? readyGzipBody(entry.deflated, NONCE_LENGTH)
      : readyPlainBody(entry.parts, NONCE_LENGTH);
  const all = { ...headers, ...sharedHeaders, "Content-Length": String(body.length) };
  return { headers: Object.entries(all).flat(), body };
}
