import { XMarkIcon } from "@heroicons/react/24/outline";
import { useEffect, useRef, useState } from "react";
import { iconButton } from "../../components/ui/button-styles";
import { ChoiceStep } from "./choice-step";
import { EnquiryStep } from "./enquiry-step";
import { SentStep } from "./sent-step";

// Native <dialog> with showModal(): the browser traps focus, makes the page inert and
// closes on Escape. We add the scroll lock and the three steps of SPEC §2.

// Each step takes the focus where the visitor goes on: the step they were on has gone, and
// with it the control that had the focus.

type Step = "initial" | "contactForm" | "success";

export default function GetStartedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [step, setStep] = useState<Step>("initial");

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setStep("initial");
      dialog.showModal();
      document.body.style.overflow = "hidden";
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  function handleClose() {
    document.body.style.overflow = "";
    onClose();
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users close with Escape, which the native dialog handles
    <dialog
      ref={ref}
      aria-labelledby="get-started-title"
      onClose={handleClose}
      // A click on the dimmed backdrop lands on the <dialog> itself (its content fills the box).
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="relative p-6">
        <button
          type="button"
          className={`${iconButton} absolute top-3 right-3`}
          aria-label="Close"
          onClick={() => ref.current?.close()}
        >
          <XMarkIcon aria-hidden="true" className="h-5 w-5" />
        </button>
        {step === "initial" && (
          <ChoiceStep onClose={() => ref.current?.close()} onContact={() => setStep("contactForm")} />
        )}
        {step === "contactForm" && (
          <EnquiryStep onSent={() => setStep("success")} onClose={() => ref.current?.close()} />
        )}
        {step === "success" && <SentStep onClose={() => ref.current?.close()} />}
      </div>
    </dialog>
  );
}
