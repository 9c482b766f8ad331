import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

export type NodeListener = (req: IncomingMessage, res: ServerResponse) => void;

// Limits against slow or stuck clients: a client must send its headers within 15 s and
// the whole request within 5 minutes (large uploads on slow links); idle keep-alive
// sockets are closed after 5 s.
const HEADERS_TIMEOUT_MS = 15_000;
const REQUEST_TIMEOUT_MS = 300_000;
const KEEP_ALIVE_TIMEOUT_MS = 5_000;

export interface RunningServer {
  server: Server;
  port: number;
  /** Stops accepting connections and resolves once requests in flight have finished. */
  close(): Promise<void>;
}

export async function listen(listener: NodeListener, port: number, host: string): Promise<RunningServer> {
  const server = createServer(
    {
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    },
    listener,
  );
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return {
    server,
    port: typeof address === "object" && address ? address.port : port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
