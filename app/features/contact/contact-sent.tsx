import { useEffect, useRef } from "react";
import { secondaryButton } from "../../components/ui/button-styles";
import { NextSteps } from "../../components/ui/next-steps";
import { FORM_ADDRESS, FORM_PAGE } from "./contact-fields";

/**
 * The contact form's success state. "Send another message" is the submit button of a form
 * that loads an empty contact page, so it works without JavaScript; with it, the button
 * returns to the form in place (onAnother).
 */
export function ContactSent({
  onAnother,
  visitor,
}: {
  onAnother: () => void;
  /** Who sent it, when the page knows (the booking link fills it in). */
  visitor?: { name: string; email: string };
}) {
  const box = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The box is far shorter than the form it replaced, which would leave the visitor looking at
  // the footer with the focus lost to <body>: bring it into view (below the fixed header, by
  // the page's scroll padding) and put the focus on its heading.
  useEffect(() => {
    box.current?.scrollIntoView({ block: "start" });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={box} role="status" className="rounded-2xl bg-green-50 p-8 text-center dark:bg-green-950">
      <h2
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold text-green-900 focus:outline-none dark:text-green-100"
      >
        Thank you for your message!
      </h2>
      <p className="mt-2 text-green-900 dark:text-green-100">We will reply within one working day.</p>
      <NextSteps from={FORM_PAGE} visitor={visitor} className="mt-6" />
      <form
        action={FORM_ADDRESS}
        onSubmit={(event) => {
          event.preventDefault();
          onAnother();
        }}
      >
        <button type="submit" className={`${secondaryButton} mt-6`}>
          Send another message
        </button>
      </form>
    </div>
  );
}
