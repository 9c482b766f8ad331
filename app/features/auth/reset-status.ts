/** SPEC §8: after a successful reset, the page goes on to /login after this delay. */
export const REDIRECT_DELAY_MS = 3000;

/** Where the reset form is: being filled in (with the last message), done, or refused. */
export type ResetStatus =
  | { kind: "editing"; error: string }
  | { kind: "done" }
  | { kind: "invalid"; detail: string };
