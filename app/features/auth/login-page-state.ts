import type { PagePath } from "#domain/page-paths";
// What the login page shows after one of its forms was posted without JavaScript (the action in
// login-action.server.ts); with JavaScript the forms keep the same state themselves.

/** The hidden field that tells the page's action which of its two forms was posted. */
export const INTENT_FIELD = "intent";
export const FORGOT_PASSWORD_INTENT = "forgot-password";
/** The code form of a sign-in with two-factor on, after the password was right. */
export const SIGN_IN_CODE_INTENT = "sign-in-code";

/** The page's address that shows the forgot-password form instead of the sign-in form. */
export const FORGOT_PASSWORD_ADDRESS = "/login?forgot" satisfies PagePath;

/** A sign-in waiting for its code: the token the server gave for it, and the last message. */
export interface WaitingSignIn {
  challenge: string;
  error: string;
}

export type LoginPageState =
  | { form: "sign-in"; email: string; error: string }
  | ({ form: "sign-in-code" } & WaitingSignIn)
  | { form: "forgot-password"; email: string; error: string; sent: boolean };

/** A text field of a posted form; missing (or a file) reads as blank. */
export function postedText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
