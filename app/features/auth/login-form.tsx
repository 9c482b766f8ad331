import { useState } from "react";
import { useSearchParams } from "react-router";
import { LOGIN_RULES } from "../../../domain/auth-rules";
import { checkFields } from "../../../domain/text-rules";
import { Alert } from "../../components/ui/alert";
import { primaryButton } from "../../components/ui/button-styles";
import { FormField } from "../../components/ui/form-field";
import { messageFrom, sendJson } from "../../lib/send-json";
import { redirectTarget } from "./redirect-target";

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const [searchParams] = useSearchParams();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    // Both blank fields give the same text, so the first message says it all.
    const [problem] = Object.values(checkFields(LOGIN_RULES, { email, password }));
    setError(problem ?? "");
    if (problem) return;
    setBusy(true);
    const result = await sendJson("POST", "/api/auth/login", { email: email.trim(), password });
    const body = (result.ok ? result.body : null) as { success?: unknown; token?: unknown } | null;
    if (body?.success === true && typeof body.token === "string" && body.token) {
      // A full page load, so the admin area starts with the new session cookie.
      window.location.assign(redirectTarget(searchParams.get("redirectTo")));
      return;
    }
    setBusy(false);
    const fromServer =
      result.ok || result.kind === "network" ? undefined : messageFrom(result.body, ["error", "message"]);
    setError(fromServer ?? "Login failed. Please check your credentials.");
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormField
        label="Email address"
        name="email"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
        {busy ? "Signing in..." : "Sign in"}
      </button>
      <button
        type="button"
        onClick={onForgotPassword}
        className="w-full text-center text-sm font-medium text-indigo-800 underline dark:text-indigo-300"
      >
        Forgot your password?
      </button>
    </form>
  );
}
