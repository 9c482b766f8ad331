import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";
import type { AuthEnv } from "../auth/middleware";
import type { Config } from "../config";
import type { Services } from "../services/container";
import type { PublicUser } from "../services/users";
import { clientIp } from "./client-ip";
import { createPageCache } from "./page-cache";
import { cacheKey, type PublicCache } from "./public-cache";
import { newNonce, pagePolicy } from "./security-headers";

export type PageContext = {
  services: Services;
  config: Config;
  user: PublicUser | null;
  cspNonce: string;
  /** The client's address, as rate limits count it. */
  clientIp: string;
  /** Marks this page as built from a fallback after a failed read: not to be stored anywhere. */
  noStore: () => void;
};
export type PageHandler = (request: Request, context: PageContext) => Promise<Response>;

/**
 * Serves React Router pages. In production each page gets a CSP with a fresh nonce, and pages
 * for anonymous visitors come from the public cache; signed-in visitors always get a fresh
 * render (their footer differs), and so does anything but a GET (a posted form's answer is the
 * visitor's own). In development (`publicCache` null) Vite's own inline scripts need neither.
 */
export function pagesHandler(
  services: Services,
  config: Config,
  pages: PageHandler,
  publicCache: PublicCache | null,
) {
  const cache = publicCache && createPageCache(publicCache);
  const production = publicCache !== null;
  return async (c: Context<AuthEnv>) => {
    const cspNonce = newNonce();
    const user = c.get("user");
    const render = async () => {
      let fallback = false;
      const ip = clientIp(c, config.TRUST_PROXY);
      const noStore = () => {
        fallback = true;
      };
      const response = await pages(c.req.raw, { services, config, user, cspNonce, clientIp: ip, noStore });
      if (fallback) response.headers.set("Cache-Control", "no-store");
      return response;
    };
    const response =
      cache && !user && c.req.method === "GET"
        ? await cache.respond(cacheKey(c.req.url), cspNonce, c.req.header("accept-encoding"), render)
        : await render();
    const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
    if (
      incoming &&
      c.req.method === "GET" &&
      response.status === 200 &&
      response.headers.get("content-type")?.startsWith("text/html")
    ) {
      services.insights.pageView(incoming);
    }
    if (!production) return response;
    // Set in place: re-wrapping the response would turn a cached page's string into a stream.
    response.headers.set("Content-Security-Policy", pagePolicy(cspNonce));
    if (user) response.headers.set("Cache-Control", "no-store");
    return response;
  };
}
