import { useCallback, useEffect, useRef, useState } from "react";
import type { PagePath } from "#domain/page-paths";
import type { InboxSummary } from "../api/contacts";

// An optional browser notification for each new enquiry (issue 45, item 3): off by default, the
// browser's permission asked only when the admin turns it on with its button (never on load),
// and the choice kept in this browser.

const STORAGE_KEY = "inboxNotifications";

export interface EnquiryNotifications {
  /** The browser can show notifications at all. */
  supported: boolean;
  on: boolean;
  /** Turns them on (asking the browser's permission) or off. */
  toggle: () => void;
  /** The browser refused permission: said beside the button. */
  blocked: boolean;
}

const supported = () => typeof window !== "undefined" && "Notification" in window;

/**
 * Notifies when the summary's newest arrival moves on, while the tab is hidden or not focused
 * (in front, the list and the title already show it). One tag for all, so several open tabs
 * replace one notification rather than stacking theirs.
 */
export function useEnquiryNotifications(summary: InboxSummary | null): EnquiryNotifications {
  const [on, setOn] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const [canNotify, setCanNotify] = useState(false);
  const latest = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    setCanNotify(supported());
    setOn(supported() && localStorage.getItem(STORAGE_KEY) === "on" && Notification.permission === "granted");
  }, []);

  const toggle = useCallback(() => {
    if (!supported()) return;
    if (on) {
      localStorage.removeItem(STORAGE_KEY);
      setOn(false);
      return;
    }
    void Notification.requestPermission().then((permission) => {
      const granted = permission === "granted";
      setBlocked(permission === "denied");
      if (granted) localStorage.setItem(STORAGE_KEY, "on");
      setOn(granted);
    });
  }, [on]);

  useEffect(() => {
    if (!summary) return;
    const before = latest.current;
    latest.current = summary.latest;
    // The first answer is what was there already; only a later arrival is news.
    if (before === undefined || !summary.latest || summary.latest === before) return;
    if (!on || Notification.permission !== "granted") return;
    if (document.visibilityState === "visible" && document.hasFocus()) return;
    const notification = new Notification("New enquiry", {
      body: `${summary.unread} unread in the inbox`,
      tag: "new-enquiry",
    });
    notification.onclick = () => {
      window.focus();
      window.location.assign("/admin/contacts" satisfies PagePath);
    };
  }, [summary, on]);

  return { supported: canNotify, on, toggle, blocked };
}
