import { type RefObject, useEffect } from "react";

/**
 * Ctrl+S (Cmd+S on a Mac) submits `form` as its Save button would, through the same handler
 * and checks, instead of the browser's "save page as". Nothing happens while its fieldset is
 * disabled (a save under way).
 */
export function useSaveShortcut(form: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() !== "s" || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      event.preventDefault();
      const element = form.current;
      if (!element || element.querySelector("fieldset:disabled")) return;
      // A field that applies its text on blur (committed-field.tsx) applies it first, as it
      // would when the Save button is clicked; the save follows once React has taken it in.
      const focused = element.contains(document.activeElement)
        ? (document.activeElement as HTMLElement)
        : null;
      focused?.blur();
      setTimeout(() => {
        focused?.focus();
        element.requestSubmit();
      });
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [form]);
}
