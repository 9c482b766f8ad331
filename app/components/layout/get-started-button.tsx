import type { PagePath } from "#domain/page-paths";
import { usePreview } from "../../lib/preview";
import { primaryButton } from "../ui/button-styles";
import { OffInPreview } from "../ui/off-in-preview";

/** The id of the Get Started dialog, rendered in every public page's HTML (site-layout.tsx). */
export const GET_STARTED_DIALOG_ID = "get-started";

// Invoker commands: the browser opens the dialog itself, before the page's scripts have run.
// React has no prop for them yet, so the lowercase attributes are passed as they are.
const OPENS_GET_STARTED = { commandfor: GET_STARTED_DIALOG_ID, command: "show-modal" } as Record<
  string,
  string
>;

/**
 * The Get Started button of the nav bar and the menu. Where the browser knows invoker commands
 * (the pre-paint script marks <html> with `invokers`) it is a button that opens the dialog;
 * elsewhere, and without JavaScript, a link to the contact page stands in its place. In a
 * preview it does neither (decision 0080).
 */
export function GetStartedButton({ className = "" }: { className?: string }) {
  if (usePreview())
    return <OffInPreview className={`${primaryButton} ${className}`}>Get Started</OffInPreview>;
  return (
    <>
      <button
        type="button"
        {...OPENS_GET_STARTED}
        className={`${primaryButton} not-invokers:hidden ${className}`}
      >
        Get Started
      </button>
      <a href={"/contact" satisfies PagePath} className={`${primaryButton} invokers:hidden ${className}`}>
        Get Started
      </a>
    </>
  );
}
