import { useState } from "react";
import type { Reauthentication } from "#domain/accounts/user";
import type { FailureTexts } from "../../../../lib/api-client";
import { dangerButton } from "../styles";
import { useFormSubmit } from "../use-form-submit";
import { DialogFormFoot } from "./dialog-form-foot";
import { ModalDialog } from "./modal-dialog";
import {
  noReauthentication,
  REAUTHENTICATION_FIELDS,
  ReauthenticationFields,
  typedProof,
} from "./reauthentication-fields";

interface ReauthenticationDialogProps {
  question: string;
  /** When the proof is needed, under the fields' legend. */
  note: string;
  confirmLabel: string;
  failure: FailureTexts;
  /** The call, with the proof typed; a refusal shows at its field or in the dialog's banner. */
  send: (proof: Reauthentication) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * A confirmation that also asks for the acting admin's password (and code). Mounted while it is
 * asked, so nothing typed outlives it. Stays open, with what was typed, when the call fails.
 */
export function ReauthenticationDialog({
  question,
  note,
  confirmLabel,
  failure,
  send,
  onDone,
  onCancel,
}: ReauthenticationDialogProps) {
  const [proof, setProof] = useState(noReauthentication);
  const { busy, error, fieldErrors, submit } = useFormSubmit(REAUTHENTICATION_FIELDS, failure);

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    const done = await submit(() => send(typedProof(proof)).then(() => true));
    if (done) onDone();
  }

  return (
    <ModalDialog open title="Please confirm" onClose={onCancel}>
      <form onSubmit={confirm} noValidate>
        <p className="mt-3 text-sm">{question}</p>
        <fieldset disabled={busy} className="mt-3 flex flex-col gap-3">
          <ReauthenticationFields note={note} value={proof} onChange={setProof} errors={fieldErrors} />
          <DialogFormFoot error={error} onCancel={onCancel} submitClass={dangerButton} gap="mt-3">
            {confirmLabel}
          </DialogFormFoot>
        </fieldset>
      </form>
    </ModalDialog>
  );
}
