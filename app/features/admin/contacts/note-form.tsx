import { useId, useState } from "react";
import { NOTE_MAX_LENGTH, noteProblem } from "#domain/contact-admin";
import { saveFailureMessage } from "../api/http";
import { MaybeBanner } from "../ui/banner";
import { inputClass, labelClass, primaryButton } from "../ui/styles";

const NOTE_FAILURE = {
  failed: "Failed to save the note",
  errored: "An error occurred while saving the note",
};

/**
 * Adds an internal note. What was typed stays in the box until the server has stored it, so a
 * failed save (network down, enquiry deleted meanwhile) loses nothing.
 */
export function NoteForm({ onSave }: { onSave: (body: string) => Promise<void> }) {
  const id = useId();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const length = body.trim().length;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problem = noteProblem(body);
    setError(problem ?? null);
    if (problem) return;
    setBusy(true);
    try {
      await onSave(body.trim());
      setBody("");
    } catch (reason) {
      setError(saveFailureMessage(reason, NOTE_FAILURE));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="mt-3 space-y-2" noValidate>
      <label htmlFor={id} className={labelClass}>
        New note
      </label>
      <textarea
        id={id}
        rows={3}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        aria-describedby={`${id}-count`}
        className={inputClass}
      />
      <div className="flex items-center justify-between gap-3">
        <span
          id={`${id}-count`}
          className={`text-xs ${length > NOTE_MAX_LENGTH ? "font-semibold text-red-700 dark:text-red-300" : "text-slate-600 dark:text-slate-400"}`}
        >
          {length} / {NOTE_MAX_LENGTH} characters
        </span>
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? "Saving..." : "Add note"}
        </button>
      </div>
      <MaybeBanner tone="error" message={error} />
    </form>
  );
}
