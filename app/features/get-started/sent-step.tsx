import { useEffect, useRef } from "react";
import { primaryButton } from "../../components/ui/button-styles";

/** The enquiry has been sent. */
export function SentStep({ onClose }: { onClose: () => void }) {
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
      <button ref={close} type="button" className={`${primaryButton} mt-6`} onClick={onClose}>
        Close
      </button>
    </div>
  );
}
