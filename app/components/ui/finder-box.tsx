import {
  FINDER_HINT,
  FINDER_LABEL,
  FINDER_MAX_CHARS,
  FINDER_PARAM,
  FINDER_PATH,
} from "#domain/content/finder";
import { primaryButton } from "./button-styles";

/**
 * "Describe your business problem" (issue 51): a plain GET form to the finder's page, on the
 * home page, the catalogue and the finder's own page. No script: it works before and without
 * JavaScript and adds nothing to a page's first-load JavaScript beyond its markup.
 */
export function FinderBox({
  text = "",
  id = "finder",
  className = "",
  compact = false,
}: {
  text?: string;
  id?: string;
  className?: string;
  /** On a phone, one line with its button beside it, the hint for screen readers only: the catalogue's first result stays on the first screen. */
  compact?: boolean;
}) {
  return (
    <form action={FINDER_PATH} method="get" aria-labelledby={`${id}-label`} className={className}>
      <label id={`${id}-label`} htmlFor={`${id}-text`} className="block text-lg font-semibold">
        {FINDER_LABEL}
      </label>
      <p
        id={`${id}-hint`}
        className={`mt-1 text-sm text-slate-700 dark:text-slate-300 ${compact ? "max-sm:sr-only" : ""}`}
      >
        {FINDER_HINT}
      </p>
      <div className={`mt-3 flex gap-3 ${compact ? "items-start" : "flex-col sm:flex-row sm:items-start"}`}>
        <textarea
          id={`${id}-text`}
          name={FINDER_PARAM}
          defaultValue={text}
          required
          rows={compact ? 1 : 2}
          maxLength={FINDER_MAX_CHARS}
          aria-describedby={`${id}-hint`}
          className="min-h-12 w-full flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100"
        />
        <button type="submit" className={`${primaryButton} shrink-0 ${compact ? "" : "sm:mt-1"}`}>
          Find solutions
        </button>
      </div>
    </form>
  );
}
