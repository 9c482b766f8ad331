import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Marks <html> with `data-path-changed` while the current location has another path than the
 * one before it. app.css animates a view transition only under that mark: React Router also
 * replays a transition on back/forward between two entries of one path (e.g. undoing a
 * catalogue filter), and a query-string change must not fade the whole page.
 *
 * A layout effect, so the mark is set in the same commit as the new page, before the browser
 * builds the transition's pseudo-elements and picks their animations.
 */
export function usePathChangeMark() {
  const location = useLocation();
  const previousPath = useRef(location.pathname);
  useLayoutEffect(() => {
    document.documentElement.toggleAttribute("data-path-changed", location.pathname !== previousPath.current);
    previousPath.current = location.pathname;
  }, [location]);
}
