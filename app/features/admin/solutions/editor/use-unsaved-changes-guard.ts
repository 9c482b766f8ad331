import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";

/**
 * Asks before leaving with unsaved changes: in-app navigation is held by the returned blocker
 * (the caller renders the question), closing or reloading the tab by the browser's own prompt.
 * Call `allowNextNavigation` right before navigating away on purpose (after a save).
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  return {
    blocker,
    allowNextNavigation: () => {
      allowed.current = true;
    },
  };
}
