import { readdirSync } from "node:fs";
import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";

/**
 * Serves the client build (`build/client`). Only paths under its top-level names (assets/,
 * favicon.svg…) touch the file system: every other path is a page, and a stat per page view
 * would be work for nothing on the busiest routes.
 */
export function builtClientFiles(root: string): MiddlewareHandler {
  const topLevel = new Set(readdirSync(root));
  const serve = serveStatic({
    root,
    onFound: (path, c) => {
      // Hashed file names under /assets never change, so browsers may keep them for a year.
      if (path.includes("/assets/")) c.header("Cache-Control", "public, max-age=31536000, immutable");
    },
  });
  return (c, next) => (topLevel.has(c.req.path.split("/")[1] ?? "") ? serve(c, next) : next());
}
