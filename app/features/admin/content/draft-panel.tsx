import { useState } from "react";
import { ConfirmDialog } from "../ui/dialogs/confirm-dialog";
import { PreviewButton } from "../ui/editing/preview-button";
import { secondaryButton } from "../ui/styles";

interface DraftPanelProps {
  /** Asks for the draft's signed preview link. */
  makeLink: () => Promise<{ url: string }>;
  busy: boolean;
  onDiscard: () => void;
}

/** A saved draft of a page's words: hidden from visitors, to preview and then publish or discard. */
export function DraftPanel({ makeLink, busy, onDiscard }: DraftPanelProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <section
      aria-label="Draft"
      className="flex flex-col gap-3 rounded-md border border-indigo-300 bg-indigo-50 p-4 text-slate-900 sm:flex-row sm:items-center sm:justify-between dark:border-indigo-700 dark:bg-indigo-950 dark:text-slate-100"
    >
      <p className="text-sm">
        <strong>Draft saved.</strong> Visitors do not see it until you publish it. The preview link works for
        7 days without signing in.
      </p>
      <div className="flex shrink-0 flex-wrap gap-3">
        <PreviewButton makeLink={makeLink} shows="the saved draft" />
        <button type="button" className={secondaryButton} disabled={busy} onClick={() => setConfirming(true)}>
          Discard Draft
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        message="Discard this draft? The published words stay as they are."
        confirmLabel="Discard Draft"
        busy={busy}
        onConfirm={() => {
          setConfirming(false);
          onDiscard();
        }}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
