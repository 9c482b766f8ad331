import { createHash, timingSafeEqual } from "node:crypto";

// PayFast's signature (decision 0092, rules P1-P3): the MD5 of "name=value" pairs joined by "&",
// each value URL-encoded as PHP's urlencode does (upper-case escapes, "+" for a space), with
// "&passphrase=…" at the end when the account has one.

/**
 * The checkout form's fields in the order PayFast's documentation lists them; a signature over
 * any other order fails (P1). Only the fields this product sends, and the optional ones a
 * merchant may add, are named here.
 */
export const CHECKOUT_FIELD_ORDER = [
  "merchant_id",
  "merchant_key",
  "return_url",
  "cancel_url",
  "notify_url",
  "name_first",
  "name_last",
  "email_address",
  "cell_number",
  "m_payment_id",
  "amount",
  "item_name",
  "item_description",
  "custom_int1",
  "custom_int2",
  "custom_int3",
  "custom_int4",
  "custom_int5",
  "custom_str1",
  "custom_str2",
  "custom_str3",
  "custom_str4",
  "custom_str5",
  "email_confirmation",
  "confirmation_address",
  "payment_method",
] as const;

type CheckoutField = (typeof CHECKOUT_FIELD_ORDER)[number];

/**
 * PHP's urlencode, which PayFast's own code signs with: RFC 3986's unreserved characters
 * except "~" stay, everything else is %XX in upper case, and a space is "+". encodeURIComponent
 * leaves !'()*~ alone and writes a space as %20, so those are put right.
 */
export function payfastEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, "+");
}

const md5 = (text: string) => createHash("md5").update(text).digest("hex");

/** The "a=1&b=2" string a signature is made from, passphrase last when there is one. */
export function signatureBase(
  pairs: readonly (readonly [string, string])[],
  passphrase: string | null,
): string {
  const joined = pairs.map(([name, value]) => `${name}=${payfastEncode(value)}`);
  if (passphrase) joined.push(`passphrase=${payfastEncode(passphrase.trim())}`);
  return joined.join("&");
}

interface SignedCheckout {
  /** The form's fields in PayFast's order, the signature last: what the buyer's browser posts. */
  fields: [string, string][];
}

/**
 * The checkout form for `values`: blank fields left out (P2: only non-blank fields are sent and
 * signed), values trimmed, the rest in the documented order, then the signature.
 */
export function signCheckout(
  values: Partial<Record<CheckoutField, string>>,
  passphrase: string | null,
): SignedCheckout {
  const pairs: [string, string][] = [];
  for (const name of CHECKOUT_FIELD_ORDER) {
    const value = values[name]?.trim();
    if (value) pairs.push([name, value]);
  }
  return { fields: [...pairs, ["signature", md5(signatureBase(pairs, passphrase))]] };
}

/**
 * Whether an ITN's signature is right (P3): PayFast signs the fields in the order it posted
 * them, every field before `signature` (blank ones too, as its sample code does), with the
 * passphrase. `pairs` is the body as received, in order.
 */
export function itnSignatureValid(
  pairs: readonly (readonly [string, string])[],
  passphrase: string | null,
): boolean {
  const at = pairs.findIndex(([name]) => name === "signature");
  if (at < 0) return false;
  const given = Buffer.from(pairs[at]?.[1] ?? "", "utf8");
  const expected = Buffer.from(md5(signatureBase(pairs.slice(0, at), passphrase)), "utf8");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A form body's pairs in the order they came, as PayFast's signature needs them (not a map). */
export const formPairs = (body: string): [string, string][] => [...new URLSearchParams(body)];

/** The body PayFast's validate call takes: the ITN's fields before its signature, encoded as signed. */
export const validationBody = (pairs: readonly (readonly [string, string])[]) => {
  const at = pairs.findIndex(([name]) => name === "signature");
  return signatureBase(at < 0 ? pairs : pairs.slice(0, at), null);
};
