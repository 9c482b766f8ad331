import { formatRand, parsePrice } from "../money";

// A solution's prices: SPEC §7's strings, and the amounts in cents that pages, quotes and
// structured data use (decision 0086). Amounts are what the buyer pays: VAT included when the
// company is VAT-registered (VAT Act s65), and no VAT at all when it is not.

export const PRICE_NOTES = ["from", "on request"] as const;
export type PriceNote = (typeof PRICE_NOTES)[number];

export const PRICE_ON_REQUEST = "Price on request";

interface PricingInput {
  upfront: string;
  monthly?: string | undefined;
  upfrontCents?: number | undefined;
  monthlyCents?: number | undefined;
  priceNote?: PriceNote | undefined;
}

export interface Pricing {
  upfront: string;
  monthly?: string;
  upfrontCents?: number;
  monthlyCents?: number;
  priceNote?: PriceNote;
}

const monthlyText = (cents: number) => `${formatRand(cents)} / month`;

/** `text` when it already says `cents` (and "from" as `from` says), else the text written from them. */
function textFor(text: string | undefined, cents: number, written: string, from = false): string {
  const read = text === undefined ? null : parsePrice(text);
  return read && read.cents === cents && read.from === from ? (text as string) : written;
}

/**
 * Amounts sent win: a string that does not say the amount is written from it (the editor sends
 * amounts), and one that does is kept, so a solution read and sent back is unchanged. Strings
 * sent alone (SPEC §7 clients, kept versions, JSON imports) are kept as sent and read for their
 * amounts; an upfront price without one makes the prices "on request", and its text is kept for
 * the admin to see (`unreadPrices`) rather than lost.
 */
export function settledPricing(input: PricingInput): Pricing {
  if (input.priceNote === "on request") {
    // A text without an amount is kept for the admin to see; anything else says so plainly.
    const unread = (text: string | undefined) => Boolean(text?.trim()) && !parsePrice(text as string);
    return {
      upfront: unread(input.upfront) ? input.upfront : PRICE_ON_REQUEST,
      ...(unread(input.monthly) ? { monthly: input.monthly } : {}),
      priceNote: "on request",
    };
  }
  const monthlyCents = input.monthlyCents ?? (input.monthly ? parsePrice(input.monthly)?.cents : undefined);
  const monthly: Pick<Pricing, "monthly" | "monthlyCents"> =
    monthlyCents !== undefined
      ? { monthly: textFor(input.monthly, monthlyCents, monthlyText(monthlyCents)), monthlyCents }
      : input.monthly
        ? { monthly: input.monthly }
        : {};
  const read = input.upfrontCents === undefined ? parsePrice(input.upfront) : null;
  const cents = input.upfrontCents ?? read?.cents;
  if (cents === undefined) return { upfront: input.upfront, ...monthly, priceNote: "on request" };
  const from = input.priceNote === "from" || Boolean(read?.from);
  const upfront = textFor(input.upfront, cents, `${from ? "From " : ""}${formatRand(cents)}`, from);
  return { upfront, upfrontCents: cents, ...monthly, ...(from ? { priceNote: "from" } : {}) };
}

/** The price texts no amount could be read from, for the admin to replace with amounts. */
export function unreadPrices(pricing: Pricing): string[] {
  const unread: string[] = [];
  if (pricing.upfrontCents === undefined && pricing.upfront !== PRICE_ON_REQUEST)
    unread.push(pricing.upfront);
  if (pricing.monthly && pricing.monthlyCents === undefined) unread.push(pricing.monthly);
  return unread;
}

/** What a public page shows: amounts the en-ZA way, "incl. VAT" after each when VAT-registered. */
export interface ShownPrices {
  upfront: string;
  monthly?: string;
  /** The catalogue card's line: "From R1 200 incl. VAT". */
  card: string;
}

export function shownPrices(pricing: Pricing, vatRegistered: boolean): ShownPrices {
  const vat = vatRegistered ? " incl. VAT" : "";
  const cents = pricing.upfrontCents;
  const amount = cents === undefined ? null : `${formatRand(cents)}${vat}`;
  const monthly =
    pricing.monthlyCents !== undefined
      ? `${monthlyText(pricing.monthlyCents)}${vat}`
      : pricing.monthly
        ? PRICE_ON_REQUEST
        : undefined;
  return {
    upfront: amount ? `${pricing.priceNote === "from" ? "From " : ""}${amount}` : PRICE_ON_REQUEST,
    ...(monthly ? { monthly } : {}),
    card: amount ? `From ${amount}` : PRICE_ON_REQUEST,
  };
}
