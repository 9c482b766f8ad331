import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// What both gateway simulators share: a local HTTP server on a free port of 127.0.0.1, its
// requests read whole, and HTML written escaped.

interface SimulatorRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: string;
}

/** Answers `request` on `response`; what it returns is ignored. */
export type SimulatorHandler = (request: SimulatorRequest, response: ServerResponse) => unknown;

export async function startSimulator(handle: SimulatorHandler) {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      await handle(
        {
          method: req.method ?? "GET",
          path: req.url ?? "/",
          headers: req.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        },
        res,
      );
    } catch (error) {
      res.writeHead(500, { "content-type": "text/plain" }).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A page with a form of hidden `fields` and one button, posting to `action`. */
export const buttonForm = (action: string, label: string, fields: [string, string][] = []) =>
  `<form method="post" action="${escapeHtml(action)}">${fields
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("")}<button>${escapeHtml(label)}</button></form>`;

export function sendHtml(response: ServerResponse, title: string, body: string, status = 200) {
  response
    .writeHead(status, { "content-type": "text/html; charset=utf-8" })
    .end(`<!doctype html><title>${escapeHtml(title)}</title><h1>${escapeHtml(title)}</h1>${body}`);
}

export const redirect = (response: ServerResponse, location: string) =>
  response.writeHead(303, { location }).end();
