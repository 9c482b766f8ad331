/** SPEC §8: after a successful reset, the page goes on to /login after this delay. */
export const REDIRECT_DELAY_MS = 3000;

/** Where the reset form is: being filled in (with the last message), done, or refused. */
export type ResetStatus =
  | { kind: "editing"; error: string }
  | { kind: "done" }
  | { kind: "invalid"; detail: string };

/** A link found used or expired when the page opened; the service's words for it. */
export const DEAD_LINK: ResetStatus = { kind: "invalid", detail: "Invalid or expired reset token" };
