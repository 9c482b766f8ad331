import { SIGNED_OUT_COOKIE } from "#domain/accounts/session";
import { type Answered, call } from "./http";

/**
 * The signed-in user, as GET /api/auth/me sends it; `twoFactorSetupRequired`: REQUIRE_ADMIN_2FA
 * closes the admin area to them until two-factor sign-in is on.
 */
export type SignedInUser = Answered<"GET /api/auth/me">;

export const fetchCurrentUser = () => call("GET /api/auth/me");

/**
 * SPEC §4: logging out signs the browser out even when the server cannot be told. A script
 * cannot delete the httpOnly session cookie, so it sets the signed-out marker instead, and the
 * server ends the session with the next request that reaches it (server/http/authenticate.ts).
 * The failure is still thrown, for the caller to log.
 */
export async function logout() {
  try {
    await call("GET /api/auth/logout");
  } catch (error) {
    const secure = window.location.protocol === "https:" ? "; Secure" : "";
    // biome-ignore lint/suspicious/noDocumentCookie: one write-only marker; the Cookie Store API is not in every browser.
    document.cookie = `${SIGNED_OUT_COOKIE}=1; Path=/; SameSite=Lax${secure}`;
    throw error;
  }
}
