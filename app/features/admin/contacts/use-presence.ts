import { useEffect, useRef, useState } from "react";
import {
  PRESENCE_HEARTBEAT_MS,
  type Presence,
  type PresenceActivity,
} from "#domain/sales-desk/contact-admin";
import { ApiError } from "../../../lib/api-client";
import { sayClosed, sayPresent } from "../api/contacts";

/**
 * The open panel's heartbeat (decision 0074): every few seconds while its tab is visible it says
 * the admin has the enquiry open (viewing, or replying while a reply is being written) and hears
 * who else has. The answer carries the enquiry's version: when it is not `version`, another admin
 * changed it and `onMoved` reads it again; `onGone` when another admin deleted it. A hidden tab stops beating, so its admin drops out of
 * the others' panels; closing the panel says so at once.
 */
export function usePresence(
  id: string,
  activity: PresenceActivity,
  version: number | undefined,
  onMoved: () => void,
  onGone: () => void,
): Presence[] {
  const [others, setOthers] = useState<Presence[]>([]);
  const latest = useRef({ activity, version, onMoved, onGone });
  latest.current = { activity, version, onMoved, onGone };
  const beatNow = useRef<() => void>(() => {});

  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight = false;
    async function beat() {
      clearTimeout(timer);
      if (!current || inFlight) return;
      inFlight = true;
      try {
        if (document.visibilityState === "visible") {
          const answer = await sayPresent(id, latest.current.activity);
          if (!current) return;
          setOthers(answer.others);
          const seen = latest.current.version;
          if (seen !== undefined && answer.version !== seen) latest.current.onMoved();
        }
      } catch (reason) {
        // Deleted by another admin: said at once. Any other missed beat keeps the last names;
        // the next one, or the admin's next change, tells.
        if (current && reason instanceof ApiError && reason.status === 404) {
          setOthers([]);
          latest.current.onGone();
        }
      } finally {
        inFlight = false;
        if (current) timer = setTimeout(beat, PRESENCE_HEARTBEAT_MS);
      }
    }
    beatNow.current = () => void beat();
    const onVisibility = () => {
      if (document.visibilityState === "visible") void beat();
    };
    void beat();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      current = false;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibility);
      sayClosed(id).catch(() => {
        // It expires by itself within seconds.
      });
    };
  }, [id]);

  // Starting or giving up a reply is told at once, not at the next beat.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `activity` is what changed
  useEffect(() => beatNow.current(), [activity]);

  return others;
}

/** "Sipho is replying", or "Sipho is viewing · Naledi is replying" for two. */
export function presenceText(others: Presence[]): string | null {
  if (others.length === 0) return null;
  return others.map((other) => `${other.name} is ${other.activity}`).join(" · ");
}
