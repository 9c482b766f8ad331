import { createHmac, timingSafeEqual } from "node:crypto";

// Yoco signs webhooks the Standard Webhooks way (decision 0092, Y4-Y6): HMAC-SHA256 over
// "<webhook-id>.<webhook-timestamp>.<raw body>" with the base64-decoded part of the secret after
// "whsec_", sent base64 in webhook-signature as "v1,<signature>" (space-separated when a
// secret is being rotated); a timestamp more than 3 minutes from now is refused.

/** Yoco's recommended threshold (Y5), either way from our clock. */
const WEBHOOK_TOLERANCE_SECONDS = 3 * 60;

export interface WebhookHeaders {
  id: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
}

type WebhookRefusal = "unsigned" | "stale" | "signature";

const secretBytes = (secret: string) => Buffer.from(secret.replace(/^whsec_/, ""), "base64");

/** The "v1,<base64>" header value for `body` signed now with `secret`: what Yoco (and its simulator) sends. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const digest = createHmac("sha256", secretBytes(secret))
    .update(`${id}.${timestamp}.${body}`)
    .digest("base64");
  return `v1,${digest}`;
}

/** null when the webhook is Yoco's and fresh, else why not. */
export function webhookRefusal(
  secret: string,
  headers: WebhookHeaders,
  body: string,
  nowSeconds: number,
): WebhookRefusal | null {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return "unsigned";
  if (Math.abs(nowSeconds - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS) return "stale";
  const expected = Buffer.from(signWebhook(secret, id, Number(timestamp), body).slice(3), "base64");
  const matches = signature.split(" ").some((entry) => {
    const [version, value] = entry.split(",", 2);
    if (version !== "v1" || !value) return false;
    const given = Buffer.from(value, "base64");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? null : "signature";
}

/** A Yoco webhook secret as the dashboard shows it: "whsec_" and base64. */
export const WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9+/]{16,}={0,2}$/;
