/** One of a user's sessions as the API lists it (GET /api/auth/sessions) and the Account screen shows it. */
export interface SessionSummary {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  /** "Chrome on Android" (server/auth/device-summary.ts). */
  device: string;
  /** The session this request came with: "This device". */
  current: boolean;
}

/**
 * A cookie the browser sets itself when a logout could not reach the server (SPEC §4: logout
 * signs out whether or not the call succeeds). The session cookie is httpOnly, out of a
 * script's reach; the server ends a session that arrives with this beside it.
 */
export const SIGNED_OUT_COOKIE = "signed-out";
