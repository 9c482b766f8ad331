import { useRef, useState } from "react";
import { FORGOT_PASSWORD_RULES } from "#domain/accounts/auth-rules";
import type { PagePath } from "#domain/page-paths";
import { checkText } from "#domain/text-rules";
import { Alert } from "../../components/ui/alert";
import { primaryButton } from "../../components/ui/button-styles";
import { FormField } from "../../components/ui/form-field";
import { PageLink } from "../../components/ui/page-link";
import { useTypedBeforeScripts } from "../../components/ui/use-typed-before-scripts";
import { refusalText, sendJson } from "../../lib/api-client";
import { authSwitchLink } from "./auth-card";
import { FORGOT_PASSWORD_ADDRESS, FORGOT_PASSWORD_INTENT, INTENT_FIELD } from "./login-page-state";

const FALLBACK = "Failed to process your request. Please try again.";
const NOT_POSTED = { email: "", error: "", sent: false };

/**
 * With JavaScript the form calls the API; without it the browser posts it to the login page
 * (login-action.server.ts), which answers with `initial`: the message, or that it was sent.
 */
export function ForgotPasswordForm({
  initial = NOT_POSTED,
}: {
  initial?: { email: string; error: string; sent: boolean };
}) {
  const [typed, setTyped] = useState({ email: initial.email });
  const { email } = typed;
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeScripts(form, setTyped);
  const [error, setError] = useState(initial.error);
  const [sent, setSent] = useState(initial.sent);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problem = checkText(FORGOT_PASSWORD_RULES.email, email);
    setError(problem ?? "");
    if (problem) return;
    setBusy(true);
    try {
      const body = (await sendJson("POST", "/api/auth/forgotpassword", { email: email.trim() })) as
        | { success?: unknown }
        | undefined;
      if (body?.success === false) setError("Failed to send reset email");
      else setSent(true);
    } catch (failure) {
      setError(refusalText(failure, FALLBACK));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      ref={form}
      method="post"
      action={FORGOT_PASSWORD_ADDRESS}
      noValidate
      onSubmit={submit}
      className="space-y-5"
    >
      <input type="hidden" name={INTENT_FIELD} value={FORGOT_PASSWORD_INTENT} />
      <h2 className="text-lg font-semibold">Reset your password</h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Enter your email address and we will send you a link to choose a new password.
      </p>
      <FormField
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setTyped({ email: event.target.value })}
      />
      {error && <Alert tone="error">{error}</Alert>}
      {sent && <Alert tone="success">Password reset email sent! Please check your inbox.</Alert>}
      <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
        {busy ? "Sending..." : "Send reset link"}
      </button>
      <PageLink to={"/login" satisfies PagePath} className={authSwitchLink}>
        Back to sign in
      </PageLink>
    </form>
  );
}
