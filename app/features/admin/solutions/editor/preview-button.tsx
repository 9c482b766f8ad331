import { useState } from "react";
import { previewSolution } from "../../api/solutions";
import { secondaryButton } from "../../ui/styles";

/**
 * Opens the stored solution as it will look, through a signed link valid for 7 days, which the
 * admin may also pass on. The tab opens at the click (a tab opened after the request returns
 * would be taken for a pop-up and blocked), then goes to the link.
 */
export function PreviewButton({ solutionId }: { solutionId: string }) {
  const [error, setError] = useState<string | null>(null);
  async function open() {
    setError(null);
    const tab = window.open("", "_blank");
    try {
      const { url } = await previewSolution(solutionId);
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
        Preview<span className="sr-only"> (opens in a new tab; shows the saved version)</span>
      </button>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </>
  );
}
