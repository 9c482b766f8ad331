import { connect, createServer, type Server, type Socket } from "node:net";

/** A TCP proxy to `target` that a test can cut (a database outage) and restore. */
export interface TcpProxy {
  /** The proxy's address, for `target`'s URL in place of its own. */
  port: number;
  /** Destroys every connection through the proxy and refuses new ones until `restore`. */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  };
  const newServer = () =>
    createServer((client) => {
      const upstream = connect(target.port, target.host);
      track(client);
      track(upstream);
      // Either side going away takes the other with it, as a dropped link would.
      client.on("error", () => upstream.destroy());
      upstream.on("error", () => client.destroy());
      client.pipe(upstream).on("close", () => client.destroy());
      upstream.pipe(client).on("close", () => upstream.destroy());
    });
  const listen = (server: Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        const address = server.address();
        resolve(typeof address === "object" && address ? address.port : port);
      });
    });
  const stop = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

  let server: Server | undefined = newServer();
  const port = await listen(server, 0);
  const cut = async () => {
    const stopping = server && stop(server);
    server = undefined;
    for (const socket of sockets) socket.destroy();
    await stopping;
  };
  return {
    port,
    cut,
    async restore() {
      if (server) return;
      server = newServer();
      await listen(server, port);
    },
    close: cut,
  };
}

/** `url` with its host and port replaced by the proxy's. */
export function throughProxy(url: string, proxy: TcpProxy): string {
  const proxied = new URL(url);
  proxied.hostname = "127.0.0.1";
  proxied.port = String(proxy.port);
  return proxied.toString();
}
