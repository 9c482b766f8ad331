import { LOGIN_RULES } from "#domain/auth-rules";
import { checkFields, checkText } from "#domain/text-rules";
import { CODE_RULE } from "#domain/two-factor";
import { sendJson } from "./send-json";
import { challengeOf, isSignedIn, refusalText, signInEnded } from "./sign-in-answer";

// Signing in through the API (the session cookie comes with the answer), shared by the login
// page's forms and the admin's sign-in-again dialog. Texts by SPEC §5 (both fields needed) and
// §8 (the server's text, else the form's fallback).

/** Where a step of signing in left the user. */
export type SignInStep =
  | { signedIn: true }
  /** The password was right and two-factor is on: send a code with this waiting sign-in. */
  | { challenge: string }
  /** `ended`: the waiting sign-in expired or was used up, so the password is needed again. */
  | { error: string; ended?: boolean };

export async function signIn(email: string, password: string): Promise<SignInStep> {
  // Both blank fields give the same text, so the first message says it all.
  const [problem] = Object.values(checkFields(LOGIN_RULES, { email, password }));
  if (problem) return { error: problem };
  const result = await sendJson("POST", "/api/auth/login", { email: email.trim(), password });
  if (isSignedIn(result)) return { signedIn: true };
  const challenge = challengeOf(result);
  if (challenge) return { challenge };
  return { error: refusalText(result, "Login failed. Please check your credentials.") };
}

/** The second step: a code from the authenticator app, or a recovery code. */
export async function sendSignInCode(challenge: string, code: string): Promise<SignInStep> {
  const problem = checkText(CODE_RULE, code);
  if (problem) return { error: problem };
  const result = await sendJson("POST", "/api/auth/login/code", { challenge, code });
  if (isSignedIn(result)) return { signedIn: true };
  return { error: refusalText(result, "Login failed. Please check your code."), ended: signInEnded(result) };
}
