import { type DocumentTotals, formatRand, inclusiveTotals, MAX_CENTS } from "../money";
import { sastDate } from "../working-days";

// A quote from the sales desk (issue 49 item 3, decision 0091): its lines, what it adds up to,
// and the states it moves through. No zod here: the admin screens and the buyer's page import
// it; the request rules are in quote-schema.ts.

/** What a quote is, as the desk and the API name it; `expired` is read from the date, never stored. */
export const QUOTE_STATUSES = [
  "draft",
  "sent",
  "viewed",
  "accepted",
  "declined",
  "expired",
  "replaced",
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
/** What is stored: every status but `expired`. */
export type StoredQuoteStatus = Exclude<QuoteStatus, "expired">;

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  viewed: "Viewed",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
  replaced: "Replaced",
};

/** A line is paid once, or each month (monthly support, `quantity` being its term in months). */
export const QUOTE_LINE_UNITS = ["once", "month"] as const;
export type QuoteLineUnit = (typeof QUOTE_LINE_UNITS)[number];

export const QUOTE_LIMITS = {
  lines: 50,
  description: 500,
  quantity: 10_000,
  terms: 5_000,
  validDays: { min: 1, max: 365 },
  depositPercent: { min: 0, max: 100 },
} as const;

export const QUOTE_DEFAULTS = {
  depositPercent: 50,
  validDays: 30,
  /** Months of monthly support a prefilled quote offers. */
  supportMonths: 12,
  terms: [
    "The deposit is due on acceptance; work starts once it is paid. The balance is due on delivery.",
    "Monthly support is billed each month for the term shown and continues month to month after it until either side cancels with 30 days' notice.",
    "Amounts are in South African rand. This quotation is not a tax invoice.",
  ].join("\n"),
} as const;

/** A line as it is sent and stored; its total is worked out, never sent. */
export interface QuoteLineInput {
  description: string;
  quantity: number;
  unitCents: number;
  unit: QuoteLineUnit;
}

export interface QuoteLine extends QuoteLineInput {
  totalCents: number;
}

export const lineTotal = (line: Pick<QuoteLineInput, "quantity" | "unitCents">) =>
  line.quantity * line.unitCents;

/** The most a line or a whole quote may come to (issue 49: R100 million). */
export const QUOTE_MAX_CENTS = MAX_CENTS;

/** What a quote's lines come to: VAT once on the total (decision 0086), and the deposit. */
export function quoteTotals(
  lines: readonly QuoteLineInput[],
  vatPercent: number,
  depositPercent: number,
): { lines: QuoteLine[]; totals: DocumentTotals; depositCents: number } {
  const priced = lines.map((line) => ({ ...line, totalCents: lineTotal(line) }));
  const totals = inclusiveTotals(
    priced.map((line) => line.totalCents),
    vatPercent,
  );
  return { lines: priced, totals, depositCents: depositOf(totals.inclVatCents, depositPercent) };
}

/** `percent` of `cents`, rounded half up to the cent. */
export const depositOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);

/** Q-2026-0007: the year's sequence number, four digits at least. */
export const quoteNumber = (year: number, sequence: number) =>
  `Q-${year}-${String(sequence).padStart(4, "0")}`;

/** Where the buyer reads a quote: no account, the signed token is the key. */
export const quotePath = (token: string) => `/q/${token}`;

// What the quote says, the same on the buyer's page and in its PDF.

export const QUOTE_TITLE = "Quotation";
export const VAT_INCLUDED_NOTE = "All amounts include VAT.";

/** "Q-2026-0007" or "Q-2026-0007, revision 2". */
export const quoteName = (quote: { number: string; revision: number }) =>
  `${quote.number}${quote.revision > 1 ? `, revision ${quote.revision}` : ""}`;

/** Under a line's description: "2 × R2 500" or "R1 500 a month × 12 months". */
export const lineDetail = (line: QuoteLine) =>
  line.unit === "month"
    ? `${formatRand(line.unitCents)} a month × ${line.quantity} months`
    : `${line.quantity} × ${formatRand(line.unitCents)}`;

export interface QuoteFigures {
  vatRegistered: boolean;
  vatPercent: number;
  totals: DocumentTotals;
  depositPercent: number;
  depositCents: number;
}

/**
 * The rows under the lines: excl., VAT and incl. when the seller is VAT-registered (VAT Act
 * s65), one total and no word of VAT when not; then the deposit, when one is asked.
 */
export function totalRows(quote: QuoteFigures): { label: string; cents: number; total: boolean }[] {
  const { totals } = quote;
  const rows = quote.vatRegistered
    ? [
        { label: "Total excl. VAT", cents: totals.exclVatCents, total: false },
        { label: `VAT at ${quote.vatPercent} %`, cents: totals.vatCents, total: false },
        { label: "Total incl. VAT", cents: totals.inclVatCents, total: true },
      ]
    : [{ label: "Total", cents: totals.inclVatCents, total: true }];
  const deposit = {
    label: `Deposit (${quote.depositPercent} %) due on acceptance`,
    cents: quote.depositCents,
    total: false,
  };
  return quote.depositPercent > 0 ? [...rows, deposit] : rows;
}

/** A yyyy-mm-dd day as en-ZA writes it in full: "31 January 2027". */
export const longDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-ZA", { dateStyle: "long", timeZone: "UTC" });

/** The line under the title: "Q-2026-0007 · 6 December 2026 · valid until 5 January 2027", dated when sent (or made, while a draft). */
export const quoteSubtitle = (quote: {
  number: string;
  revision: number;
  sentAt: string | null;
  createdAt: string;
  validUntil: string;
}) =>
  `${quoteName(quote)} · ${longDay(sastDate(new Date(quote.sentAt ?? quote.createdAt)))} · valid until ${longDay(quote.validUntil)}`;
