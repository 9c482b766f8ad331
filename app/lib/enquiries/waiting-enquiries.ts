import { useSyncExternalStore } from "react";
import { ENQUIRY_KEY_HEADER, WAITING_ENQUIRY_DAYS } from "#domain/sales-desk/enquiry-key";
import { messageFrom, send } from "../api-client";

// Enquiries that could not leave the phone (decision 0075): kept in this browser's
// localStorage, never anywhere else, with the idempotency key made for them, and sent again
// while a public page is open (when the browser says it is online, and every 20 s) until the
// server has them, for up to 7 days. The server stores a key once, so tries that crossed a
// dropped answer, or two tabs trying at once, still make one enquiry.

const WAITING_ENQUIRIES_KEY = "waitingEnquiries";
const KEPT_MS = WAITING_ENQUIRY_DAYS * 24 * 60 * 60_000;
const RETRY_MS = 20_000;
/** A send with no answer by then counts as no signal: a phone on a dead tower may wait minutes. */
const SEND_TIMEOUT_MS = 15_000;

/** An enquiry as kept on the phone: where it goes, what it says, and its key. */
export interface KeptEnquiry {
  key: string;
  url: string;
  body: Record<string, unknown>;
  keptAt: number;
}

/** What the page shows of a kept enquiry: waiting for a signal, sent, or refused (with why). */
export interface WaitingEnquiry extends KeptEnquiry {
  state: "waiting" | "sent" | "refused";
  refusal?: string;
}

/** A send's answer, or "offline": no answer (no signal, a reset, a timeout). */
export type SendOutcome = { status: number; body: unknown } | "offline";

/** Sends an enquiry with its key. Only a network failure or a timeout is "offline". */
export async function sendWithKey({ url, body, key }: Omit<KeptEnquiry, "keptAt">): Promise<SendOutcome> {
  try {
    const headers = { [ENQUIRY_KEY_HEADER]: key };
    return await send("POST", url, body, headers, AbortSignal.timeout(SEND_TIMEOUT_MS));
  } catch {
    return "offline";
  }
}

const succeeded = (status: number) => status >= 200 && status < 300;
/** Busy, rate-limited, or a proxy's error page while the server restarts: try again later. */
const worthRetrying = (status: number) => status === 429 || status >= 500;

function stored(): KeptEnquiry[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(WAITING_ENQUIRIES_KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is KeptEnquiry =>
        typeof entry?.key === "string" &&
        typeof entry.url === "string" &&
        typeof entry.keptAt === "number" &&
        Date.now() - entry.keptAt < KEPT_MS,
    );
  } catch {
    return [];
  }
}

function store(entries: KeptEnquiry[]): boolean {
  try {
    if (entries.length === 0) localStorage.removeItem(WAITING_ENQUIRIES_KEY);
    else localStorage.setItem(WAITING_ENQUIRIES_KEY, JSON.stringify(entries));
    return true;
  } catch {
    return false;
  }
}

// What this page shows: the stored entries, and those sent or refused since it opened.
let shown: WaitingEnquiry[] = [];
const listeners = new Set<() => void>();
const inFlight = new Set<string>();

function show(next: WaitingEnquiry[]) {
  shown = next;
  for (const listener of listeners) listener();
}

function mark(key: string, state: WaitingEnquiry["state"], refusal?: string) {
  show(shown.map((entry) => (entry.key === key ? { ...entry, state, refusal } : entry)));
}

/**
 * Keeps an enquiry that found no signal, to be sent later. False when this browser keeps
 * nothing (storage off or full): the form then says what SPEC §8 says of a network failure.
 */
export function keepForLater(enquiry: Omit<KeptEnquiry, "keptAt">): boolean {
  const kept = { ...enquiry, keptAt: Date.now() };
  if (!store([...stored().filter((entry) => entry.key !== kept.key), kept])) return false;
  show([...shown.filter((entry) => entry.key !== kept.key), { ...kept, state: "waiting" }]);
  return true;
}

/** The visitor does not want it sent: it goes from the phone. One already on its way may still arrive. */
export function cancelWaiting(key: string) {
  store(stored().filter((entry) => entry.key !== key));
  show(shown.filter((entry) => entry.key !== key));
}

/** Sends every kept enquiry not already on its way; each one the server has leaves the phone. */
async function sendWaiting() {
  const known = new Set(shown.map((entry) => entry.key));
  const found = stored().filter((entry) => !known.has(entry.key));
  if (found.length > 0) show([...shown, ...found.map((entry) => ({ ...entry, state: "waiting" as const }))]);
  for (const entry of stored()) {
    if (inFlight.has(entry.key)) continue;
    inFlight.add(entry.key);
    const outcome = await sendWithKey(entry).finally(() => inFlight.delete(entry.key));
    if (outcome === "offline" || worthRetrying(outcome.status)) continue;
    // Still kept unless cancelled meanwhile; gone from the phone once the server has answered.
    if (!stored().some((kept) => kept.key === entry.key)) continue;
    store(stored().filter((kept) => kept.key !== entry.key));
    if (succeeded(outcome.status)) mark(entry.key, "sent");
    else mark(entry.key, "refused", messageFrom(outcome.body, ["message", "error"]) ?? NOT_SENT);
  }
}

const NOT_SENT = "Failed to send message. Please try again.";

/** Takes a sent or refused enquiry off the page. */
export const dismissWaiting = (key: string) => show(shown.filter((entry) => entry.key !== key));

/** Tries now, whenever the browser comes back online, and every 20 s while any is waiting. */
export function startSendingWaiting(): () => void {
  const tryNow = () => void sendWaiting();
  tryNow();
  window.addEventListener("online", tryNow);
  const timer = setInterval(() => {
    if (shown.some((entry) => entry.state === "waiting")) tryNow();
  }, RETRY_MS);
  return () => {
    window.removeEventListener("online", tryNow);
    clearInterval(timer);
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const NONE: WaitingEnquiry[] = [];

/** The kept enquiries this page shows. */
export const useWaitingEnquiries = () =>
  useSyncExternalStore(
    subscribe,
    () => shown,
    () => NONE,
  );
