// What the scripted sign-in forms read from the API's answer (POST /api/auth/login and
// /api/auth/login/code): SPEC §7's {success, token, data}, or a refusal.

type Answer = { success?: unknown; token?: unknown; challenge?: unknown; errors?: Record<string, unknown> };

/** SPEC §5: only an answer with both success and a token counts as signed in. */
export function isSignedIn(body: unknown): boolean {
  const answer = body as Answer | undefined;
  return answer?.success === true && typeof answer.token === "string" && answer.token !== "";
}

/** The password was right and a code is needed: the waiting sign-in to send it with. */
export function challengeOf(body: unknown): string | null {
  const challenge = (body as Answer | undefined)?.challenge;
  return typeof challenge === "string" && challenge ? challenge : null;
}

/** The waiting sign-in has ended (expired, or used): the password has to be given again. */
export const signInEnded = (body: unknown) =>
  typeof (body as Answer | undefined)?.errors?.challenge === "string";
