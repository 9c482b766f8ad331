import { useState } from "react";
import type { PagePath } from "#domain/page-paths";
import { Alert } from "../../components/ui/alert";
import { primaryButton } from "../../components/ui/button-styles";
import { FormField } from "../../components/ui/form-field";
import { sendSignInCode } from "../../lib/sign-in/sign-in";
import { authSwitchLink } from "./auth-card";
import { INTENT_FIELD, SIGN_IN_CODE_INTENT, type WaitingSignIn } from "./login-page-state";
import { useSignInStep } from "./use-sign-in-step";

/**
 * The second step of a sign-in with two-factor on: a code from the app, or a recovery code.
 * Like the password form it calls the API with JavaScript and posts to this page without it;
 * the waiting sign-in travels in a hidden field, the password is not asked for again.
 * `onEnded` goes back to the password form when the waiting sign-in has expired.
 */
export function SignInCodeForm({
  initial,
  onEnded,
}: {
  initial: WaitingSignIn;
  onEnded: (error: string) => void;
}) {
  const [code, setCode] = useState("");
  const { error, busy, searchParams, submit } = useSignInStep(
    initial.error,
    () => sendSignInCode(initial.challenge, code),
    { onEnded },
  );

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-5">
      <input type="hidden" name={INTENT_FIELD} value={SIGN_IN_CODE_INTENT} />
      <input type="hidden" name="challenge" value={initial.challenge} />
      <h2 className="text-lg font-semibold">Two-factor sign-in</h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery codes
        instead.
      </p>
      <FormField
        label="Authentication code"
        name="code"
        autoComplete="one-time-code"
        spellCheck={false}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
        {busy ? "Signing in..." : "Verify"}
      </button>
      {/* A full load: it starts the sign-in over, with or without JavaScript. */}
      <a
        href={`${"/login" satisfies PagePath}${searchParams.size > 0 ? `?${searchParams}` : ""}`}
        className={authSwitchLink}
      >
        Start again with your password
      </a>
    </form>
  );
}
