import { LOGIN_RULES } from "#domain/accounts/auth-rules";
import { CODE_RULE } from "#domain/accounts/two-factor";
import { checkFields, checkText } from "#domain/text-rules";
import { ApiError, refusalText, sendJson } from "../api-client";
import { challengeOf, isSignedIn, signInEnded } from "./sign-in-answer";

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

/** One step's answer: its body, and the failure when the server refused or was not reached. */
async function answer(path: string, payload: unknown): Promise<{ body: unknown; failure?: unknown }> {
  try {
    return { body: await sendJson("POST", path, payload) };
  } catch (failure) {
    return { body: failure instanceof ApiError ? failure.body : undefined, failure };
  }
}

export async function signIn(email: string, password: string): Promise<SignInStep> {
  // Both blank fields give the same text, so the first message says it all.
  const [problem] = Object.values(checkFields(LOGIN_RULES, { email, password }));
  if (problem) return { error: problem };
  const { body, failure } = await answer("/api/auth/login", { email: email.trim(), password });
  if (!failure && isSignedIn(body)) return { signedIn: true };
  const challenge = challengeOf(body);
  if (challenge) return { challenge };
  return { error: refusalText(failure, "Login failed. Please check your credentials.") };
}

/** The second step: a code from the authenticator app, or a recovery code. */
export async function sendSignInCode(challenge: string, code: string): Promise<SignInStep> {
  const problem = checkText(CODE_RULE, code);
  if (problem) return { error: problem };
  const { body, failure } = await answer("/api/auth/login/code", { challenge, code });
  if (!failure && isSignedIn(body)) return { signedIn: true };
  return { error: refusalText(failure, "Login failed. Please check your code."), ended: signInEnded(body) };
}
