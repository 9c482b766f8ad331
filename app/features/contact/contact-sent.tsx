import { secondaryButton } from "../../components/ui/button-styles";
import { FORM_ADDRESS } from "./contact-fields";

/**
 * The contact form's success state. "Send another message" is the submit button of a form
 * that loads an empty contact page, so it works without JavaScript; with it, the button
 * returns to the form in place (onAnother).
 */
export function ContactSent({ onAnother }: { onAnother: () => void }) {
  return (
    <div role="status" className="rounded-2xl bg-green-50 p-8 text-center dark:bg-green-950">
      <h2 className="text-2xl font-bold text-green-900 dark:text-green-100">Thank you for your message!</h2>
      <p className="mt-2 text-green-900 dark:text-green-100">We will reply within one working day.</p>
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
