// Amounts in rand, held as whole cents (decision 0086): written the en-ZA way without Intl
// (a page's first Intl object loads the browser's locale data, about 100 ms on a slow phone),
// read from what people type, and VAT worked out once on a document's total.

/** R100 million: the largest amount a price or a quote line may have (issue 49). */
export const MAX_CENTS = 10_000_000_000;

/** en-ZA groups thousands with a no-break space and writes a decimal comma. */
const GROUP = "\u00a0";
const DECIMAL = ",";

/** 1500000 → "R15 000", 450050 → "R4 500,50" (cents shown only when there are any). */
export function formatRand(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const whole = Math.abs(cents);
  const rands = Math.floor(whole / 100)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, GROUP);
  const rest = whole % 100;
  return `${sign}R${rands}${rest ? `${DECIMAL}${rest.toString().padStart(2, "0")}` : ""}`;
}

/**
 * A price as people type it: "R15,000", "R1 500 / month", "R4,500.50", "R4 500,50", "15000",
 * "From R800". Thousands are grouped by commas or spaces; a final comma or point with one or
 * two digits after it starts the cents. Migration 0041 reads stored prices with the same
 * pattern (its test holds the two together).
 */
export const PRICE_PATTERN =
  /^\s*(from\s+)?R?\s*(\d{1,3}(?:[ ,\u00a0\u202f]\d{3})+|\d+)(?:[.,](\d{1,2}))?\s*(?:(?:\/|per)\s*(?:month|mo|m)|p\/?m)?\s*$/i;

/** The amount in a typed price, and whether it said "from"; null when it holds no amount we can read. */
export function parsePrice(text: string): { cents: number; from: boolean } | null {
  const match = PRICE_PATTERN.exec(text);
  if (!match) return null;
  const rands = (match[2] ?? "").replace(/\D/g, "");
  // Compared as digits first: a string of twenty 9s is no amount, not a rounded Number.
  if (rands.replace(/^0+/, "").length > 9) return null;
  const cents = Number(rands) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  return cents >= 1 && cents <= MAX_CENTS ? { cents, from: Boolean(match[1]) } : null;
}

/** A VAT rate from a date on (ISO yyyy-mm-dd), in percent with at most two decimals. */
export interface VatRate {
  from: string;
  percent: number;
}

/**
 * South Africa's standard rate (VAT Act s7(1)(a)): 14 % from 7 April 1993, 15 % since
 * 1 April 2018 (Rates and Monetary Amounts and Amendment of Revenue Laws Act 2018).
 */
export const SOUTH_AFRICAN_VAT_RATES: readonly VatRate[] = [
  { from: "1993-04-07", percent: 14 },
  { from: "2018-04-01", percent: 15 },
];

/** The rate in force on `day` (yyyy-mm-dd): the latest row that began on or before it; 0 before any. */
export function vatPercentOn(rates: readonly VatRate[], day: string): number {
  let percent = 0;
  let latest = "";
  for (const rate of rates) {
    if (rate.from <= day && rate.from >= latest) {
      latest = rate.from;
      percent = rate.percent;
    }
  }
  return percent;
}

export interface DocumentTotals {
  exclVatCents: number;
  vatCents: number;
  inclVatCents: number;
}

/**
 * The totals of a document whose amounts include VAT: the VAT is the tax fraction of the whole
 * total, rounded half up to the cent once (never per line and summed, which can drift a cent
 * from the total), and the amount excluding VAT is what is left, so excl. + VAT = incl. always.
 * R5 000 at 15 %: VAT R652,17, excl. R4 347,83. `percent` 0 (not VAT-registered): no VAT.
 */
export function inclusiveTotals(amounts: readonly number[], percent: number): DocumentTotals {
  const incl = amounts.reduce((sum, amount) => sum + amount, 0);
  // In basis points and BigInt: the products outgrow Number's exact integers for large totals.
  const points = BigInt(Math.round(percent * 100));
  const whole = 10_000n + points;
  const vat = Number((2n * BigInt(incl) * points + whole) / (2n * whole));
  return { exclVatCents: incl - vat, vatCents: vat, inclVatCents: incl };
}
