import { useEffect, useId, useRef, useState } from "react";
import { primaryButton, secondaryButton } from "../styles";
import type { MergePick } from "./three-way-merge";
import { type FieldDifference, valueClass } from "./version-conflict-panel";

interface MergeConflictPanelProps {
  /** What was saved meanwhile, as the heading names it: "this solution", "this page". */
  subject: string;
  /** The fields both admins changed, to different values (three-way-merge.ts). */
  conflicts: FieldDifference[];
  busy: boolean;
  /** Saves with the side picked for every field. */
  onSave: (picks: ReadonlyMap<string, MergePick>) => void;
  onDismiss: () => void;
}

const SIDES: { pick: MergePick; name: string }[] = [
  { pick: "mine", name: "Keep yours" },
  { pick: "stored", name: "Keep the stored one" },
];

/**
 * A stale save whose merge met fields both admins changed (decision 0080): everything else is
 * already merged into the form; here the admin picks, field by field, which side to keep.
 */
export function MergeConflictPanel({ subject, conflicts, busy, onSave, onDismiss }: MergeConflictPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const [picks, setPicks] = useState<ReadonlyMap<string, MergePick>>(new Map());
  const [unpicked, setUnpicked] = useState(false);
  // Keyboard and screen-reader users land on the explanation, not on a choice below it.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-md border border-amber-400 bg-amber-50 p-4 text-slate-900 dark:border-amber-700 dark:bg-amber-950 dark:text-slate-100"
    >
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-lg font-semibold">
        Someone else saved {subject} while you were editing
      </h2>
      <p className="mt-1 text-sm">
        Nothing was saved yet. Their changes and yours are both in the form now, except where you both changed
        the same field: choose which to keep for each, then save.
      </p>
      <div className="mt-3 flex flex-col gap-4">
        {conflicts.map((conflict, index) => (
          <fieldset key={conflict.field}>
            <legend className="font-medium">{conflict.label}</legend>
            <div className="mt-1 grid gap-2 sm:grid-cols-2">
              {SIDES.map(({ pick, name }) => (
                <label
                  key={pick}
                  className="flex cursor-pointer gap-2 rounded-md border border-amber-300 bg-white p-2 has-checked:border-indigo-600 has-checked:ring-2 has-checked:ring-indigo-600 dark:border-amber-800 dark:bg-slate-900"
                >
                  <input
                    type="radio"
                    name={`${id}-${index}`}
                    className="mt-1 size-4 shrink-0 accent-indigo-700"
                    checked={picks.get(conflict.field) === pick}
                    disabled={busy}
                    onChange={() => {
                      setPicks((current) => new Map(current).set(conflict.field, pick));
                      setUnpicked(false);
                    }}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="text-xs font-semibold uppercase tracking-wide">{name}</span>
                    <pre className={valueClass}>
                      {(pick === "mine" ? conflict.mine : conflict.stored) || "(empty)"}
                    </pre>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      {unpicked ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-800 dark:text-red-300">
          Choose yours or the stored one for each field.
        </p>
      ) : null}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <button
          type="button"
          className={primaryButton}
          disabled={busy}
          onClick={() => {
            if (conflicts.every((conflict) => picks.has(conflict.field))) onSave(picks);
            else setUnpicked(true);
          }}
        >
          {busy ? "Saving..." : "Save with these choices"}
        </button>
        <button type="button" className={secondaryButton} disabled={busy} onClick={onDismiss}>
          Not now
        </button>
      </div>
    </section>
  );
}
