import { useState } from "react";

const COPIED = "Copied!";
const NOT_COPIED = "Could not copy: select the text and copy it yourself.";

/**
 * Copies text to the clipboard and says how it went, for a role="status" beside the button. The
 * clipboard can refuse (no permission, an insecure origin): the text stays on screen to select.
 */
export function useCopyText() {
  const [message, setMessage] = useState<string | null>(null);
  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setMessage(COPIED);
    } catch {
      setMessage(NOT_COPIED);
    }
  }
  return { copy, message };
}
