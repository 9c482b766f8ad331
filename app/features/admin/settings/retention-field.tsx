import { useEffect, useState } from "react";
import type { Reauthentication } from "#domain/user";
import { TextField } from "../ui/fields";
import { noReauthentication, ReauthenticationFields, typedProof } from "../ui/reauthentication-fields";
import { secondaryButton } from "../ui/styles";

export const RETENTION_LABEL = "Keep enquiries for (months)";
const RETENTION_RULE = "Enter a whole number of months from 1 to 120";

interface RetentionFieldProps {
  months: number;
  busy: boolean;
  /** `proof`: the admin's password (and code); a new period needs it (issue 52, item 4). */
  onSave: (months: number, proof: Reauthentication) => Promise<void>;
}

/**
 * How long enquiries are kept after the last contact. The privacy page states it, and older
 * enquiries are deleted each night, so it is saved with a button, not as it is typed.
 */
export function RetentionField({ months, busy, onSave }: RetentionFieldProps) {
  const [typed, setTyped] = useState(String(months));
  const [error, setError] = useState<string | null>(null);
  const [proof, setProof] = useState(noReauthentication);
  useEffect(() => setTyped(String(months)), [months]);
  const changed = typed !== String(months);

  return (
    <form
      className="mt-4 flex flex-wrap items-start gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const value = Number(typed);
        const valid = /^\d+$/.test(typed.trim()) && value >= 1 && value <= 120;
        setError(valid ? null : RETENTION_RULE);
        if (valid) onSave(value, typedProof(proof)).then(() => setProof(noReauthentication()));
      }}
    >
      <TextField
        label={RETENTION_LABEL}
        type="number"
        inputMode="numeric"
        min={1}
        max={120}
        step={1}
        required
        className="w-full sm:w-72"
        value={typed}
        error={error}
        hint="Shown on the privacy page. Older enquiries, with their notes and replies, are deleted each night."
        onChange={(event) => setTyped(event.target.value)}
      />
      {changed ? (
        <div className="w-full">
          <ReauthenticationFields
            note="Needed to change how long enquiries are kept; every administrator is emailed about it."
            value={proof}
            onChange={setProof}
            errors={{}}
          />
        </div>
      ) : null}
      <button type="submit" className={`${secondaryButton} mt-6`} disabled={busy || !changed}>
        Save Retention Period
      </button>
    </form>
  );
}
