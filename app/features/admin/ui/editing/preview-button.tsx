import { useState } from "react";
import { secondaryButton } from "../styles";

interface PreviewButtonProps {
  /** Asks the server for a signed link (a solution's, a page's draft). */
  makeLink: () => Promise<{ url: string }>;
  /** What the link shows, for screen readers: "the saved version". */
  shows: string;
  /** The button's words: "Preview", or "View on site" where the site shows only a preview. */
  label?: string;
}

/**
 * Opens the stored content as it will look, through a signed link valid for 7 days, which the
 * admin may also pass on. The tab opens at the click (a tab opened after the request returns
 * would be taken for a pop-up and blocked), then goes to the link.
 */
export function PreviewButton({ makeLink, shows, label = "Preview" }: PreviewButtonProps) {
  const [error, setError] = useState<string | null>(null);
  async function open() {
    setError(null);
    const tab = window.open("", "_blank");
    try {
      const { url } = await makeLink();
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.location.href = url;
    } catch {
      tab?.close();
      setError("Could not make a preview link. Please try again.");
    }
  }
  return (
    <>
      <button type="button" className={secondaryButton} onClick={open}>
        {label}
        <span className="sr-only"> (opens in a new tab; shows {shows})</span>
      </button>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </>
  );
}
