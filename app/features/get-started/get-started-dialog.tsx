import { XMarkIcon } from "@heroicons/react/24/outline";
import { lazy, Suspense, useRef, useState } from "react";
import { GET_STARTED_DIALOG_ID } from "../../components/layout/get-started-button";
import { iconButton } from "../../components/ui/button-styles";
import { ChoiceStep } from "./choice-step";
import { SentStep } from "./sent-step";

// Native <dialog>, in every public page's HTML and opened by the browser from the Get Started
// buttons (invoker commands), so its first step works before the page's scripts have loaded.
// The browser traps focus, makes the page inert and closes on Escape; app.css locks the
// page's scroll while it is open. Once the page is interactive React runs the three steps of
// SPEC §2 on the same element: an open dialog stays open.

// The enquiry form's code (fields, validation, submission) is fetched when it is asked for,
// so it costs nothing on a page's first load.
const EnquiryStep = lazy(() => import("./enquiry-step").then((module) => ({ default: module.EnquiryStep })));

type Step = "initial" | "contactForm" | "success";

export function GetStartedDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  const [step, setStep] = useState<Step>("initial");
  const [sentBy, setSentBy] = useState<{ name: string; email: string }>();
  const close = () => ref.current?.close();

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users close with Escape, which the native dialog handles
    <dialog
      ref={ref}
      id={GET_STARTED_DIALOG_ID}
      aria-labelledby="get-started-title"
      onClose={() => {
        // Each opening starts from the choices.
        setStep("initial");
        // The browser hands focus back to the opener; the menu's Get Started has gone with the
        // menu, so the keyboard goes to the menu's button instead.
        const active = document.activeElement;
        if (!(active instanceof HTMLElement) || !active.checkVisibility()) {
          document.querySelector<HTMLElement>('[popovertarget="mobile-menu"]')?.focus();
        }
      }}
      // A click on the dimmed backdrop lands on the <dialog> itself (its content fills the box).
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="relative p-6">
        {/* A form of method "dialog" closes it without any script. */}
        <form method="dialog">
          <button type="submit" className={`${iconButton} absolute top-3 right-3`} aria-label="Close">
            <XMarkIcon aria-hidden="true" className="h-5 w-5" />
          </button>
        </form>
        {step === "initial" && <ChoiceStep onClose={close} onContact={() => setStep("contactForm")} />}
        {step === "contactForm" && (
          <Suspense fallback={null}>
            <EnquiryStep
              onSent={(visitor) => {
                setSentBy(visitor);
                setStep("success");
              }}
              onClose={close}
            />
          </Suspense>
        )}
        {step === "success" && <SentStep onClose={close} visitor={sentBy} />}
      </div>
    </dialog>
  );
}
