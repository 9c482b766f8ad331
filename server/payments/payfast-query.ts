import { createHash } from "node:crypto";
import { randToCents } from "./payfast-itn";
import { payfastEncode } from "./payfast-signature";

// Check again at PayFast (decision 0097, Q1-Q4): when an ITN never came, PayFast's transaction
// history API says whether a payment of ours was received. The request is signed as PayFast's
// API wants (Q2); the answer is a CSV read by its header names (Q3); only a "funds received"
// credit for our m_payment_id, of the amount due within R0.01, with a pf_payment_id, counts.

/** PayFast's own hosts: their API lives on api.payfast.co.za (Q1); the sandbox's with ?testing=true. */
const PAYFAST_SITES: Record<string, { api: string; testing: boolean }> = {
  "www.payfast.co.za": { api: "https://api.payfast.co.za", testing: false },
  "sandbox.payfast.co.za": { api: "https://api.payfast.co.za", testing: true },
};

/** Where the API is for the configured base URL: PayFast's, or (a simulator's) the base itself. */
export function payfastApi(baseUrl: string): { api: string; testing: boolean } {
  return PAYFAST_SITES[new URL(baseUrl).host] ?? { api: baseUrl, testing: false };
}

/**
 * PayFast's API signature (Q2): every header and parameter sent, and the passphrase, sorted by
 * name, `name=value` with PHP's urlencode, joined by "&", MD5 in lower-case hex.
 */
export function apiSignature(fields: Record<string, string>, passphrase: string | null): string {
  const all: Record<string, string> = { ...fields, ...(passphrase ? { passphrase: passphrase.trim() } : {}) };
  const base = Object.keys(all)
    .sort()
    .map((name) => `${name}=${payfastEncode(all[name] ?? "")}`)
    .join("&");
  return createHash("md5").update(base).digest("hex");
}

/** "2026-12-07T05:01:02+02:00": ISO-8601 in South African time, as PayFast's examples write it. */
export function sastTimestamp(at: number): string {
  return `${new Date(at + 2 * 3_600_000).toISOString().slice(0, 19)}+02:00`;
}

/** A CSV's rows as records by header name (lower case): quoted fields, "" escapes, commas and line breaks inside quotes. */
export function csvRecords(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const source = text.replace(/^\uFEFF/, "");
  for (let at = 0; at < source.length; at++) {
    const char = source[at];
    if (quoted) {
      if (char === '"' && source[at + 1] === '"') {
        field += '"';
        at++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[at + 1] === "\n") at++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += char;
  }
  if (field || row.length) rows.push([...row, field]);
  const [header, ...body] = rows.filter((cells) => cells.some((cell) => cell.trim() !== ""));
  const names = (header ?? []).map((name) => name.trim().toLowerCase());
  return body.map((cells) =>
    Object.fromEntries(names.map((name, index) => [name, (cells[index] ?? "").trim()])),
  );
}

/** The history's body: the CSV itself, or (as some answers come) JSON holding it under `response`. */
function historyText(body: string): string {
  if (!body.trimStart().startsWith("{")) return body;
  const value = JSON.parse(body) as { response?: unknown; data?: { response?: unknown } };
  const text = value.data?.response ?? value.response;
  if (typeof text !== "string") throw new Error("PayFast's history answered without a CSV");
  return text;
}

interface Received {
  pfPaymentId: string;
}

interface HistoryQuery {
  baseUrl: string;
  merchantId: string;
  passphrase: string | null;
  paymentId: string;
  amountCents: number;
  /** The first and last day (yyyy-mm-dd, SAST) to look in. */
  from: string;
  to: string;
  now: number;
}

const word = (value: string | undefined) => (value ?? "").trim().toUpperCase().replace(/\s+/g, "_");

/**
 * Asks PayFast's transaction history whether `paymentId` was received (Q1-Q4): its pf_payment_id
 * when a funds-received credit of the amount due names it, else null. Throws when PayFast cannot
 * be asked or answers what cannot be read: Check again then changes nothing.
 */
export async function receivedAtPayfast(query: HistoryQuery): Promise<Received | null> {
  const { api, testing } = payfastApi(query.baseUrl);
  const headers = { "merchant-id": query.merchantId, version: "v1", timestamp: sastTimestamp(query.now) };
  const params = { from: query.from, to: query.to };
  const search = new URLSearchParams({ ...params, ...(testing ? { testing: "true" } : {}) });
  const response = await fetch(`${api}/transactions/history?${search}`, {
    headers: { ...headers, signature: apiSignature({ ...headers, ...params }, query.passphrase) },
    redirect: "error",
    signal: AbortSignal.timeout(15_000),
  });
  // PayFast's error bodies may repeat what was sent; only the status goes into the message.
  if (!response.ok) throw new Error(`PayFast's history answered ${response.status}`);
  for (const record of csvRecords(historyText(await response.text()))) {
    if (record["m payment id"] !== query.paymentId) continue;
    if (word(record.type) !== "FUNDS_RECEIVED" || word(record.sign) !== "CREDIT") continue;
    const gross = randToCents(record.gross?.replace(/,/g, ""));
    const pfPaymentId = record["pf payment id"] ?? "";
    if (gross !== null && Math.abs(gross - query.amountCents) <= 1 && /^\d+$/.test(pfPaymentId))
      return { pfPaymentId };
  }
  return null;
}
