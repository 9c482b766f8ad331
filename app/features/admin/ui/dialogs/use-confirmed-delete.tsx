import { useState } from "react";
import type { Reauthentication } from "#domain/accounts/user";
import type { FailureTexts } from "../../../../lib/api-client";
import type { Action } from "../use-action";
import { ConfirmDialog } from "./confirm-dialog";
import { ReauthenticationDialog } from "./reauthentication-dialog";

interface ConfirmedDeleteOptions<T> {
  /** The screen's action state: its busy flag and error banner also cover the deletion. */
  action: Action;
  question: string;
  /** The confirming button, when the action is not a deletion ("Sign out"). */
  confirmLabel?: string;
  /** Shown in the screen's success banner afterwards. */
  successText?: string;
  remove: (id: string, proof?: Reauthentication) => Promise<unknown>;
  failure: FailureTexts;
  /** Called after the server confirmed, to take the item out of the list in place. */
  onDeleted: (id: string) => void;
  /**
   * For an item whose removal needs the acting admin's password (and code), why, shown with
   * the fields the confirmation then asks for; null for one that needs nothing.
   */
  proofNote?: (item: T) => string | null;
}

/** Delete after a confirmation dialog (SPEC §4): `requestDelete(item)` asks, the dialog does the rest. */
export function useConfirmedDelete<T extends { id: string }>({
  action,
  question,
  confirmLabel = "Delete",
  successText,
  remove,
  failure,
  onDeleted,
  proofNote,
}: ConfirmedDeleteOptions<T>) {
  const [pending, setPending] = useState<T | null>(null);
  const note = pending && proofNote ? proofNote(pending) : null;

  async function confirm() {
    if (!pending) return;
    const { id } = pending;
    const done = await action.run(() => remove(id).then(() => true), failure, successText);
    setPending(null);
    if (done) onDeleted(id);
  }

  function confirmed(id: string) {
    setPending(null);
    if (successText) action.succeeded(successText);
    else action.clearMessages();
    onDeleted(id);
  }

  const confirmDialog = (
    <>
      <ConfirmDialog
        open={pending !== null && note === null}
        message={question}
        confirmLabel={confirmLabel}
        busy={action.busy}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
      {pending && note ? (
        <ReauthenticationDialog
          question={question}
          note={note}
          confirmLabel={confirmLabel}
          failure={failure}
          send={(proof) => remove(pending.id, proof)}
          onDone={() => confirmed(pending.id)}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </>
  );
  return { requestDelete: setPending, confirmDialog };
}
