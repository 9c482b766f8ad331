import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { newPasswordError } from "#domain/accounts/new-password";
import type { PagePath } from "#domain/page-paths";
import { Alert } from "../../components/ui/alert";
import { primaryButton } from "../../components/ui/button-styles";
import { FormField } from "../../components/ui/form-field";
import { PageLink } from "../../components/ui/page-link";
import { useTypedBeforeScripts } from "../../components/ui/use-typed-before-scripts";
import { ApiError, messageFrom, refusalText, sendJson } from "../../lib/api-client";
import { AuthCard } from "./auth-card";
import { REDIRECT_DELAY_MS, type ResetStatus } from "./reset-status";

const NOT_POSTED: ResetStatus = { kind: "editing", error: "" };

/** The server's message for the password field, when that field is what it refused. */
function passwordRefusal(failure: unknown): string | undefined {
  if (!(failure instanceof ApiError)) return undefined;
  return messageFrom((failure.body as { errors?: unknown } | undefined)?.errors, ["password"]);
}

const INVALID_LINK = "Failed to reset password. The token may be invalid or expired.";

/** The form's two fields, in the order shown; to a password manager both are the new password. */
const NEW_PASSWORD_FIELDS = [
  { name: "password", label: "New password" },
  { name: "confirmation", label: "Confirm new password" },
] as const;
type NewPassword = Record<(typeof NEW_PASSWORD_FIELDS)[number]["name"], string>;

/**
 * With JavaScript the form sends the new password to the API as JSON. Without it, or before it
 * has loaded, the browser posts it in the body to this page (reset-password-action.server.ts),
 * which answers with the status to start from (`posted`).
 */
export function ResetPasswordPage({ token, posted = NOT_POSTED }: { token: string; posted?: ResetStatus }) {
  const [typed, setTyped] = useState<NewPassword>({ password: "", confirmation: "" });
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeScripts(form, setTyped);
  const [error, setError] = useState(posted.kind === "editing" ? posted.error : "");
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<ResetStatus>(posted);
  const navigate = useNavigate();

  useEffect(() => {
    if (status.kind !== "done") return;
    const timer = setTimeout(
      () => navigate("/login" satisfies PagePath, { viewTransition: true }),
      REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [status, navigate]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problem = token ? newPasswordError(typed.password, typed.confirmation) : "Invalid reset token";
    setError(problem ?? "");
    if (problem) return;
    setBusy(true);
    try {
      await sendJson("PUT", `/api/auth/resetpassword/${encodeURIComponent(token)}`, {
        password: typed.password,
      });
      setStatus({ kind: "done" });
    } catch (failure) {
      const refusedPassword = passwordRefusal(failure);
      // The link is fine; the password is not (a common one): choose another here.
      if (refusedPassword) setError(refusedPassword);
      else setStatus({ kind: "invalid", detail: refusalText(failure, INVALID_LINK) });
    } finally {
      setBusy(false);
    }
  }

  if (status.kind === "invalid") {
    return (
      <AuthCard title="Reset Password">
        <p className="text-slate-800 dark:text-slate-200">
          The reset link appears to be invalid or has expired.
        </p>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{status.detail}</p>
        <PageLink to={"/login" satisfies PagePath} className={`${primaryButton} mt-6`}>
          Back to login
        </PageLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset Password">
      {status.kind === "done" ? (
        <Alert tone="success">
          Your password has been reset successfully. Taking you to the login page...
        </Alert>
      ) : (
        <form ref={form} method="post" noValidate onSubmit={submit} className="space-y-5">
          {NEW_PASSWORD_FIELDS.map(({ name, label }) => (
            <FormField
              key={name}
              label={label}
              name={name}
              type="password"
              autoComplete="new-password"
              value={typed[name]}
              onChange={(event) => setTyped((current) => ({ ...current, [name]: event.target.value }))}
            />
          ))}
          {error && <Alert tone="error">{error}</Alert>}
          <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
            {busy ? "Resetting..." : "Reset password"}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
