import { useCallback, useContext } from "react";
import { UNSAFE_DataRouterContext, useLocation, useNavigation, useSearchParams } from "react-router";

export type ViewChanges = Record<string, string>;

/**
 * The view of a list screen as its address holds it (?q=&status=&page=…), read by its
 * `clientLoader`. While the router loads the next view, the controls show that one already (a
 * pager moves at once), and the next change builds on it, not on the view still on screen.
 * A filter or page adds a history entry for Back; `replace` (typing) changes the current one.
 */
export function useViewAddress() {
  const [shown, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const pending = useNavigation().location;
  const wanted = pending?.pathname === pathname ? new URLSearchParams(pending.search) : shown;
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  if (!router) throw new Error("useViewAddress works under React Router's data router only");

  const change = useCallback(
    (changes: ViewChanges, options: { replace?: boolean } = {}) => {
      // Where the router is going at this moment, not as of the last render: the router renders
      // in a transition, so a change from a timer (the search box pausing) can run after a link
      // was clicked and before the screen has shown it. Built on the rendered view, it dropped
      // the link's ?id= (the enquiry opened, then closed by itself). Read from the router itself,
      // which has no hook for "now"; react-router is pinned (package.json) for this.
      const { navigation, location } = router.state;
      const target = navigation.location ?? location;
      // Leaving for another screen: the address belongs to it now.
      if (target.pathname !== pathname) return;
      const next = new URLSearchParams(target.search);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      setSearchParams(next, { preventScrollReset: true, replace: options.replace });
    },
    [router, pathname, setSearchParams],
  );
  return { view: wanted, change };
}
