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
