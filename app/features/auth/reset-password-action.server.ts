import { data } from "react-router";
import { newPasswordError } from "#domain/accounts/new-password";
import type { PageContext } from "../../lib/page-context";
import { postedText } from "./login-page-state";
import { refusalInit } from "./refusal-init.server";
import { REDIRECT_DELAY_MS, type ResetStatus } from "./reset-status";

/**
 * The reset form posted without JavaScript (with it, the form calls the API). The form's own
 * checks come first, with the scripted form's texts; then the auth service the API uses.
 * Success shows the message and, by a Refresh header, goes on to /login after the same delay.
 */
export async function resetPasswordAction(request: Request, context: PageContext, token: string) {
  const form = await request.formData().catch(() => new FormData());
  const password = postedText(form, "password");
  const problem = newPasswordError(password, postedText(form, "confirmation"));
  if (problem) return data({ kind: "editing", error: problem } satisfies ResetStatus, { status: 400 });
  const outcome = await context.services.auth.resetPassword(token, { password }, context.clientIp);
  if (outcome.ok) {
    const refresh = `${REDIRECT_DELAY_MS / 1000}; url=/login`;
    return data({ kind: "done" } satisfies ResetStatus, { headers: { Refresh: refresh } });
  }
  // A refused password (a common one) is the form's problem, not the link's.
  if (outcome.errors?.password) {
    return data(
      { kind: "editing", error: outcome.errors.password } satisfies ResetStatus,
      refusalInit(outcome),
    );
  }
  return data({ kind: "invalid", detail: outcome.message } satisfies ResetStatus, refusalInit(outcome));
}
