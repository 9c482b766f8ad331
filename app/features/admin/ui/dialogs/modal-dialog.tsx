import { useEffect, useId, useRef } from "react";
import { restoreFocus, wrapTabFocus } from "../focus";

interface ModalDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: React.ReactNode;
  className?: string;
  /** A click outside the box (on the dimmed page) closes it too: for panels, not questions. */
  closeOnBackdrop?: boolean;
}

/** Whether a click landed outside the dialog's box: the browser reports backdrop clicks on the dialog itself. */
function onBackdrop(event: React.MouseEvent<HTMLDialogElement>) {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}

/**
 * A native modal <dialog>: the browser makes the rest of the page inert and Escape closes it;
 * Tab wraps around inside it. Focus goes back to whatever had it before opening, or to the main
 * region when that is gone (the row whose Delete opened a confirmation, once deleted).
 */
export function ModalDialog({
  open,
  title,
  onClose,
  children,
  className,
  closeOnBackdrop,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    dialog.showModal();
    return () => {
      dialog.close();
      restoreFocus(previouslyFocused);
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => wrapTabFocus(event, event.currentTarget)}
      onClick={(event) => {
        if (closeOnBackdrop && onBackdrop(event)) onClose();
      }}
      className={
        className ??
        "m-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/60 dark:bg-slate-900 dark:text-slate-100"
      }
    >
      {open ? (
        <>
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {children}
        </>
      ) : null}
    </dialog>
  );
}
