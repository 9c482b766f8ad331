import type { Context, MiddlewareHandler } from "hono";
import { TWO_FACTOR_TEXTS, twoFactorRequiredFor } from "#domain/accounts/two-factor";
import { clearSignedOut, readSessionCookie, saysSignedOut } from "../auth/session-cookie";
import { NOT_SIGNED_IN } from "../services/accounts/auth";
import type { SessionService } from "../services/accounts/sessions";
import type { PublicUser } from "../services/accounts/users";
import { HttpError } from "./http-error";
import { fromOwnOrigin, isSafeMethod } from "./same-origin";

export type AuthVariables = {
  user: PublicUser | null;
  /** This request's session: its raw token, how it arrived, and the id it is listed by. */
  session: { token: string; via: "bearer" | "cookie"; id: string } | null;
  /**
   * The user's second factor: whether it is on, and whether REQUIRE_ADMIN_2FA wants it on
   * before anything else (then only the setup's calls are allowed).
   */
  twoFactor: { enabled: boolean; setupRequired: boolean } | null;
};
export type AuthEnv = { Variables: AuthVariables };

/** Sent as `X-Activity: background` by requests no user action started (decision 0030). */
const ACTIVITY_HEADER = "x-activity";

type PresentedToken = { token: string; via: "bearer" | "cookie" };

function sessionToken(c: Context, publicUrl: string): PresentedToken | null {
  const header = c.req.header("authorization");
  const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return { token: bearer, via: "bearer" };
  const cookie = readSessionCookie(c, publicUrl);
  return cookie ? { token: cookie, via: "cookie" } : null;
}

/**
 * Resolves the session (Bearer header first, then cookie) into `user`; never rejects. A cookie
 * session beside the browser's signed-out marker is the logout that failed to arrive: it is
 * ended now, and the request is anonymous. `requireAdminTwoFactor` is REQUIRE_ADMIN_2FA.
 */
export function authenticate(
  sessions: SessionService,
  publicUrl: string,
  requireAdminTwoFactor: boolean,
): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    let presented = sessionToken(c, publicUrl);
    const signedOut = saysSignedOut(c);
    if (signedOut && presented?.via === "cookie") {
      await sessions.revoke(presented.token);
      presented = null;
    }
    // A request the page makes on its own (the inbox's poll) does not keep an idle session alive.
    const byUser = c.req.header(ACTIVITY_HEADER) !== "background";
    const found = presented ? await sessions.findUser(presented.token, byUser) : null;
    const user = found?.user ?? null;
    c.set("session", presented && found ? { ...presented, id: found.sessionId } : null);
    c.set("user", user);
    c.set(
      "twoFactor",
      found
        ? {
            enabled: found.twoFactor,
            setupRequired: !found.twoFactor && twoFactorRequiredFor(requireAdminTwoFactor, found.user.role),
          }
        : null,
    );
    await next();
    // Responses that depend on who is asking must never be stored by a shared cache.
    if (user) c.header("Cache-Control", "no-store");
    if (signedOut) clearSignedOut(c, publicUrl);
  };
}

/**
 * Whether a read that answers admins more than anyone (drafts, scheduled solutions) may answer
 * this request so: an admin, unless REQUIRE_ADMIN_2FA still asks for the second factor. Such a
 * session reads what an anonymous visitor reads (decision 0069), as a stolen password must not
 * reach what the requirement guards.
 */
export const readsAsAdmin = <E extends AuthEnv>(c: Context<E>) =>
  c.var.user?.role === "admin" && !c.var.twoFactor?.setupRequired;

/** Any signed-in user, also one who must set up two-factor sign-in first: the setup's own calls. */
export const requireUserDuringSetup: MiddlewareHandler<AuthEnv> = async (c, next) => {
  if (!c.get("user")) throw new HttpError(401, NOT_SIGNED_IN);
  await next();
};

/** A signed-in user, with two-factor sign-in set up where REQUIRE_ADMIN_2FA asks for it. */
export const requireUser: MiddlewareHandler<AuthEnv> = async (c, next) => {
  if (!c.get("user")) throw new HttpError(401, NOT_SIGNED_IN);
  if (c.get("twoFactor")?.setupRequired) throw new HttpError(403, TWO_FACTOR_TEXTS.setupRequired);
  await next();
};

export const requireAdmin: MiddlewareHandler<AuthEnv> = async (c, next) => {
  const user = c.get("user");
  if (!user) throw new HttpError(401, NOT_SIGNED_IN);
  if (user.role !== "admin") throw new HttpError(403, "Forbidden: administrator access required");
  if (c.get("twoFactor")?.setupRequired) throw new HttpError(403, TWO_FACTOR_TEXTS.setupRequired);
  await next();
};

/**
 * A browser sends the session cookie with cross-site requests too, so a state-changing request
 * authenticated by the cookie must come from our own origin. Bearer requests are unaffected.
 */
export function sameOriginForCookies(publicUrl: string): MiddlewareHandler<AuthEnv> {
  const allowed = new URL(publicUrl).origin;
  return async (c, next) => {
    const write = c.get("session")?.via === "cookie" && !isSafeMethod(c.req.method);
    if (write && !fromOwnOrigin(c, allowed)) throw new HttpError(403, "Forbidden: cross-site request");
    await next();
  };
}
