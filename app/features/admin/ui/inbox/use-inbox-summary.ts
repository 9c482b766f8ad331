import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { InboxSummary } from "../../api/contacts";
import { type InboxPoll, startInboxPoll } from "./inbox-poll";

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
 * The inbox's unread count, newest arrival and latest change, polled every 5 s while a tab of
 * the admin's is in front, every 30 s while all are hidden (the title's count keeps moving), and
 * at once when one comes to the front; one tab polls for all the admin's tabs in this browser
 * (inbox-poll.ts). Polling, not a stream: it is one indexed count every few seconds, it reaches
 * every instance's enquiries through the database, and it passes any proxy.
 */
export function useInboxSummary(adminId: string): InboxWatch {
  const [{ summary, changes }, setState] = useState<{ summary: InboxSummary | null; changes: number }>({
    summary: null,
    changes: 0,
  });
  const poll = useRef<InboxPoll | null>(null);

  useEffect(() => {
    const started = startInboxPoll(adminId, (next) =>
      setState((previous) =>
        same(previous.summary, next) ? previous : { summary: next, changes: previous.changes + 1 },
      ),
    );
    poll.current = started;
    return () => started.stop();
  }, [adminId]);

  const refresh = useCallback(() => poll.current?.refresh(), []);
  return useMemo(() => ({ summary, changes, refresh }), [summary, changes, refresh]);
}
