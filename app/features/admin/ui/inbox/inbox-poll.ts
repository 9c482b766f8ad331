import { fetchInboxSummary, type InboxSummary } from "../../api/contacts";
import { createPollTimer } from "./poll-timer";

// The poll behind the admin area's unread count and lists (decision 0074), shared between the
// tabs one admin has open in one browser (decision 0079): one tab, the leader, polls and tells
// the others over a BroadcastChannel, so five open tabs cost one summary every 5 s, not five.
// The leader is whichever tab holds a Web Lock; when it closes, the lock passes to a waiting
// tab, which starts polling at once. Where a browser has no BroadcastChannel or Web Locks, each
// tab polls on its own, as before.

/** How often the tabs ask while one of them is in front (the issue asks for 10 s at most). */
export const POLL_MS = 5_000;
/**
 * How often they ask while every one is hidden (issue 45 asks for 30 s at most): the title's
 * count is what the admin sees of them. The delay is kept by a worker (poll-timer.ts), which
 * Chrome does not slow down as it does a hidden tab's own timers.
 */
export const HIDDEN_POLL_MS = 30_000;
/** A follower in front says so at each summary; one not heard from for this long is gone. */
const FOLLOWER_FRESH_MS = 3 * POLL_MS;
/**
 * A follower that hears no summary for this long asks for itself once (a leader the browser
 * froze, or lost): a summary comes at least every HIDDEN_POLL_MS while a leader polls.
 */
const LEADER_SILENT_MS = 2 * HIDDEN_POLL_MS + POLL_MS;

/** From the leader: the summary it just read. From a follower: whether it is in front, and asks. */
type Message =
  | { kind: "summary"; summary: InboxSummary }
  | { kind: "follower"; tab: string; visible: boolean; ask?: boolean; joined?: boolean };

export interface InboxPoll {
  /** Asks now, after a change made in this tab (an enquiry opened). */
  refresh: () => void;
  stop: () => void;
}

const inFront = () => document.visibilityState !== "hidden";

/**
 * Polls the inbox summary for the tabs of `scope` (the signed-in admin) in this browser, and
 * hands every summary to `onSummary`, in each of them.
 */
export function startInboxPoll(scope: string, onSummary: (summary: InboxSummary) => void): InboxPoll {
  const shared = typeof BroadcastChannel === "function" && typeof navigator.locks?.request === "function";
  if (!shared) {
    const loop = pollLoop(onSummary, () => false);
    return { refresh: loop.now, stop: loop.stop };
  }
  return sharedPoll(`inbox-poll:${scope}`, onSummary);
}

interface PollLoop {
  /** Polls now; during a poll, once more when it ends (it may have begun before the change). */
  now: () => void;
  /** Moves a poll waiting the hidden delay to the visible one (a follower came to the front). */
  quicken: () => void;
  stop: () => void;
}

/** Polls every POLL_MS while this tab or another (`othersInFront`) is in front, else every HIDDEN_POLL_MS. */
function pollLoop(onSummary: (summary: InboxSummary) => void, othersInFront: () => boolean): PollLoop {
  const timer = createPollTimer();
  let inFlight = false;
  let again = false;
  let stopped = false;
  let slow = false;
  async function poll() {
    if (stopped) return;
    if (inFlight) {
      again = true;
      return;
    }
    timer.cancel();
    inFlight = true;
    try {
      const next = await fetchInboxSummary();
      if (!stopped) onSummary(next);
    } catch {
      // A missed poll keeps the last count; the next one, or the admin's next action (which
      // reports failures and a session that ended), says what changed.
    } finally {
      inFlight = false;
      if (again) {
        again = false;
        void poll();
      } else if (!stopped) {
        slow = !inFront() && !othersInFront();
        timer.after(slow ? HIDDEN_POLL_MS : POLL_MS, poll);
      }
    }
  }
  const onVisibility = () => {
    if (inFront()) void poll();
  };
  document.addEventListener("visibilitychange", onVisibility);
  void poll();
  return {
    now: () => void poll(),
    quicken() {
      if (!slow || inFlight || stopped) return;
      slow = false;
      timer.after(POLL_MS, poll);
    },
    stop() {
      stopped = true;
      timer.close();
      document.removeEventListener("visibilitychange", onVisibility);
    },
  };
}

function sharedPoll(name: string, onSummary: (summary: InboxSummary) => void): InboxPoll {
  const channel = new BroadcastChannel(name);
  const tab = Math.random().toString(36).slice(2);
  /** The followers in front, and when each last said so: the leader polls quickly for them. */
  const inFrontElsewhere = new Map<string, number>();
  let leader: PollLoop | null = null;
  let latest: InboxSummary | null = null;
  let stopped = false;
  let resign: (() => void) | undefined;
  let silence: ReturnType<typeof setTimeout> | undefined;

  const post = (message: Message) => channel.postMessage(message);
  const say = (extra: { ask?: boolean; joined?: boolean } = {}) =>
    post({ kind: "follower", tab, visible: inFront(), ...extra });
  const othersInFront = () => {
    const now = Date.now();
    for (const [other, at] of inFrontElsewhere)
      if (now - at > FOLLOWER_FRESH_MS) inFrontElsewhere.delete(other);
    return inFrontElsewhere.size > 0;
  };
  const lead = (summary: InboxSummary) => {
    latest = summary;
    onSummary(summary);
    post({ kind: "summary", summary });
  };
  /** A follower's own poll, should the leader fall silent. */
  const listen = () => {
    clearTimeout(silence);
    silence = setTimeout(() => {
      if (leader || stopped) return;
      fetchInboxSummary().then(onSummary, () => undefined);
      listen();
    }, LEADER_SILENT_MS);
  };

  channel.onmessage = ({ data }: MessageEvent<Message>) => {
    if (data.kind === "summary") {
      if (leader) return;
      listen();
      onSummary(data.summary);
      if (inFront()) say();
      return;
    }
    if (!leader) return;
    if (data.visible) {
      inFrontElsewhere.set(data.tab, Date.now());
      leader.quicken();
    } else inFrontElsewhere.delete(data.tab);
    if (data.ask) leader.now();
    else if (data.joined && latest) post({ kind: "summary", summary: latest });
  };
  const onVisibility = () => {
    if (!leader) say({ ask: inFront() });
  };
  document.addEventListener("visibilitychange", onVisibility);

  const abandoned = new AbortController();
  navigator.locks
    .request(name, { signal: abandoned.signal }, () => {
      if (stopped) return undefined;
      clearTimeout(silence);
      leader = pollLoop(lead, othersInFront);
      // Held until this tab stops: then the next tab waiting takes over.
      return new Promise<void>((release) => {
        resign = release;
      });
    })
    .catch(() => undefined);
  say({ joined: true });
  listen();

  return {
    refresh() {
      if (leader) leader.now();
      else say({ ask: true });
    },
    stop() {
      stopped = true;
      clearTimeout(silence);
      document.removeEventListener("visibilitychange", onVisibility);
      if (leader) leader.stop();
      else post({ kind: "follower", tab, visible: false });
      leader = null;
      abandoned.abort();
      resign?.();
      channel.close();
    },
  };
}
