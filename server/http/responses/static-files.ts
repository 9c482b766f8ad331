import { readdirSync } from "node:fs";
import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";
import { isCompressible, varyOnEncoding } from "./compression";

/**
 * Serves the client build (`build/client`). Only paths under its top-level names (assets/,
 * favicon.svg…) touch the file system: every other path is a page, and a stat per page view
 * would be work for nothing on the busiest routes. The build writes a brotli and a gzip copy
 * beside each text file (scripts/precompress-assets.mjs); a browser that accepts one gets it.
 */
export function builtClientFiles(root: string): MiddlewareHandler {
  const topLevel = new Set(readdirSync(root));
  const serve = serveStatic({ root, precompressed: true });
  return async (c, next) => {
    if (!topLevel.has(c.req.path.split("/")[1] ?? "")) return next();
    const response = await serve(c, next);
    if (!(response instanceof Response)) return response;
    // Hashed file names under /assets never change, so browsers may keep them for a year.
    if (c.req.path.startsWith("/assets/")) {
      response.headers.set("Cache-Control", "public, max-age=31536000, immutable");
    }
    // Caches must keep the encoded and the plain copy apart (serveStatic says so only when it
    // sends an encoded one).
    if (isCompressible(response.headers.get("Content-Type"))) {
      response.headers.set("Vary", varyOnEncoding(response.headers.get("Vary")));
    }
    return response;
  };
}
