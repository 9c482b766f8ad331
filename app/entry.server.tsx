import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type AppLoadContext, type EntryContext, ServerRouter } from "react-router";
import { NonceProvider } from "./lib/nonce";
import { lowPriorityModulePreloads } from "./lib/script-priority";

// Renders a page to HTML. Our loaders return their data whole (nothing is deferred), so the
// server waits for the complete page: crawlers and the page cache both get finished HTML.
// Every inline script carries the request's CSP nonce; script preloads go out low priority
// (lib/script-priority.ts).

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let statusCode = status;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          // Everything is rendered by now: take the whole page, to lower its script preloads.
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            headers.set("Content-Type", "text/html; charset=utf-8");
            const html = lowPriorityModulePreloads(Buffer.concat(chunks).toString("utf8"));
            resolve(new Response(html, { headers, status: statusCode }));
          });
          pipe(body);
        },
        onShellError: reject,
        onError(error) {
          statusCode = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
