import { useSearchParams } from "react-router";
import { AuthCard } from "./auth-card";
import { ForgotPasswordForm } from "./forgot-password-form";
import { LoginForm } from "./login-form";
import type { LoginPageState } from "./login-page-state";

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
        <LoginForm initial={posted?.form === "sign-in" ? posted : undefined} />
      )}
    </AuthCard>
  );
}
