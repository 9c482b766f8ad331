import { useRef, useState } from "react";
import { Alert } from "../../components/ui/alert";
import { primaryButton } from "../../components/ui/button-styles";
import { FormField } from "../../components/ui/form-field";
import { PageLink } from "../../components/ui/page-link";
import { type Credentials, SignInFields } from "../../components/ui/sign-in-fields";
import { useTypedBeforeScripts } from "../../components/ui/use-typed-before-scripts";
import { signIn } from "../../lib/sign-in/sign-in";
import { authSwitchLink } from "./auth-card";
import { FORGOT_PASSWORD_ADDRESS } from "./login-page-state";
import { useSignInStep } from "./use-sign-in-step";

const NOT_POSTED = { email: "", error: "" };

/**
 * With JavaScript the form sends the credentials to the API as JSON. Without it, or before it
 * has loaded, the browser posts them in the body to this page, keeping `?redirectTo` (the
 * action in login-action.server.ts); never in the address, where history and logs keep them.
 * `initial` is what that action answered: the email as typed and the message. A right password
 * of an account with two-factor on hands over to the code form (`onCodeNeeded`).
 */
export function LoginForm({
  initial = NOT_POSTED,
  onCodeNeeded,
}: {
  initial?: { email: string; error: string };
  onCodeNeeded: (challenge: string) => void;
}) {
  const [credentials, setCredentials] = useState<Credentials>({ email: initial.email, password: "" });
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeScripts(form, setCredentials);
  const send = () => signIn(credentials.email, credentials.password);
  const { error, busy, submit } = useSignInStep(initial.error, send, { onChallenge: onCodeNeeded });

  return (
    <form ref={form} method="post" noValidate onSubmit={submit} className="space-y-5">
      <SignInFields Field={FormField} credentials={credentials} onChange={setCredentials} />
      {error && <Alert tone="error">{error}</Alert>}
      <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
        {busy ? "Signing in..." : "Sign in"}
      </button>
      <PageLink to={FORGOT_PASSWORD_ADDRESS} className={authSwitchLink}>
        Forgot your password?
      </PageLink>
    </form>
  );
}
