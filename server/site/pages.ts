import type { Context } from "hono";
import type { Logger } from "pino";
import { secretRouteOf } from "#domain/secret-paths";
import { logSignIn, securityLog } from "../api/shared/security-log";
import type { Config } from "../config";
import type { AuthEnv } from "../http/authenticate";
import { clientIp } from "../http/client-ip";
import { createPageCache } from "../http/public-cache/page-cache";
import { cacheKey, mayShareAnswer, type PublicCache } from "../http/public-cache/store";
import type { FinishVariables } from "../http/responses/finish-response";
import { newNonce } from "../http/responses/security-headers";
import type { SignInOutcome } from "../services/accounts/auth";
import type { PublicUser } from "../services/accounts/users";
import type { Services } from "../services/container";

export type PageContext = {
  services: Services;
  config: Config;
  user: PublicUser | null;
  cspNonce: string;
  /** The client's address, as rate limits count it. */
  clientIp: string;
  /**
   * Marks this page as not to be stored anywhere: built from a fallback after a failed read, or
   * carrying something issued for this response alone (the contact form's time token).
   */
  noStore: () => void;
  /** Logs what failed while the page was built, as one JSON line with the request's id. */
  logError: (error: unknown) => void;
  /** Logs a sign-in through the page's form as the API logs one (docs/security.md, "What is logged"). */
  logSignIn: (event: "sign-in" | "sign-in-code", outcome: SignInOutcome) => void;
};
export type PageHandler = (request: Request, context: PageContext) => Promise<Response>;

/**
 * Serves React Router pages. In production each page gets a CSP with a fresh nonce (named in
 * `cspNonce` for finish-response.ts), and pages for anonymous visitors come from the public
 * cache; signed-in visitors always get a fresh render (their footer differs), and so does
 * anything but a GET (a posted form's answer is the visitor's own), and a page whose path
 * carries a secret (a reset link), which no cache in between may keep either. In development
 * (`publicCache` null) Vite's own inline scripts need neither.
 */
export function pagesHandler(
  services: Services,
  config: Config,
  pages: PageHandler,
  publicCache: PublicCache | null,
  logger: Logger,
) {
  const cache = publicCache && createPageCache(publicCache);
  const audit = securityLog(logger, config.TRUST_PROXY);
  const production = publicCache !== null;
  return async (c: Context<AuthEnv & { Variables: FinishVariables }>) => {
    const cspNonce = newNonce();
    const user = c.get("user");
    const render = async () => {
      let fallback = false;
      const ip = clientIp(c, config.TRUST_PROXY);
      const noStore = () => {
        fallback = true;
      };
      const logError = (error: unknown) =>
        logger.error({ err: error, reqId: c.get("requestId") }, "page failed");
      const response = await pages(c.req.raw, {
        services,
        config,
        user,
        cspNonce,
        clientIp: ip,
        noStore,
        logError,
        logSignIn: (event, outcome) => logSignIn(audit, c, event, outcome),
      });
      if (fallback) response.headers.set("Cache-Control", "no-store");
      return response;
    };
    const secret = secretRouteOf(c.req.path) !== undefined;
    const shared =
      cache &&
      !secret &&
      mayShareAnswer(c.req.method, {
        authorization: c.req.header("authorization"),
        cookie: c.req.header("cookie"),
      });
    const response = shared
      ? await cache.respond(cacheKey(c.req.url), cspNonce, c.req.header("accept-encoding"), render)
      : await render();
    // Set in place: re-wrapping the response would turn a cached page's string into a stream.
    if (secret || (production && user)) response.headers.set("Cache-Control", "no-store");
    if (production) c.set("cspNonce", cspNonce);
    return response;
  };
}
