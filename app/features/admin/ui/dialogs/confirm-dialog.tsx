import { dangerButton, secondaryButton } from "../styles";
import { ModalDialog } from "./modal-dialog";

interface ConfirmDialogProps {
  open: boolean;
  message: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  message,
  confirmLabel = "Delete",
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <ModalDialog open={open} title="Please confirm" onClose={onCancel}>
      <p className="mt-3 text-sm">{message}</p>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className={secondaryButton} onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="button" className={dangerButton} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
