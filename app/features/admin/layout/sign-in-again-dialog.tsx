import { useEffect, useRef, useState } from "react";
import { type Credentials, SignInFields } from "../../../components/ui/sign-in-fields";
import { type SignInStep, sendSignInCode, signIn } from "../../../lib/sign-in/sign-in";
import { offerSignIn } from "../api/http";
import { DialogFormFoot } from "../ui/dialogs/dialog-form-foot";
import { ModalDialog } from "../ui/dialogs/modal-dialog";
import { TextField } from "../ui/fields";
import { mutedText } from "../ui/styles";

/**
 * Sign-in over the screen when a request finds the session ended: the screen stays as it is,
 * with whatever was typed, and the refused request is sent again once signed in (see
 * withSignIn). Cancel lets the request fail as before, with SPEC §8's text.
 */
export function SignInAgainDialog({ email: knownEmail }: { email: string }) {
  const [answer, setAnswer] = useState<((signedIn: boolean) => void) | null>(null);
  const [credentials, setCredentials] = useState<Credentials>({ email: knownEmail, password: "" });
  // Set once the password was right and two-factor is on: the code is asked for next.
  const [challenge, setChallenge] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordField = useRef<HTMLInputElement>(null);
  const open = answer !== null;

  useEffect(() => offerSignIn(() => new Promise<boolean>((resolve) => setAnswer(() => resolve))), []);
  // The email is usually known already: the password is what is left to type. (This runs after
  // the dialog's own effect, which opens it and focuses its first field.)
  useEffect(() => {
    if (open) passwordField.current?.focus();
  }, [open]);

  function finish(signedIn: boolean) {
    answer?.(signedIn);
    setAnswer(null);
    setCredentials((typed) => ({ ...typed, password: "" }));
    setChallenge(null);
    setCode("");
    setError(null);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const step: SignInStep = challenge
      ? await sendSignInCode(challenge, code)
      : await signIn(credentials.email, credentials.password);
    setBusy(false);
    if ("signedIn" in step) return finish(true);
    if ("challenge" in step) return setChallenge(step.challenge);
    // An ended waiting sign-in starts over from the password.
    if (step.ended) setChallenge(null);
    setError(step.error);
  }

  return (
    <ModalDialog open={open} title="Your session has ended" onClose={() => finish(false)}>
      <p className={`mt-2 ${mutedText}`}>
        Sign in again to carry on. What you were doing is kept and goes ahead once you are signed in.
      </p>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        {challenge ? (
          <TextField
            label="Authentication code"
            hint="The 6-digit code from your authenticator app, or a recovery code."
            autoComplete="one-time-code"
            spellCheck={false}
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        ) : (
          <SignInFields
            Field={TextField}
            credentials={credentials}
            onChange={setCredentials}
            passwordRef={passwordField}
          />
        )}
        <DialogFormFoot error={error} onCancel={() => finish(false)} disabled={busy}>
          {busy ? "Signing in..." : "Sign in"}
        </DialogFormFoot>
      </form>
    </ModalDialog>
  );
}
