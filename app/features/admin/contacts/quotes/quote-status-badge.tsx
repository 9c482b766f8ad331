import { QUOTE_STATUS_LABELS, type QuoteStatus } from "#domain/sales-desk/quote";

// A quote's state as the panel and the inbox's list show it (decision 0091).

const TONES: Record<QuoteStatus, string> = {
  draft: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
  sent: "bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100",
  viewed: "bg-indigo-100 text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100",
  accepted: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
  declined: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
  expired: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  replaced: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
};

/** A quote's state; `prefix` ("Quote ") where it stands beside the enquiry's own status. */
export function QuoteStatusBadge({ status, prefix = "" }: { status: QuoteStatus; prefix?: string }) {
  const label = QUOTE_STATUS_LABELS[status];
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-medium ${TONES[status]}`}>
      {prefix ? `${prefix}${label.toLowerCase()}` : label}
    </span>
  );
}
