import { lookup } from "node:dns/promises";
import { formPairs, itnSignatureValid, validationBody } from "./payfast-signature";

// An ITN is believed only when PayFast's four documented security checks pass (decision 0092,
// P4-P8): the signature, the source address, the amount, and PayFast's own word on the data;
// then what it says is read: the status, the merchant and the payment id.

/** The hosts PayFast sends ITNs from (P5); their addresses are looked up, never hard-coded. */
export const PAYFAST_HOSTS = [
  "www.payfast.co.za",
  "sandbox.payfast.co.za",
  "w1w.payfast.co.za",
  "w2w.payfast.co.za",
] as const;

/** The addresses an ITN may come from, as the socket (or the trusted proxy) reports them. */
export type SourceAddresses = () => Promise<ReadonlySet<string>>;

/** How long a lookup of PayFast's hosts is reused: their addresses change rarely, an ITN may come any second. */
const SOURCES_FOR_MS = 10 * 60_000;

/**
 * PayFast's hosts resolved, all their IPv4 and IPv6 addresses, cached for ten minutes. A host
 * that does not resolve adds nothing; none resolving means no ITN is believed until one does.
 */
export function payfastSourceAddresses(
  resolve: (host: string) => Promise<string[]> = async (host) =>
    (await lookup(host, { all: true })).map(({ address }) => address),
  now: () => number = Date.now,
): SourceAddresses {
  let cached: { at: number; addresses: ReadonlySet<string> } | undefined;
  return async () => {
    if (cached && now() - cached.at < SOURCES_FOR_MS && cached.addresses.size > 0) return cached.addresses;
    const found = await Promise.all(PAYFAST_HOSTS.map((host) => resolve(host).catch(() => [])));
    cached = { at: now(), addresses: new Set(found.flat().map(plainAddress)) };
    return cached.addresses;
  };
}

/** "::ffff:196.33.227.224" (an IPv4 client on a dual-stack socket) is 196.33.227.224. */
export const plainAddress = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1");

/** "1234.50" → 123450; null for anything but a plain amount in rand with at most two decimals. */
export function randToCents(text: string | undefined): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text?.trim() ?? "");
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** 123450 → "1234.50": how PayFast's amount field is written. */
export const centsToRand = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

type ItnRefusal =
  | "unreadable"
  | "signature"
  | "source-address"
  | "unknown-payment"
  | "amount"
  | "not-validated"
  | "merchant"
  | "validate-unreachable";

interface ItnFacts {
  paymentId: string;
  pfPaymentId: string;
  status: string;
}

interface ItnContext {
  body: string;
  sourceAddress: string;
  passphrase: string | null;
  merchantId: string;
  sources: SourceAddresses;
  /** The amount due in cents for our payment id, or null when there is no such payment. */
  amountDue: (paymentId: string) => Promise<number | null>;
  /** PayFast's validate call: true for "VALID"; throws when PayFast cannot be reached. */
  validate: (body: string) => Promise<boolean>;
}

/** Judges one ITN: the facts to act on, or why it is not believed. */
export async function judgeItn(
  context: ItnContext,
): Promise<{ ok: true; facts: ItnFacts } | { ok: false; reason: ItnRefusal }> {
  const pairs = formPairs(context.body);
  const field = (name: string) => pairs.find(([key]) => key === name)?.[1] ?? "";
  const paymentId = field("m_payment_id");
  const pfPaymentId = field("pf_payment_id");
  if (!paymentId || !pfPaymentId) return { ok: false, reason: "unreadable" };
  if (!itnSignatureValid(pairs, context.passphrase)) return { ok: false, reason: "signature" };
  if (!(await context.sources()).has(plainAddress(context.sourceAddress)))
    return { ok: false, reason: "source-address" };
  const due = await context.amountDue(paymentId);
  if (due === null) return { ok: false, reason: "unknown-payment" };
  const gross = randToCents(field("amount_gross"));
  // P6: within R0.01 of the amount due, as PayFast's sample compares.
  if (gross === null || Math.abs(gross - due) > 1) return { ok: false, reason: "amount" };
  let valid: boolean;
  try {
    valid = await context.validate(validationBody(pairs));
  } catch {
    return { ok: false, reason: "validate-unreachable" };
  }
  if (!valid) return { ok: false, reason: "not-validated" };
  if (field("merchant_id") !== context.merchantId) return { ok: false, reason: "merchant" };
  return { ok: true, facts: { paymentId, pfPaymentId, status: field("payment_status") } };
}

/** PayFast's validate call (P7): the ITN's data posted back, answered "VALID" or "INVALID". */
export async function validateWithPayfast(baseUrl: string, body: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/eng/query/validate`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
    redirect: "error",
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`PayFast's validate answered ${response.status}`);
  return (await response.text()).trim() === "VALID";
}
