import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigation, useRevalidator } from "react-router";
import type { Contact } from "../api/contacts";
import type { LoadedContacts } from "./contact-list-view";

/**
 * The page of contacts the route's loader read, with the changes made here since (a status
 * set, a row deleted) shown at once. The rows stay while the next view loads (`loading`), and
 * after a failure to load it, under the error.
 */
export function useShownContactList(loaded: LoadedContacts) {
  const [shown, setShown] = useState({ from: loaded, page: loaded.page });
  let result = shown.page;
  if (shown.from !== loaded) {
    // A newly loaded page replaces what was shown, and the changes made to it.
    result = loaded.page ?? shown.page;
    setShown({ from: loaded, page: result });
  }
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const loading =
    revalidator.state === "loading" ||
    (navigation.state === "loading" && navigation.location.pathname === pathname);
  const loadingNow = useRef(loading);
  useEffect(() => {
    loadingNow.current = loading;
  }, [loading]);
  const { revalidate } = revalidator;

  /** Changes or (with null) removes contacts shown, as the server confirmed. */
  const replace = useCallback(
    (ids: ReadonlySet<string>, change: (contact: Contact) => Contact | null) => {
      setShown(({ from, page }) => {
        if (!page) return { from, page };
        const data = page.data.flatMap((contact) =>
          ids.has(contact.id) ? (change(contact) ?? []) : [contact],
        );
        return { from, page: { ...page, data, total: page.total - (page.data.length - data.length) } };
      });
      // A page on its way was read before this change and would bring back what it removed (a
      // filter changed just before a delete): the router asks for it again instead.
      if (loadingNow.current) void revalidate();
    },
    [revalidate],
  );

  const reload = useCallback(() => void revalidate(), [revalidate]);
  return { result, loading, error: loaded.error, replace, reload };
}
