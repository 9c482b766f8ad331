import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { serialize } from "hono/utils/cookie";
import { SIGNED_OUT_COOKIE } from "#domain/accounts/session";

/** Over HTTPS the cookie takes the `__Host-` prefix (see sessionCookieName). */
const SESSION_COOKIE = "session";

// Either name (sessionCookieName): any session cookie, valid or not, marks a signed-in browser.
const ANY_SESSION_COOKIE = new RegExp(`(?:^|;)\\s*(?:__Host-)?${SESSION_COOKIE}=`);

/** Whether a request carries credentials (a session cookie or a Bearer token), before checking them. */
export const carriesCredentials = (headers: { authorization?: string; cookie?: string }) =>
  headers.authorization !== undefined || ANY_SESSION_COOKIE.test(headers.cookie ?? "");

/** Secure whenever the site is served over HTTPS. */
const secureFor = (publicUrl: string) => publicUrl.startsWith("https:");

/**
 * Over HTTPS, `__Host-session`: browsers accept a cookie of that name only when it is Secure,
 * has Path=/ and no Domain, so a neighbouring subdomain cannot plant or overwrite a session
 * (ASVS 3.3.1). Plain HTTP (local use) cannot carry the prefix.
 */
const sessionCookieName = (publicUrl: string) =>
  secureFor(publicUrl) ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;

function serializeFor(publicUrl: string, value: string, lifetime: { expires: Date } | { maxAge: 0 }) {
  return serialize(sessionCookieName(publicUrl), value, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: secureFor(publicUrl),
    ...lifetime,
  });
}

/**
 * The Set-Cookie value that signs a browser in, for the API and the login page's own form
 * alike: httpOnly so page scripts cannot read it, SameSite=Lax so other sites' posts lack it.
 */
export function sessionCookie(session: { token: string; expiresAt: Date }, publicUrl: string): string {
  return serializeFor(publicUrl, session.token, { expires: session.expiresAt });
}

export function clearSessionCookie(c: Context, publicUrl: string) {
  c.header("Set-Cookie", serializeFor(publicUrl, "", { maxAge: 0 }), { append: true });
}

/** Only the name this site sets counts: over HTTPS a plain `session` cookie is ignored. */
export function readSessionCookie(c: Context, publicUrl: string): string | undefined {
  return getCookie(c, sessionCookieName(publicUrl));
}

/** Whether the browser says it signed out while the server could not be told. */
export const saysSignedOut = (c: Context) => getCookie(c, SIGNED_OUT_COOKIE) !== undefined;

/**
 * After a request that came with the signed-out marker: the marker goes, and so does the
 * session cookie, unless this very response signs the browser in again.
 */
export function clearSignedOut(c: Context, publicUrl: string) {
  const sessionName = `${sessionCookieName(publicUrl)}=`;
  if (!c.res.headers.getSetCookie().some((cookie) => cookie.startsWith(sessionName))) {
    clearSessionCookie(c, publicUrl);
  }
  c.header("Set-Cookie", serialize(SIGNED_OUT_COOKIE, "", { path: "/", maxAge: 0 }), { append: true });
}
