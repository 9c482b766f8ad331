import type { Context } from "hono";
import { newNonce } from "../http/security-headers";
import type { ApiEnv } from "./env";
import { API_TITLE } from "./openapi-document";
import { REFERENCE_SCRIPT } from "./reference-script";

// Scalar draws the reference from the document in the browser: no fonts from its servers, no
// AI agent, no developer toolbar, nothing sent anywhere but to this site.
const SCALAR_CONFIGURATION = JSON.stringify({
  url: "/api/openapi.json",
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: "never",
  hideClientButton: true,
  documentDownloadType: "json",
});

/**
 * GET /api/docs: the API reference a developer reads. Its scripts run under the pages' own
 * policy, with this response's nonce (finish-response.ts). Zod, inside Scalar's bundle, probes
 * whether it may compile with `Function` unless told not to; the probe alone would be a CSP
 * violation, so it is told first. Public, as the document is, but kept out of search results.
 * The icon is the brand mark of the client build (app/lib/brand.ts), which the browser would
 * otherwise look for at /favicon.ico.
 */
export function referencePage(c: Context<ApiEnv>) {
  const nonce = newNonce();
  c.set("cspNonce", nonce);
  return c.html(
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${API_TITLE} reference</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<div id="reference"></div>
<script nonce="${nonce}">globalThis.__zod_globalConfig = { jitless: true };</script>
<script nonce="${nonce}" src="${REFERENCE_SCRIPT}"></script>
<script nonce="${nonce}">Scalar.createApiReference("#reference", ${SCALAR_CONFIGURATION});</script>
</body>
</html>
`,
    200,
    { "X-Robots-Tag": "noindex", "Cache-Control": "no-store" },
  );
}
