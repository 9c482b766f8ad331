import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { primaryButton } from "../../components/ui/button-styles";
import { NextSteps } from "../../components/ui/next-steps";

/** The enquiry has been sent. */
export function SentStep({
  onClose,
  visitor,
}: {
  onClose: () => void;
  visitor?: { name: string; email: string };
}) {
  const { pathname } = useLocation();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  return (
    <div className="py-4 text-center">
      <h2 id="get-started-title" className="text-2xl font-bold">
        Message Sent!
      </h2>
      <p className="mt-3 text-slate-700 dark:text-slate-300">
        Thank you for reaching out. We'll be in touch soon.
      </p>
      <NextSteps from={pathname} visitor={visitor} className="mt-6" />
      <button ref={close} type="button" className={`${primaryButton} mt-6`} onClick={onClose}>
        Close
      </button>
    </div>
  );
}
