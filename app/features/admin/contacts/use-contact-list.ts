import { useCallback, useEffect, useRef, useState } from "react";
import { failureMessage } from "../../../lib/api-client";
import { type Contact, type ContactListQuery, type ContactPage, fetchContactPage } from "../api/contacts";

export const LOAD_FAILURE = {
  failed: "Failed to load contacts",
  errored: "An error occurred while fetching contacts",
};
/** Typing pauses this long before the server is asked again. */
const SEARCH_DELAY_MS = 250;

/**
 * One page of contacts from the server (search, status filter and paging happen there, so
 * 100,000 enquiries page as quickly as 100). The search text is sent once typing pauses; an
 * answer to an older query never replaces a newer one, nor one read before a change made here.
 */
export function useContactList(query: ContactListQuery) {
  const [result, setResult] = useState<ContactPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);
  // Whether the latest query's answer is on its way: read before a change made meanwhile.
  const inFlight = useRef(false);
  const [reloads, setReloads] = useState(0);
  const { q, status, mine, overdue, page, pageSize } = query;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` asks for the same page again
  useEffect(() => {
    const ticket = ++latest.current;
    const timer = setTimeout(
      () => {
        inFlight.current = true;
        fetchContactPage({ q: q.trim(), status, mine, overdue, page, pageSize })
          .then((answer) => {
            if (ticket !== latest.current) return;
            setResult(answer);
            setError(null);
          })
          .catch(
            (reason: unknown) => ticket === latest.current && setError(failureMessage(reason, LOAD_FAILURE)),
          )
          .finally(() => {
            if (ticket !== latest.current) return;
            inFlight.current = false;
            setLoading(false);
          });
      },
      result ? SEARCH_DELAY_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [q, status, mine, overdue, page, pageSize, reloads]);

  /** Changes or (with null) removes contacts shown, as the server confirmed. */
  const replace = useCallback((ids: ReadonlySet<string>, change: (contact: Contact) => Contact | null) => {
    setResult((current) => {
      if (!current) return current;
      const data = current.data.flatMap((contact) =>
        ids.has(contact.id) ? (change(contact) ?? []) : [contact],
      );
      return { ...current, data, total: current.total - (current.data.length - data.length) };
    });
    // An answer on its way was read before this change and would bring back what it removed
    // (a filter changed just before a delete): ask again instead of taking it.
    if (inFlight.current) setReloads((n) => n + 1);
  }, []);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  return { result, loading, error, replace, reload };
}
