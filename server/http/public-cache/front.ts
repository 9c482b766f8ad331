import type { HttpMetrics } from "../metrics/metrics";
import type { NodeListener } from "../node/node-server";
import { isPageView, type ResponseFinisher } from "../responses/finish-response";
import { NONCE_LENGTH, newNonce } from "../responses/security-headers";
import { type ReadyBody, readyGzipBody, readyPlainBody } from "./ready-body";
import {
  answerOf,
  mayShareAnswer,
  type PublicCache,
  type SharedResponse,
  VARIANTS,
  variantOf,
} from "./store";

/**
 * One variant of an entry's answer (see variantOf), laid out once: its status, every header it
 * sends as a flat list in the app's order, and its body. A response writes only its own values
 * (request id, and a page's policy) into their places in the list.
 */
interface ReadyAnswer {
  status: number;
  headers: string[];
  /** Where in `headers` the request id's value goes, and a page's policy naming its nonce. */
  idAt: number;
  policyAt: number;
  /** Null for a 304. */
  body: ReadyBody | null;
  /** A page: each response gets a fresh nonce, in its body and its policy. */
  nonced: boolean;
  /** Whether sending it counts a page view. */
  pageView: boolean;
}

/**
 * Answers anonymous GETs that the public cache holds straight from Node, before the app's
 * router and middleware: the busiest requests (catalogue JSON, public pages) then cost little
 * more than the bytes. What the response carries besides its own headers (security headers,
 * policy, request id, log line, page view) comes from the same finisher as the app's, and it
 * is counted in the same metrics. Everything else goes on to `app`.
 */
export function publicCacheFront(
  cache: PublicCache,
  app: NodeListener,
  finisher: ResponseFinisher,
  metrics: Pick<HttpMetrics, "observe">,
): NodeListener {
  // Each entry's variants, laid out when first asked for; dropped with their entry.
  const ready = new WeakMap<SharedResponse, (ReadyAnswer | undefined)[]>();
  const readyAnswer = (entry: SharedResponse, variant: number): ReadyAnswer => {
    let answers = ready.get(entry);
    if (!answers) {
      answers = new Array(VARIANTS).fill(undefined);
      ready.set(entry, answers);
    }
    answers[variant] ??= layOut(entry, variant, finisher);
    return answers[variant];
  };

  // Per answer: a few header reads, two clock reads and counters; no objects but the request id
  // and, for a page, its nonce and policy (decision 0082).
  return (req, res) => {
    const { headers } = req;
    const entry = mayShareAnswer(req.method, headers) ? cache.get(req.url ?? "") : undefined;
    if (!entry) return app(req, res);

    const started = performance.now();
    const answer = readyAnswer(entry, variantOf(entry, headers["if-none-match"], headers["accept-encoding"]));
    const reqId = finisher.requestId(headers["x-request-id"] as string | undefined);
    // The list is this answer's for the moment: writeHead reads it before returning.
    const list = answer.headers;
    list[answer.idAt] = reqId;
    const nonce = answer.nonced ? newNonce() : "";
    if (nonce) list[answer.policyAt] = finisher.policy(null, nonce);
    const { body } = answer;
    if (!body) {
      res.writeHead(answer.status, list).end();
    } else if (!nonce) {
      res.writeHead(answer.status, list).end(body.take(""));
    } else {
      const bytes = body.take(nonce);
      // Headers and body leave in one write. When the socket took it all at once (nothing of
      // this response is left to write), the kernel has the bytes and the copy is reused at
      // once; otherwise once it has been written, without a listener on every response.
      res.writeHead(answer.status, list).end(bytes);
      if (res.writableLength === 0) body.release(bytes);
      else res.once("finish", () => body.release(bytes));
    }
    // Counted when handed to the socket: a `finish` listener per answer cost more than the rest.
    const ms = performance.now() - started;
    metrics.observe("cache-front", answer.status, ms / 1000);
    finisher.answeredFromCache(req, reqId, answer.status, answer.pageView, ms);
  };
}

function layOut(entry: SharedResponse, variant: number, finisher: ResponseFinisher): ReadyAnswer {
  const { status, headers, gzip } = answerOf(entry, variant);
  const contentType = headers["Content-Type"];
  const body =
    status === 304
      ? null
      : gzip && entry.deflated
        ? readyGzipBody(entry.deflated, NONCE_LENGTH)
        : readyPlainBody(entry.parts, NONCE_LENGTH);
  const all = {
    ...headers,
    ...finisher.sharedHeaders,
    ...(body ? { "Content-Length": String(body.length) } : {}),
    ...finisher.ownHeaders("", contentType, null),
  };
  // Names in lower case, as the app's answers (a fetch Response's headers) send them: Node
  // lowers each name that is not to compare it with the few it handles itself, per response.
  const list = Object.entries(all).flatMap(([name, value]) => [name.toLowerCase(), value]);
  return {
    status,
    headers: list,
    idAt: list.indexOf("x-request-id") + 1,
    policyAt: list.indexOf("content-security-policy") + 1,
    body,
    nonced: entry.nonced === true,
    pageView: isPageView("GET", status, contentType),
  };
}
