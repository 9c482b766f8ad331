import type { Context, MiddlewareHandler } from "hono";
import { fail } from "../api/respond";
import { fromOwnOrigin, isSafeMethod } from "../http/same-origin";
import type { SessionService } from "../services/sessions";
import type { PublicUser } from "../services/users";
import { readSessionCookie } from "./session-cookie";

export type AuthVariables = {
  user: PublicUser | null;
  /** This request's session: its raw token, how it arrived, and the id it is listed by. */
  session: { token: string; via: "bearer" | "cookie"; id: string } | null;
};
export type AuthEnv = { Variables: AuthVariables };

type PresentedToken = { token: string; via: "bearer" | "cookie" };

function sessionToken(c: Context, publicUrl: string): PresentedToken | null {
  const header = c.req.header("authorization");
  const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return { token: bearer, via: "bearer" };
  const cookie = readSessionCookie(c, publicUrl);
  return cookie ? { token: cookie, via: "cookie" } : null;
}

/** Resolves the session (Bearer header first, then cookie) into `user`; never rejects. */
export function authenticate(sessions: SessionService, publicUrl: string): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const presented = sessionToken(c, publicUrl);
    const found = presented ? await sessions.findUser(presented.token) : null;
    const user = found?.user ?? null;
    c.set("session", presented && found ? { ...presented, id: found.sessionId } : null);
    c.set("user", user);
    await next();
    // Responses that depend on who is asking must never be stored by a shared cache.
    if (user) c.header("Cache-Control", "no-store");
  };
}

export const requireUser: MiddlewareHandler<AuthEnv> = async (c, next) => {
  if (!c.get("user")) return fail(c, 401, "Not authorised: please sign in");
  await next();
};

export const requireAdmin: MiddlewareHandler<AuthEnv> = async (c, next) => {
  const user = c.get("user");
  if (!user) return fail(c, 401, "Not authorised: please sign in");
  if (user.role !== "admin") return fail(c, 403, "Forbidden: administrator access required");
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
    if (write && !fromOwnOrigin(c, allowed)) return fail(c, 403, "Forbidden: cross-site request");
    await next();
  };
}
