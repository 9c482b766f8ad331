import { useState } from "react";
import { useSearchParams } from "react-router";
import type { SignInStep } from "../../lib/sign-in/sign-in";
import { redirectTarget } from "./redirect-target";

/** Where a form hands over when a step needs another form: the code form, or the password again. */
export interface SignInHandOver {
  onChallenge?: (challenge: string) => void;
  onEnded?: (error: string) => void;
}

/**
 * The scripted submit of the login page's two forms (password, then code): send the form's
 * step, go to the page asked for once signed in, hand over to the other form, or show why not.
 */
export function useSignInStep(
  initialError: string,
  send: () => Promise<SignInStep>,
  handOver: SignInHandOver,
) {
  const [error, setError] = useState(initialError);
  const [busy, setBusy] = useState(false);
  const [searchParams] = useSearchParams();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError("");
    const step = await send();
    if ("signedIn" in step) {
      // A full page load, so the admin area starts with the new session cookie.
      window.location.assign(redirectTarget(searchParams.get("redirectTo")));
      return;
    }
    setBusy(false);
    if ("challenge" in step) handOver.onChallenge?.(step.challenge);
    else if (step.ended && handOver.onEnded) handOver.onEnded(step.error);
    else setError(step.error);
  }

  return { error, busy, searchParams, submit };
}
