/** The admin layout's <main>: where focus goes when the element that had it is gone. */
export const MAIN_ID = "admin-main";

/** Elements a Tab key can reach (disabled ones, also those in a disabled fieldset, excluded). */
const TABBABLE = [
  "a[href]",
  "button:not(:disabled)",
  "input:not(:disabled):not([type='hidden'])",
  "select:not(:disabled)",
  "textarea:not(:disabled)",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) =>
    element.checkVisibility(),
  );
}

/**
 * Keeps Tab and Shift+Tab inside `container` (WAI-ARIA dialog pattern): from the last element to
 * the first and back. A native modal dialog alone lets focus leave for the browser's toolbar.
 */
export function wrapTabFocus(event: React.KeyboardEvent, container: HTMLElement) {
  if (event.key !== "Tab") return;
  const items = tabbables(container);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const edge = event.shiftKey ? first : last;
  if (document.activeElement === edge || !container.contains(document.activeElement)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/** Gives focus back to `element`, or to the main region when that element has left the page. */
export function restoreFocus(element: HTMLElement | null) {
  if (element?.isConnected) element.focus();
  else document.getElementById(MAIN_ID)?.focus();
}
