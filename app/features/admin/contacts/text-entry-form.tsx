import { useId, useRef, useState } from "react";
import { checkText, type TextRule } from "#domain/text-rules";
import { type FailureTexts, saveFailureMessage } from "../../../lib/api-client";
import { ActionBanners } from "../ui/banner";
import { inputClass, labelClass, primaryButton } from "../ui/styles";

interface TextEntryFormProps {
  label: string;
  rule: TextRule;
  /** The button's text, and its text while the server is asked. */
  submit: { idle: string; busy: string };
  failure: FailureTexts;
  rows?: number;
  /** Shown under the box: what happens to the text once sent. */
  hint?: React.ReactNode;
  /** Shown inside the form above its button (a notice whose button submits the form sends the text again). */
  notice?: React.ReactNode;
  /** Said once the server has stored it, until the next one is typed, e.g. "Reply sent to …". */
  savedText: string;
  /** Told of every change of the text (the panel says when a reply is being written). */
  onTextChange?: (text: string) => void;
  /** Stores the text; false when it was held back on purpose (the text stays, with no error). */
  onSave: (body: string) => Promise<undefined | false>;
}

/**
 * A text an admin writes on an enquiry: a note, a reply. What was typed stays in the box until
 * the server has stored it, so a failed save (network down, enquiry deleted meanwhile) loses
 * nothing.
 */
export function TextEntryForm({
  label,
  rule,
  submit,
  failure,
  rows = 3,
  hint,
  notice,
  savedText,
  onTextChange,
  onSave,
}: TextEntryFormProps) {
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [body, setText] = useState("");
  const [saved, setSaved] = useState(false);
  const setBody = (text: string) => {
    setText(text);
    setSaved(false);
    onTextChange?.(text);
  };
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const length = body.trim().length;

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const problem = checkText(rule, body);
    setError(problem ?? null);
    setSaved(false);
    if (problem) return;
    setBusy(true);
    try {
      if ((await onSave(body.trim())) !== false) {
        setBody("");
        setSaved(true);
      }
    } catch (reason) {
      setError(saveFailureMessage(reason, failure));
    } finally {
      setBusy(false);
      // The button was disabled while busy, which drops the focus out of the panel: back to the box.
      box.current?.focus();
    }
  }

  return (
    <form onSubmit={save} className="mt-3 space-y-2" noValidate>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        id={id}
        ref={box}
        rows={rows}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        aria-describedby={`${id}-count${hint ? ` ${id}-hint` : ""}`}
        className={inputClass}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {notice}
      <div className="flex items-center justify-between gap-3">
        <span
          id={`${id}-count`}
          className={`text-xs ${length > rule.max ? "font-semibold text-red-700 dark:text-red-300" : "text-slate-600 dark:text-slate-400"}`}
        >
          {length} / {rule.max} characters
        </span>
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? submit.busy : submit.idle}
        </button>
      </div>
      <ActionBanners action={{ error, success: saved ? savedText : null }} />
    </form>
  );
}
