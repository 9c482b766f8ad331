import { formatDateTime } from "../format";
import { primaryButton, secondaryButton } from "../styles";
import type { KeptDraft, useKeptDraft } from "./use-kept-draft";

interface KeptDraftOfferProps<T> {
  /** What useKeptDraft answered. */
  kept: ReturnType<typeof useKeptDraft<T>>;
  /** Takes the kept form (and the version it was typed over) into the editor. */
  onRestore: (draft: KeptDraft<T>) => void;
}

/** Offers back the unsaved changes an editor kept in this browser (use-kept-draft.ts). */
export function KeptDraftOffer<T>({ kept, onRestore }: KeptDraftOfferProps<T>) {
  if (!kept.offered) return null;
  return (
    <section
      aria-label="Unsaved changes"
      className="flex flex-col gap-3 rounded-md border border-amber-400 bg-amber-50 p-4 text-sm text-slate-900 sm:flex-row sm:items-center sm:justify-between dark:border-amber-700 dark:bg-amber-950 dark:text-slate-100"
    >
      <p>
        You have unsaved changes from {formatDateTime(kept.offered.keptAt)}, kept in this browser. The form
        shows the saved version until you restore them.
      </p>
      <div className="flex shrink-0 flex-wrap gap-2">
        <button
          type="button"
          className={primaryButton}
          onClick={() => {
            const draft = kept.restore();
            if (draft) onRestore(draft);
          }}
        >
          Restore unsaved changes
        </button>
        <button type="button" className={secondaryButton} onClick={kept.discard}>
          Discard
        </button>
      </div>
    </section>
  );
}
