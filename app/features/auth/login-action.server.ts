import { data, redirect } from "react-router";
import type { SignInOutcome } from "#server/services/accounts/auth";
import { sessionCookie } from "#server/site/page-facade";
import type { PageContext } from "../../lib/page-context";
import {
  FORGOT_PASSWORD_INTENT,
  INTENT_FIELD,
  type LoginPageState,
  postedText,
  SIGN_IN_CODE_INTENT,
} from "./login-page-state";
import { redirectTarget } from "./redirect-target";
import { refusalInit } from "./refusal-init.server";

// The page that asks for the code holds the waiting sign-in: no cache may keep it.
const NOT_STORED = { "Cache-Control": "no-store" };

/**
 * The login page's forms posted without JavaScript (with it, they call the API). The auth
 * service the API uses decides, so both ways in share its rules, texts and allowances. A
 * sign-in sets the session cookie and redirects as the scripted form does; a right password
 * with two-factor on shows the code form; anything else shows the page again with the form's
 * message and the email as typed (never the password).
 */
export async function loginAction(request: Request, context: PageContext) {
  // A body that is not a form (a hand-made request) reads as an empty one: every field missing.
  const form = await request.formData().catch(() => new FormData());
  const fields = Object.fromEntries(form);
  const email = postedText(form, "email");
  const userAgent = request.headers.get("user-agent") ?? undefined;
  const { auth } = context.services;

  if (form.get(INTENT_FIELD) === FORGOT_PASSWORD_INTENT) {
    const outcome = await auth.forgotPassword(fields, context.clientIp);
    if (outcome.ok) {
      return { form: "forgot-password", email: "", error: "", sent: true } satisfies LoginPageState;
    }
    const state: LoginPageState = { form: "forgot-password", email, error: outcome.message, sent: false };
    return data(state, refusalInit(outcome));
  }

  const codePosted = form.get(INTENT_FIELD) === SIGN_IN_CODE_INTENT;
  const outcome: SignInOutcome = codePosted
    ? await auth.completeSignIn(fields, userAgent)
    : await auth.signIn(fields, context.clientIp, userAgent);
  context.logSignIn(codePosted ? "sign-in-code" : "sign-in", outcome);
  if (outcome.ok) {
    const target = redirectTarget(new URL(request.url).searchParams.get("redirectTo"));
    return redirect(target, {
      headers: { "Set-Cookie": sessionCookie(outcome, context.config.PUBLIC_URL), ...NOT_STORED },
    });
  }
  if ("challenge" in outcome) {
    const state: LoginPageState = { form: "sign-in-code", challenge: outcome.challenge, error: "" };
    return data(state, { headers: NOT_STORED });
  }
  // A wrong code keeps the waiting sign-in; one that has ended asks for the password again.
  if (codePosted && !outcome.errors?.challenge) {
    const state: LoginPageState = {
      form: "sign-in-code",
      challenge: postedText(form, "challenge"),
      error: outcome.message,
    };
    const init = refusalInit(outcome);
    return data(state, { ...init, headers: { ...(init.headers as Record<string, string>), ...NOT_STORED } });
  }
  const state: LoginPageState = { form: "sign-in", email, error: outcome.message };
  return data(state, refusalInit(outcome));
}
