import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import siteCss from "./app.css?inline";
import { NonceProvider } from "./lib/nonce";
import { pageContextOf } from "./lib/page-context";
import { scriptsAfterFirstPaint } from "./lib/scripts-after-first-paint";
import { SiteStylesProvider, styleElementText } from "./lib/site-styles";

// Renders a page to HTML. Our loaders return their data whole (nothing is deferred), so the
// server waits for the complete page: crawlers and the page cache both get finished HTML.
// Every inline script carries the request's CSP nonce; the site's stylesheet goes inside the
// page (lib/site-styles.tsx) and, in production, the scripts load after the first paint
// (lib/scripts-after-first-paint.ts; the development server keeps its own script order).

export const streamTimeout = 5_000;

const SITE_STYLES = styleElementText(siteCss);

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  entryContext: EntryContext,
  context: Readonly<RouterContextProvider>,
) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const page = pageContextOf(context);
  const nonce = page.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let statusCode = status;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <SiteStylesProvider value={SITE_STYLES}>
          <ServerRouter context={entryContext} url={request.url} nonce={nonce} />
        </SiteStylesProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          // Everything is rendered by now: take the whole page, to hold its scripts back.
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            headers.set("Content-Type", "text/html; charset=utf-8");
            const page = Buffer.concat(chunks).toString("utf8");
            const html = import.meta.env.PROD ? scriptsAfterFirstPaint(page, nonce) : page;
            resolve(new Response(html, { headers, status: statusCode }));
          });
          pipe(body);
        },
        onShellError: reject,
        onError(error) {
          statusCode = 500;
          page.logError(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}

/**
 * What failed in a loader or action goes into the server's JSON log (React Router's own
 * handler writes it to the console as plain text). A request the client gave up on, or one
 * React Router refused as the client's mistake (a POST to a page without a form, a path no
 * route matches: 4xx), is no failure of ours; its request line says enough.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  pageContextOf(context).logError(error);
};
