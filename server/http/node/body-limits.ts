import type { IncomingMessage, ServerResponse } from "node:http";
import { tooManyMessage } from "../../services/shared/rate-limits";
import { nodeClientIp } from "../client-ip";

// Request bodies held open by slow clients (issue 52): one client once held 2,000 enquiry bodies
// trickling in, each a connection and its buffers, for up to REQUEST_TIMEOUT_MS (5 minutes).
// A body now counts against its client's address (as TRUST_PROXY reads it) until it has all
// arrived, and one that is not an upload must arrive within a short deadline of its own.

export interface BodyLimits {
  /** Bodies one client address may be sending at once; the next is refused with 429. */
  bodiesPerClient: number;
  /** A body that is not a multipart upload must have arrived within this many milliseconds. */
  bodyTimeoutMs: number;
  /** Reverse proxies in front of us (TRUST_PROXY), to tell clients apart. */
  trustedProxies: number;
}

const hasBody = (req: IncomingMessage) =>
  req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;

// A file upload may take REQUEST_TIMEOUT_MS on a slow link; a form or JSON body is a few kB.
const isUpload = (req: IncomingMessage) => /^multipart\/form-data\b/i.test(req.headers["content-type"] ?? "");

// What Node itself sends when a request outlasts REQUEST_TIMEOUT_MS.
const TIMED_OUT = "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n";

/**
 * Admits each request whose body its client may send now, and answers the others itself:
 * returns false once it has. An admitted body that is not an upload and has not arrived by the
 * deadline is cut off with 408, as Node cuts one that outlasts REQUEST_TIMEOUT_MS.
 */
export function bodyLimiter({ bodiesPerClient, bodyTimeoutMs, trustedProxies }: BodyLimits) {
  const sending = new Map<string, number>();
  // By the deadline every admitted body that is not an upload has arrived or been cut off.
  const retryAfterSeconds = Math.ceil(bodyTimeoutMs / 1000);

  function refuse(res: ServerResponse) {
    const message = tooManyMessage("unfinished requests from your connection", retryAfterSeconds);
    // The body is never read: the connection closes once the answer is out.
    res.writeHead(429, {
      "content-type": "application/json",
      "retry-after": String(retryAfterSeconds),
      connection: "close",
    });
    res.end(JSON.stringify({ success: false, error: message, message }));
  }

  return function admit(req: IncomingMessage, res: ServerResponse): boolean {
    if (!hasBody(req)) return true;
    const client = nodeClientIp(req, trustedProxies);
    const count = sending.get(client) ?? 0;
    if (count >= bodiesPerClient) {
      refuse(res);
      return false;
    }
    sending.set(client, count + 1);
    const deadline = isUpload(req)
      ? undefined
      : setTimeout(() => {
          if (!res.headersSent) req.socket.write(TIMED_OUT);
          req.socket.destroy();
        }, bodyTimeoutMs);
    let counted = true;
    const arrived = () => {
      if (!counted) return;
      counted = false;
      clearTimeout(deadline);
      const left = (sending.get(client) ?? 1) - 1;
      if (left > 0) sending.set(client, left);
      else sending.delete(client);
    };
    req.once("end", arrived);
    req.once("close", arrived);
    return true;
  };
}
