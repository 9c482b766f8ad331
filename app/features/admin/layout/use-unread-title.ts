import { useEffect } from "react";

const COUNT_PREFIX = /^\(\d+\) /;

/**
 * "(3) Contacts · Admin": the tab shows how many enquiries are unread, on every admin screen.
 * Each screen's title comes from its route's meta, which React writes again on navigation, so
 * the count is put back whenever the title element changes.
 */
export function useUnreadTitle(unread: number) {
  useEffect(() => {
    const apply = () => {
      const base = document.title.replace(COUNT_PREFIX, "");
      const next = unread > 0 ? `(${unread}) ${base}` : base;
      if (document.title !== next) document.title = next;
    };
    apply();
    const title = document.querySelector("head > title");
    const observer = new MutationObserver(apply);
    if (title) observer.observe(title, { childList: true, characterData: true, subtree: true });
    return () => {
      observer.disconnect();
      document.title = document.title.replace(COUNT_PREFIX, "");
    };
  }, [unread]);
}
