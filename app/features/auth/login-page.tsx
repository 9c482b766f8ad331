import { useState } from "react";
import { useSearchParams } from "react-router";
import { AuthCard } from "./auth-card";
import { ForgotPasswordForm } from "./forgot-password-form";
import { LoginForm } from "./login-form";
import type { LoginPageState, WaitingSignIn } from "./login-page-state";
import { SignInCodeForm } from "./sign-in-code-form";

type SignInStep =
  | { form: "sign-in"; email: string; error: string }
  | ({ form: "sign-in-code" } & WaitingSignIn);

/** Password, then (with two-factor on) the code: both on this page, with or without JavaScript. */
function SignIn({ posted }: { posted?: LoginPageState }) {
  const [step, setStep] = useState<SignInStep | undefined>(
    posted?.form === "forgot-password" ? undefined : posted,
  );
  return step?.form === "sign-in-code" ? (
    <SignInCodeForm initial={step} onEnded={(error) => setStep({ form: "sign-in", email: "", error })} />
  ) : (
    <LoginForm
      initial={step}
      onCodeNeeded={(challenge) => setStep({ form: "sign-in-code", challenge, error: "" })}
    />
  );
}

/**
 * Sign-in, or the forgot-password form at /login?forgot: the switch is a link, so it works
 * without JavaScript too. `posted` is the page action's answer to a form posted without it.
 */
export function LoginPage({ posted }: { posted?: LoginPageState }) {
  const [searchParams] = useSearchParams();
  return (
    <AuthCard title="Admin Login">
      {searchParams.has("forgot") ? (
        <ForgotPasswordForm initial={posted?.form === "forgot-password" ? posted : undefined} />
      ) : (
        <SignIn posted={posted} />
      )}
    </AuthCard>
  );
}
