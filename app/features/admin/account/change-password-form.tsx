import { useState } from "react";
import { CHANGE_PASSWORD_RULES } from "#domain/accounts/auth-rules";
import { newPasswordError } from "#domain/accounts/new-password";
import type { FieldErrors } from "#domain/text-rules";
import { checkText } from "#domain/text-rules";
import { changePassword } from "../api/account";
import { ActionBanners } from "../ui/banner";
import { ADMIN_FAILURES } from "../ui/error-catalogue";
import { TextField } from "../ui/fields";
import { panelClass, primaryButton } from "../ui/styles";
import { useFormSubmit } from "../ui/use-form-submit";

const EMPTY = { currentPassword: "", password: "", confirmation: "" };
type Field = keyof typeof EMPTY;
const FIELDS: { field: Field; label: string; autoComplete: string; hint?: string }[] = [
  { field: "currentPassword", label: "Current password", autoComplete: "current-password" },
  {
    field: "password",
    label: "New password",
    autoComplete: "new-password",
    hint: "At least 6 characters. Your other sessions will be signed out.",
  },
  { field: "confirmation", label: "Confirm new password", autoComplete: "new-password" },
];

/** Change one's own password (ASVS 7.5.1); the server ends the user's other sessions. */
export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const { busy, error, fieldErrors, setFieldErrors, submit } = useFormSubmit(
    FIELDS.map(({ field }) => field),
    ADMIN_FAILURES.changePassword.save,
  );
  const [success, setSuccess] = useState<string | null>(null);
  const set = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));

  function check(): FieldErrors<Field> {
    const current = checkText(CHANGE_PASSWORD_RULES.currentPassword, values.currentPassword);
    const problem = newPasswordError(values.password, values.confirmation);
    // A mismatch belongs to the confirmation; anything else to the new password itself.
    const ownProblem = checkText(CHANGE_PASSWORD_RULES.password, values.password);
    return {
      ...(current ? { currentPassword: current } : {}),
      ...(problem ? { [ownProblem ? "password" : "confirmation"]: problem } : {}),
    };
  }

  async function send(event: React.FormEvent) {
    event.preventDefault();
    setSuccess(null);
    const problems = check();
    setFieldErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const changed = await submit(() =>
      changePassword({ currentPassword: values.currentPassword, password: values.password }),
    );
    if (!changed) return;
    setValues(EMPTY);
    setSuccess(changed.message);
  }

  return (
    <section aria-labelledby="password-heading" className={panelClass}>
      <h2 id="password-heading" className="mb-3 text-lg font-semibold text-slate-900 dark:text-slate-50">
        Change password
      </h2>
      <form onSubmit={send} noValidate className="max-w-md">
        <fieldset disabled={busy} className="flex flex-col gap-3">
          {FIELDS.map(({ field, label, autoComplete, hint }) => (
            <TextField
              key={field}
              label={label}
              type="password"
              required
              autoComplete={autoComplete}
              hint={hint}
              value={values[field]}
              error={fieldErrors[field]}
              onChange={(e) => set(field, e.target.value)}
            />
          ))}
          <ActionBanners action={{ error, success }} />
          <div>
            <button type="submit" className={primaryButton}>
              {busy ? "Saving..." : "Change Password"}
            </button>
          </div>
        </fieldset>
      </form>
    </section>
  );
}
