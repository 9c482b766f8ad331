import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { serialize } from "hono/utils/cookie";

export const SESSION_COOKIE = "session";

/** Secure whenever the site is served over HTTPS. */
const secureFor = (publicUrl: string) => publicUrl.startsWith("https:");

/**
 * The Set-Cookie value that signs a browser in, for the API and the login page's own form
 * alike: httpOnly so page scripts cannot read it, SameSite=Lax so other sites' posts lack it.
 */
export function sessionCookie(session: { token: string; expiresAt: Date }, publicUrl: string): string {
  return serialize(SESSION_COOKIE, session.token, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: secureFor(publicUrl),
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(c: Context, publicUrl: string) {
  const cleared = serialize(SESSION_COOKIE, "", {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: secureFor(publicUrl),
    maxAge: 0,
  });
  c.header("Set-Cookie", cleared, { append: true });
}

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}
