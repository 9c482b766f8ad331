import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";

export type NodeListener = (req: IncomingMessage, res: ServerResponse) => void;

export interface ClientLimits {
  /** A client must send its request headers within this many milliseconds... */
  headersTimeoutMs: number;
  /** ...and the whole request (a large upload on a slow link) within this many. */
  requestTimeoutMs: number;
}

// Idle keep-alive connections are closed after 5 s.
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
// Node enforces the limits above on a timer, every 30 s by default: a slow client could hold
// a connection up to 30 s past its limit. Checking every second honours them as configured.
const CONNECTIONS_CHECKING_INTERVAL_MS = 1_000;

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
  const connections = new Set<Socket>();
  const inFlight = new Map<ServerResponse, Socket>();
  let closing = false;

  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS,
    },
    (req, res) => {
      const socket = req.socket;
      inFlight.set(res, socket);
      if (closing) res.setHeader("connection", "close");
      res.once("close", () => {
        inFlight.delete(res);
        // A response that began before shutdown may have promised keep-alive: end its
        // connection once nothing else is in flight on it.
        if (closing && !isBusy(socket)) socket.end(() => socket.destroy());
      });
      listener(req, res);
    },
  );
  server.on("connection", (socket: Socket) => {
    connections.add(socket);
    socket.once("close", () => connections.delete(socket));
  });
  const isBusy = (socket: Socket) => [...inFlight.values()].includes(socket);

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
          for (const socket of connections) socket.destroy();
        }, graceMs);
        server.close(() => {
          clearTimeout(deadline);
          resolve({ forced });
        });
        for (const res of inFlight.keys()) if (!res.headersSent) res.setHeader("connection", "close");
        for (const socket of connections) if (!isBusy(socket)) socket.destroy();
      }),
  };
}
