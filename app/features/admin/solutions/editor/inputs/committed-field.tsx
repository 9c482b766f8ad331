import { useState } from "react";
import { TextField } from "../../../ui/fields";

interface CommittedFieldProps {
  label: string;
  required?: boolean;
  value: string;
  /** An error found elsewhere (on save); one from refusing the typed text comes first. */
  error?: string;
  /** Applies the typed text; returns why it was refused, or null. */
  onCommit: (typed: string) => string | null;
}

/**
 * A text field whose value is applied on blur or Enter, not per keystroke: a node id typed
 * letter by letter would otherwise pass through other nodes' ids (and take their connections),
 * and a coordinate would be rounded while "-" or "2." is still being typed.
 */
export function CommittedField({ label, required, value, error: found, onCommit }: CommittedFieldProps) {
  // null while nothing is being typed: the field then shows the applied value.
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  function commit() {
    if (draft === null) return;
    const refusal = onCommit(draft);
    setError(refusal);
    if (refusal === null) setDraft(null);
  }

  return (
    <TextField
      label={label}
      required={required}
      value={draft ?? value}
      error={error ?? found}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === "Enter") commit();
      }}
    />
  );
}
