import { useState } from "react";
import { FORGOT_PASSWORD_RULES } from "../../../domain/auth-rules";
import { checkText } from "../../../domain/text-rules";
import { Alert } from "../../components/ui/alert";
import { primaryButton } from "../../components/ui/button-styles";
import { FormField } from "../../components/ui/form-field";
import { messageFrom, sendJson } from "../../lib/send-json";

const FALLBACK = "Failed to process your request. Please try again.";

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState("");
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problem = checkText(FORGOT_PASSWORD_RULES.email, email);
    setError(problem ?? "");
    if (problem) return;
    setBusy(true);
    const result = await sendJson("POST", "/api/auth/forgotpassword", { email: email.trim() });
    setBusy(false);
    if (result.ok) {
      const success = (result.body as { success?: unknown } | null)?.success;
      if (success === false) setError("Failed to send reset email");
      else setSent(true);
    } else {
      setError(
        result.kind === "network" ? FALLBACK : (messageFrom(result.body, ["error", "message"]) ?? FALLBACK),
      );
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
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
        onChange={(event) => setEmail(event.target.value)}
      />
      {error && <Alert tone="error">{error}</Alert>}
      {sent && <Alert tone="success">Password reset email sent! Please check your inbox.</Alert>}
      <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
        {busy ? "Sending..." : "Send reset link"}
      </button>
      <button
        type="button"
        onClick={onBack}
        className="w-full text-center text-sm font-medium text-indigo-800 underline dark:text-indigo-300"
      >
        Back to sign in
      </button>
    </form>
  );
}
