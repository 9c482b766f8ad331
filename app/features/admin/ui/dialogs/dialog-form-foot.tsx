import { MaybeBanner } from "../banner";
import { primaryButton, secondaryButton } from "../styles";

interface DialogFormFootProps {
  /** Why the last try failed, shown above the buttons. */
  error: string | null;
  onCancel: () => void;
  /** The submit button's look: primaryButton, or dangerButton for what cannot be undone. */
  submitClass?: string;
  /** Only where no disabled fieldset around the form covers the buttons. */
  disabled?: boolean;
  /** The space above the buttons. */
  gap?: string;
  /** The submit button's text. */
  children: React.ReactNode;
}

/** The foot of a dialog's form: why the last try failed, then Cancel and the form's submit. */
export function DialogFormFoot({
  error,
  onCancel,
  submitClass = primaryButton,
  disabled,
  gap = "",
  children,
}: DialogFormFootProps) {
  return (
    <>
      <MaybeBanner tone="error" message={error} />
      <div className={`${gap} flex justify-end gap-3`.trim()}>
        <button type="button" className={secondaryButton} disabled={disabled} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={submitClass} disabled={disabled}>
          {children}
        </button>
      </div>
    </>
  );
}
