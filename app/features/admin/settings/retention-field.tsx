import { useEffect, useState } from "react";
import type { Reauthentication } from "#domain/accounts/user";
import { monthsText, type RetentionPreview, retentionDeletes } from "#domain/sales-desk/retention-preview";
import { failureMessage } from "../../../lib/api-client";
import { fetchRetentionPreview } from "../api/settings";
import { ConfirmDialog } from "../ui/dialogs/confirm-dialog";
import {
  noReauthentication,
  ReauthenticationFields,
  typedProof,
} from "../ui/dialogs/reauthentication-fields";
import { ADMIN_FAILURES } from "../ui/error-catalogue";
import { TextField } from "../ui/fields";
import { secondaryButton } from "../ui/styles";

export const RETENTION_LABEL = "Keep enquiries for (months)";
const RETENTION_RULE = "Enter a whole number of months from 1 to 120";

const shorteningQuestion = (preview: RetentionPreview) =>
  `Keep enquiries for ${monthsText(preview.months)}? ${retentionDeletes(preview)}`;

interface RetentionFieldProps {
  months: number;
  busy: boolean;
  /** `proof`: the admin's password (and code); a new period needs it (issue 52, item 4). */
  onSave: (months: number, proof: Reauthentication) => Promise<void>;
}

/**
 * How long enquiries are kept after the last contact. The privacy page states it, and older
 * enquiries are deleted each night, so it is saved with a button, not as it is typed; a
 * shorter period first says how many enquiries the next run will delete, and asks.
 */
export function RetentionField({ months, busy, onSave }: RetentionFieldProps) {
  const [typed, setTyped] = useState(String(months));
  const [error, setError] = useState<string | null>(null);
  const [proof, setProof] = useState(noReauthentication);
  const [question, setQuestion] = useState<{ months: number; text: string } | null>(null);
  const [counting, setCounting] = useState(false);
  useEffect(() => setTyped(String(months)), [months]);
  const changed = typed !== String(months);

  const save = (value: number) => onSave(value, typedProof(proof)).then(() => setProof(noReauthentication()));

  async function askFirst(value: number) {
    setCounting(true);
    try {
      setQuestion({ months: value, text: shorteningQuestion(await fetchRetentionPreview(value)) });
    } catch (reason) {
      setError(failureMessage(reason, ADMIN_FAILURES.settings.retentionCount));
    } finally {
      setCounting(false);
    }
  }

  return (
    <form
      className="mt-4 flex flex-wrap items-start gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const value = Number(typed);
        const valid = /^\d+$/.test(typed.trim()) && value >= 1 && value <= 120;
        setError(valid ? null : RETENTION_RULE);
        if (!valid) return;
        if (value < months) void askFirst(value);
        else void save(value);
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
        hint="Counted from the last contact: arrival, reply, note, logged conversation, status change or assignment. Shown on the privacy page. Enquiries older than this, with their notes and replies, are deleted each night."
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
      <button type="submit" className={`${secondaryButton} mt-6`} disabled={busy || counting || !changed}>
        Save Retention Period
      </button>
      <ConfirmDialog
        open={question !== null}
        message={question?.text ?? ""}
        confirmLabel={question ? `Keep for ${monthsText(question.months)}` : "Save"}
        busy={busy}
        onConfirm={() => {
          if (question) void save(question.months);
          setQuestion(null);
        }}
        onCancel={() => setQuestion(null)}
      />
    </form>
  );
}
