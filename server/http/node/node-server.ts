import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Config } from "../../config";
import { type BodyLimits, bodyLimiter } from "./body-limits";

export type NodeListener = (req: IncomingMessage, res: ServerResponse) => void;

export interface ClientLimits extends BodyLimits {
  /** A client must send its request headers within this many milliseconds... */
  headersTimeoutMs: number;
  /** ...and the whole request (a large upload on a slow link) within this many. */
  requestTimeoutMs: number;
}

/** The limits `config` sets on clients. */
export const clientLimitsOf = (config: Config): ClientLimits => ({
  headersTimeoutMs: config.HEADERS_TIMEOUT_MS,
  requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
  bodyTimeoutMs: config.BODY_TIMEOUT_MS,
  bodiesPerClient: config.BODIES_PER_CLIENT,
  trustedProxies: config.TRUST_PROXY,
});

// Idle keep-alive connections are closed after 5 s.
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
// Node enforces the limits above on a timer, every 30 s by default: a slow client could hold
// a connection up to 30 s past its limit. Checking every second honours them as configured.
const CONNECTIONS_CHECKING_INTERVAL_MS = 1_000;

// Connections accepted by the servers of this process so far: a write that holds the event
// loop lets a burst of them in first (services/batcher.ts).
let accepted = 0;
export const acceptedConnections = () => accepted;

export interface RunningServer {
  server: Server;
  port: number;
  /**
   * Stops accepting connections and closes those with no request in flight (idle keep-alive
   * connections, half-sent requests). Requests in flight finish, and their responses carry
   * `Connection: close`. Resolves once every connection has closed, or after `graceMs`
   * closes the ones left and resolves with `forced: true`.
   */
  close(graceMs: number): Promise<{ forced: boolean }>;
}

export async function listen(
  listener: NodeListener,
  port: number,
  host: string,
  limits: ClientLimits,
): Promise<RunningServer> {
  // Each open connection and the last response begun on it. Noting the response is all a request
  // costs: the few still running when shutdown begins get their listener then (issue 20 measured
  // a close listener on every response at 1.5 µs, 7 % of a cached page's CPU).
  const connections = new Map<Socket, ServerResponse | undefined>();
  let closing = false;
  const admitBody = bodyLimiter(limits);

  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS,
    },
    (req, res) => {
      connections.set(req.socket, res);
      if (closing) res.setHeader("connection", "close");
      if (admitBody(req, res)) listener(req, res);
    },
  );
  server.on("connection", (socket: Socket) => {
    accepted++;
    connections.set(socket, undefined);
    socket.once("close", () => connections.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return {
    server,
    port: typeof address === "object" && address ? address.port : port,
    close: (graceMs) =>
      new Promise((resolve) => {
        closing = true;
        let forced = false;
        const deadline = setTimeout(() => {
          forced = true;
          for (const socket of connections.keys()) socket.destroy();
        }, graceMs);
        server.close(() => {
          clearTimeout(deadline);
          resolve({ forced });
        });
        for (const [socket, res] of connections) {
          // Responses on one connection finish in order, so its last one tells whether any is running.
          if (!res || res.writableFinished) {
            socket.destroy();
            continue;
          }
          if (!res.headersSent) res.setHeader("connection", "close");
          // One that has already promised keep-alive: end its connection once it is done.
          res.once("close", () => socket.end(() => socket.destroy()));
        }
      }),
  };
}
