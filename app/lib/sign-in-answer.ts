import { messageFrom, type SendResult } from "./send-json";

// What the scripted sign-in forms read from the API's answer (POST /api/auth/login and
// /api/auth/login/code): SPEC §7's {success, token, data}, or a refusal.

type Answer = { success?: unknown; token?: unknown; challenge?: unknown; errors?: Record<string, unknown> };

const bodyOf = (result: SendResult): Answer | null =>
  result.ok || result.kind === "http" ? (result.body as Answer | null) : null;

/** SPEC §5: only an answer with both success and a token counts as signed in. */
export function isSignedIn(result: SendResult): boolean {
  const body = result.ok ? bodyOf(result) : null;
  return body?.success === true && typeof body.token === "string" && body.token !== "";
}

/** The password was right and a code is needed: the waiting sign-in to send it with. */
export function challengeOf(result: SendResult): string | null {
  const challenge = bodyOf(result)?.challenge;
  return typeof challenge === "string" && challenge ? challenge : null;
}

/** The waiting sign-in has ended (expired, or used): the password has to be given again. */
export const signInEnded = (result: SendResult) => typeof bodyOf(result)?.errors?.challenge === "string";

/** The server's text, or `fallback` when there is none or the call never reached it. */
export function refusalText(result: SendResult, fallback: string): string {
  return (
    (result.ok || result.kind === "network" ? undefined : messageFrom(result.body, ["error", "message"])) ??
    fallback
  );
}
