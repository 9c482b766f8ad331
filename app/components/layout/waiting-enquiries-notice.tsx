import { useEffect } from "react";
import {
  cancelWaiting,
  dismissWaiting,
  startSendingWaiting,
  useWaitingEnquiries,
  type WaitingEnquiry,
} from "../../lib/enquiries/waiting-enquiries";
import { secondaryButton } from "../ui/button-styles";

const NO_SIGNAL = "No signal: your message is kept on this phone and will be sent when you are back online";

/** What the visitor typed, as a line they recognise. */
function excerpt(entry: WaitingEnquiry) {
  const message = typeof entry.body.message === "string" ? entry.body.message : "";
  return message.length > 80 ? `${message.slice(0, 80)}…` : message;
}

function Notice({ entry }: { entry: WaitingEnquiry }) {
  return (
    <div className="rounded-xl border border-slate-300 bg-white p-4 text-sm text-slate-900 shadow-lg dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100">
      {entry.state === "waiting" && <p className="font-semibold">{NO_SIGNAL}</p>}
      {entry.state === "sent" && (
        <p className="font-semibold text-green-800 dark:text-green-300">
          Sent. Thank you for your message! We'll be in touch soon.
        </p>
      )}
      {entry.state === "refused" && (
        <p className="font-semibold text-red-800 dark:text-red-300">Not sent: {entry.refusal}</p>
      )}
      <p className="mt-1 text-slate-700 dark:text-slate-300">“{excerpt(entry)}”</p>
      <button
        type="button"
        className={`${secondaryButton} mt-3`}
        onClick={() => (entry.state === "waiting" ? cancelWaiting(entry.key) : dismissWaiting(entry.key))}
      >
        {entry.state === "waiting" ? "Cancel sending" : "Close"}
      </button>
    </div>
  );
}

/**
 * The enquiries kept on this phone for want of a signal (decision 0075), on every public page:
 * sent from here when the signal returns, this visit or a later one within 7 days.
 */
export function WaitingEnquiriesNotice() {
  const entries = useWaitingEnquiries();
  useEffect(startSendingWaiting, []);
  return (
    <section
      aria-label="Messages waiting for a signal"
      role="status"
      className="fixed inset-x-2 bottom-2 z-40 mx-auto max-w-md space-y-2 empty:hidden"
    >
      {entries.map((entry) => (
        <Notice key={entry.key} entry={entry} />
      ))}
    </section>
  );
}
