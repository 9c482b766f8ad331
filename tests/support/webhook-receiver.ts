import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A webhook receiver on this machine, answering each POST with the next of `statuses` (then
 * 200). `stop` closes it, so deliveries meet a refused connection, as with a CRM that is down;
 * `start` listens again on the same port.
 */
export async function webhookReceiver() {
  const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  const statuses: number[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(statuses.shift() ?? 200).end();
    });
  });
  const listen = (port: number) =>
    new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  await listen(0);
  const { port } = server.address() as AddressInfo;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    statuses,
    stop: close,
    start: () => listen(port),
    close,
  };
}
