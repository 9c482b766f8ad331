import { useCallback, useEffect, useMemo, useState } from "react";
import { fetchInboxSummary, type InboxSummary } from "../api/contacts";

/** How often an open admin tab asks whether enquiries arrived (the issue asks for 10 s at most). */
const POLL_MS = 5_000;

export interface InboxWatch {
  /** Null until the first answer. */
  summary: InboxSummary | null;
  /**
   * Counts the answers that differed from the one before, the first included (a screen may have
   * read its list just before an enquiry arrived): lists on screen read again when it moves.
   */
  changes: number;
  /** Asks now, after a change made here (an enquiry opened). */
  refresh: () => void;
}

// An arrival, an enquiry opened, or any admin's change to one (changedAt) puts lists out of date.
const same = (a: InboxSummary | null, b: InboxSummary) =>
  a?.unread === b.unread && a.latest === b.latest && a.changedAt === b.changedAt;

/**
 * The inbox's unread count and newest arrival, polled while the tab is visible and at once when
 * it becomes visible again. Polling, not a stream: it is one indexed count every few seconds,
 * it reaches every instance's enquiries through the database, and it passes any proxy.
 */
export function useInboxSummary(): InboxWatch {
  const [{ summary, changes }, setState] = useState<{ summary: InboxSummary | null; changes: number }>({
    summary: null,
    changes: 0,
  });
  const [asks, setAsks] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `asks` restarts the poll at once
  useEffect(() => {
    let current = true;
    let inFlight = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    async function poll() {
      if (inFlight || !current) return;
      clearTimeout(timer);
      inFlight = true;
      try {
        if (document.visibilityState === "visible") {
          const next = await fetchInboxSummary();
          if (!current) return;
          setState((previous) =>
            same(previous.summary, next) ? previous : { summary: next, changes: previous.changes + 1 },
          );
        }
      } catch {
        // A missed poll keeps the last count; the next one, or the admin's next action (which
        // reports failures and a session that ended), says what changed.
      } finally {
        inFlight = false;
        if (current) timer = setTimeout(poll, POLL_MS);
      }
    }
    const onVisibility = () => {
      if (document.visibilityState === "visible") void poll();
    };
    void poll();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      current = false;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [asks]);

  const refresh = useCallback(() => setAsks((n) => n + 1), []);
  return useMemo(() => ({ summary, changes, refresh }), [summary, changes, refresh]);
}
