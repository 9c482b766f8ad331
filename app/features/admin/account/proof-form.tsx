import { useState } from "react";
import { CODE_RULE, CURRENT_PASSWORD_RULE } from "#domain/accounts/two-factor";
import type { FieldErrors } from "#domain/text-rules";
import { checkText } from "#domain/text-rules";
import type { FailureTexts } from "../../../lib/api-client";
import { MaybeBanner } from "../ui/banner";
import { TextField } from "../ui/fields";
import { primaryButton, secondaryButton } from "../ui/styles";
import { useFormSubmit } from "../ui/use-form-submit";

// The small forms of two-factor sign-in, each asking for proof that the person at the screen
// owns the account: their password, a code, or both.

type ProofField = "currentPassword" | "code";
export type Proof = Record<ProofField, string>;

const FIELDS = {
  currentPassword: {
    label: "Current password",
    type: "password",
    autoComplete: "current-password",
    rule: CURRENT_PASSWORD_RULE,
  },
  code: {
    label: "Code from your authenticator app",
    type: "text",
    autoComplete: "one-time-code",
    rule: CODE_RULE,
  },
} as const;

interface ProofFormProps {
  fields: readonly ProofField[];
  /** Shown under the code field, e.g. that a recovery code works too. */
  codeHint?: string;
  submitLabel: string;
  failure: FailureTexts;
  /** The call; its success moves the screen on, its failure shows at a field or above the buttons. */
  send: (proof: Proof) => Promise<void>;
  onCancel?: () => void;
}

export function ProofForm({ fields, codeHint, submitLabel, failure, send, onCancel }: ProofFormProps) {
  const [values, setValues] = useState<Proof>({ currentPassword: "", code: "" });
  const { busy, error, fieldErrors, setFieldErrors, submit } = useFormSubmit(fields, failure);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const problems: FieldErrors<ProofField> = {};
    for (const field of fields) {
      const problem = checkText(FIELDS[field].rule, values[field]);
      if (problem) problems[field] = problem;
    }
    setFieldErrors(problems);
    if (Object.keys(problems).length > 0) return;
    await submit(() => send(values));
  }

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md">
      <fieldset disabled={busy} className="flex flex-col gap-3">
        {fields.map((field) => {
          const { label, type, autoComplete } = FIELDS[field];
          return (
            <TextField
              key={field}
              label={label}
              type={type}
              required
              autoComplete={autoComplete}
              spellCheck={false}
              hint={field === "code" ? codeHint : undefined}
              value={values[field]}
              error={fieldErrors[field]}
              onChange={(e) => setValues((current) => ({ ...current, [field]: e.target.value }))}
            />
          );
        })}
        <MaybeBanner tone="error" message={error} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={primaryButton}>
            {busy ? "Saving..." : submitLabel}
          </button>
          {onCancel ? (
            <button type="button" className={secondaryButton} onClick={onCancel}>
              Cancel
            </button>
          ) : null}
        </div>
      </fieldset>
    </form>
  );
}
