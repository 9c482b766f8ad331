// The idempotency key an enquiry is sent with (decision 0075): made on the phone when the
// visitor presses send, kept with the enquiry while it waits for a signal, and sent with every
// try, so the server stores the enquiry once however many of the tries reach it.

/** The request header that carries it (the IETF HTTP API working group's draft names it so). */
export const ENQUIRY_KEY_HEADER = "Idempotency-Key";

/** What a key may be: 16 to 128 letters, digits, hyphens or underscores (a UUID fits). */
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export const ENQUIRY_KEY_MESSAGE = `${ENQUIRY_KEY_HEADER} must be 16 to 128 letters, digits, hyphens or underscores.`;

/** How long the server holds a key: at least the 7 days a phone keeps an enquiry waiting. */
export const ENQUIRY_KEY_DAYS = 8;

/** How long a phone keeps an enquiry waiting for a signal before it gives up on it. */
export const WAITING_ENQUIRY_DAYS = 7;

/**
 * The key a header value names: the value itself, or the draft's quoted string form ("…").
 * Undefined for no header, null for one that is no key.
 */
export function readEnquiryKey(value: string | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const bare = value.trim().replace(/^"(.*)"$/, "$1");
  return KEY_PATTERN.test(bare) ? bare : null;
}

/** A new key: 128 random bits as 32 hexadecimal digits (crypto.randomUUID needs HTTPS; this does not). */
export function newEnquiryKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
