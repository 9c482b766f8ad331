import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { fetchInboxSummary, type InboxSummary } from "../api/contacts";
import { createPollTimer, type PollTimer } from "./poll-timer";

/** How often an open admin tab asks whether enquiries arrived (the issue asks for 10 s at most). */
const POLL_MS = 5_000;
/**
 * How often a tab in the background asks (issue 45 asks for 30 s at most): its title's count is
 * what the admin sees of it, so it keeps moving, at a sixth of the cost. The delay is kept by a
 * worker (poll-timer.ts), which Chrome does not slow down as it does a hidden tab's own timers.
 */
const HIDDEN_POLL_MS = 30_000;

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

// An arrival, an enquiry opened, any admin's change to one (changedAt) or a deletion (total) puts
// lists out of date.
const same = (a: InboxSummary | null, b: InboxSummary) =>
  a?.unread === b.unread && a.latest === b.latest && a.changedAt === b.changedAt && a.total === b.total;

/**
 * The inbox's unread count, newest arrival and latest change, polled every 5 s while the tab is
 * visible, every 30 s while it is hidden (the title's count keeps moving), and at once when it
 * becomes visible again. Polling, not a stream: it is one indexed count every few seconds,
 * it reaches every instance's enquiries through the database, and it passes any proxy.
 */
export function useInboxSummary(): InboxWatch {
  const [{ summary, changes }, setState] = useState<{ summary: InboxSummary | null; changes: number }>({
    summary: null,
    changes: 0,
  });
  const [asks, setAsks] = useState(0);
  const clock = useRef<PollTimer | null>(null);

  // One timer for the life of the admin area; a refresh only moves its next call.
  useEffect(() => {
    const timer = createPollTimer();
    clock.current = timer;
    return () => timer.close();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `asks` restarts the poll at once
  useEffect(() => {
    let current = true;
    let inFlight = false;
    const timer = clock.current;
    async function poll() {
      if (inFlight || !current) return;
      timer?.cancel();
      inFlight = true;
      try {
        const next = await fetchInboxSummary();
        if (!current) return;
        setState((previous) =>
          same(previous.summary, next) ? previous : { summary: next, changes: previous.changes + 1 },
        );
      } catch {
        // A missed poll keeps the last count; the next one, or the admin's next action (which
        // reports failures and a session that ended), says what changed.
      } finally {
        inFlight = false;
        const hidden = document.visibilityState === "hidden";
        if (current) timer?.after(hidden ? HIDDEN_POLL_MS : POLL_MS, poll);
      }
    }
    const onVisibility = () => {
      if (document.visibilityState === "visible") void poll();
    };
    void poll();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      current = false;
      timer?.cancel();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [asks]);

  const refresh = useCallback(() => setAsks((n) => n + 1), []);
  return useMemo(() => ({ summary, changes, refresh }), [summary, changes, refresh]);
}
