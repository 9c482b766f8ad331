import { useEffect, useId, useRef } from "react";
import { mutedText, primaryButton, secondaryButton } from "../styles";

/** One field whose saved value differs between what the admin has and what is stored now. */
export interface FieldDifference {
  field: string;
  label: string;
  mine: string;
  stored: string;
}

interface VersionConflictPanelProps {
  /** What was saved meanwhile, as the heading names it: "this solution", "the settings". */
  subject: string;
  differences: FieldDifference[];
  /** True once the admin took the stored version: their text stays here to copy from. */
  reloaded: boolean;
  busy: boolean;
  onOverwrite: () => void;
  onReload: () => void;
  onDismiss: () => void;
}

// A quotation bar, not a box: these are values to read and copy, not fields to type in.
export const valueClass =
  "mt-1 max-h-48 overflow-auto whitespace-pre-wrap break-words border-l-4 border-amber-500 py-1 pl-3 font-sans text-sm text-slate-900 dark:text-slate-100";

/** A save refused because another admin saved first: what differs, and the two ways on. */
export function VersionConflictPanel(props: VersionConflictPanelProps) {
  const { subject, differences, reloaded, busy } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  // Keyboard and screen-reader users land on the explanation, not on a button below it.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-md border border-amber-400 bg-amber-50 p-4 text-slate-900 dark:border-amber-700 dark:bg-amber-950 dark:text-slate-100"
    >
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold">
        Someone else saved {subject} while you were editing
      </h2>
      <p className="mt-1 text-sm">
        {reloaded
          ? "The form now holds the stored version. What you typed is kept below to copy from."
          : "Nothing was saved. Compare what you typed with what is stored now, then keep yours or take the stored version."}
      </p>
      {differences.length === 0 ? (
        <p className={`mt-3 ${mutedText}`}>The stored version has the same content as yours.</p>
      ) : (
        <dl className="mt-3 flex flex-col gap-4">
          {differences.map((difference) => (
            <div key={difference.field}>
              <dt className="font-medium">{difference.label}</dt>
              <dd className="mt-1 grid gap-2 sm:grid-cols-2">
                <div>
                  <span className="text-xs font-semibold uppercase tracking-wide">Yours</span>
                  <pre className={valueClass}>{difference.mine || "(empty)"}</pre>
                </div>
                <div>
                  <span className="text-xs font-semibold uppercase tracking-wide">Stored now</span>
                  <pre className={valueClass}>{difference.stored || "(empty)"}</pre>
                </div>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {reloaded ? (
          <button type="button" className={secondaryButton} onClick={props.onDismiss}>
            Dismiss
          </button>
        ) : (
          <>
            <button type="button" className={primaryButton} disabled={busy} onClick={props.onOverwrite}>
              {busy ? "Saving..." : "Save mine over it"}
            </button>
            <button type="button" className={secondaryButton} disabled={busy} onClick={props.onReload}>
              Take the stored version
            </button>
          </>
        )}
      </div>
    </section>
  );
}
