import { useState } from "react";
import type { FailureTexts } from "../api/http";
import { ConfirmDialog } from "./confirm-dialog";
import type { Action } from "./use-action";

interface ConfirmedDeleteOptions {
  /** The screen's action state: its busy flag and error banner also cover the deletion. */
  action: Action;
  question: string;
  /** The confirming button, when the action is not a deletion ("Sign out"). */
  confirmLabel?: string;
  /** Shown in the screen's success banner afterwards. */
  successText?: string;
  remove: (id: string) => Promise<unknown>;
  failure: FailureTexts;
  /** Called after the server confirmed, to take the item out of the list in place. */
  onDeleted: (id: string) => void;
}

/** Delete after a confirmation dialog (SPEC §4): `requestDelete(item)` asks, the dialog does the rest. */
export function useConfirmedDelete<T extends { id: string }>({
  action,
  question,
  confirmLabel,
  successText,
  remove,
  failure,
  onDeleted,
}: ConfirmedDeleteOptions) {
  const [pending, setPending] = useState<T | null>(null);

  async function confirm() {
    if (!pending) return;
    const { id } = pending;
    const done = await action.run(() => remove(id).then(() => true), failure, successText);
    setPending(null);
    if (done) onDeleted(id);
  }

  const confirmDialog = (
    <ConfirmDialog
      open={pending !== null}
      message={question}
      confirmLabel={confirmLabel}
      busy={action.busy}
      onConfirm={confirm}
      onCancel={() => setPending(null)}
    />
  );
  return { requestDelete: setPending, confirmDialog };
}
