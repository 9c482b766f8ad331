import { primaryButton } from "../ui/button-styles";

/**
 * The Get Started button of the nav bar and the menu. It submits a form that leads to the
 * contact page, so it is useful before and without JavaScript; once the page is interactive,
 * submitting opens the Get Started dialog instead. A form rather than a link: it stays a
 * button, the control that opens a dialog, in both cases.
 */
export function GetStartedButton({
  onOpen,
  className = "",
}: {
  onOpen: (button: HTMLElement) => void;
  className?: string;
}) {
  return (
    <form
      action="/contact"
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        onOpen((event.nativeEvent as SubmitEvent).submitter ?? event.currentTarget);
      }}
    >
      <button type="submit" className={`${primaryButton} ${className}`}>
        Get Started
      </button>
    </form>
  );
}
