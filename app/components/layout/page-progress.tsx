import { useEffect, useState } from "react";
import { useLocation, useNavigation } from "react-router";

// Below this, a page change feels immediate and a bar would only flicker.
const SHOW_AFTER_MS = 300;

/**
 * A change of the query string alone is pending: the page stays and shows its own indicator
 * (the catalogue's 'Loading Solutions...'), so the bar below keeps out of it.
 */
export function useQueryChangePending(): boolean {
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  return (
    navigation.state === "loading" &&
    navigation.location.pathname === pathname &&
    navigation.location.search !== search
  );
}

/** Whether the next page has kept the visitor waiting long enough to say so. */
export function usePageProgress(): boolean {
  const navigation = useNavigation();
  const queryChange = useQueryChangePending();
  const waiting = navigation.state !== "idle" && !queryChange;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    setShown(false);
    if (!waiting) return;
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  return shown;
}

/**
 * A slim bar over the top edge of the window while the next page's data is on its way. Fixed,
 * so nothing on the page moves when it comes or goes.
 */
export function PageProgressBar() {
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-indigo-100 dark:bg-slate-800"
    >
      <div className="h-full w-2/5 animate-[page-progress_1.2s_ease-in-out_infinite] bg-indigo-600 motion-reduce:w-full motion-reduce:animate-pulse dark:bg-indigo-400" />
    </div>
  );
}
