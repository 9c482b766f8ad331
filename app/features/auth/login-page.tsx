import { useState } from "react";
import { AuthCard } from "./auth-card";
import { ForgotPasswordForm } from "./forgot-password-form";
import { LoginForm } from "./login-form";

export function LoginPage() {
  const [mode, setMode] = useState<"login" | "forgot">("login");
  return (
    <AuthCard title="Admin Login">
      {mode === "login" ? (
        <LoginForm onForgotPassword={() => setMode("forgot")} />
      ) : (
        <ForgotPasswordForm onBack={() => setMode("login")} />
      )}
    </AuthCard>
  );
}
