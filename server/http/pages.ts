import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import type { AuthEnv } from "../auth/middleware";
import type { Config } from "../config";
import type { Services } from "../services/container";
import type { PublicUser } from "../services/users";
import { createPageCache } from "./page-cache";

export type PageContext = {
  services: Services;
  config: Config;
  user: PublicUser | null;
  cspNonce: string;
};
export type PageHandler = (request: Request, context: PageContext) => Promise<Response>;

function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Serves React Router pages. In production each page gets a CSP with a fresh nonce, and pages
 * for anonymous visitors come from the page cache; signed-in visitors always get a fresh render
 * (their footer differs). In development Vite's own inline scripts need neither.
 */
export function pagesHandler(services: Services, config: Config, pages: PageHandler, production: boolean) {
  const cache = production ? createPageCache(services.events) : null;
  return async (c: Context<AuthEnv>) => {
    const cspNonce = randomBytes(16).toString("base64");
    const user = c.get("user");
    const render = () => pages(c.req.raw, { services, config, user, cspNonce });
    const response =
      cache && !user && c.req.method === "GET"
        ? await cache.respond(pathAndQuery(c.req.url), cspNonce, render)
        : await render();
    if (!production) return response;
    // Set in place: re-wrapping the response would turn a cached page's string into a stream.
    response.headers.set("Content-Security-Policy", contentSecurityPolicy(cspNonce));
    if (user) response.headers.set("Cache-Control", "no-store");
    return response;
  };
}

function pathAndQuery(url: string): string {
  const { pathname, search } = new URL(url);
  return pathname + search;
}
