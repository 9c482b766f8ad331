import { randomFillSync } from "node:crypto";

/** Headers every response carries, whatever it is (see finish-response.ts). */
export function baseSecurityHeaders(publicUrl: string): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    "X-Frame-Options": "DENY",
    ...(publicUrl.startsWith("https:")
      ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" }
      : {}),
  };
}

const NONCE_BYTES = 16;
/** Every nonce's length in characters (base64 of NONCE_BYTES), which a cached page's layout relies on. */
export const NONCE_LENGTH = Math.ceil(NONCE_BYTES / 3) * 4;
// Every page response needs a nonce; drawing 256 at a time from the system's CSPRNG costs one
// call instead of 256 (the same randomness: each byte is handed out once).
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nonceOffset = noncePool.length;

/** A fresh value for a page's script nonce: 128 random bits. */
export function newNonce(): string {
  if (nonceOffset === noncePool.length) {
    randomFillSync(noncePool);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString("base64", nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

// Written once around the nonce's place: a page's policy is built for every response.
const [POLICY_BEFORE_NONCE, POLICY_AFTER_NONCE] = [
  "default-src 'self'",
  "script-src 'self' 'nonce-\0'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
]
  .join("; ")
  .split("\0") as [string, string];

/** The policy of a rendered page: its own scripts, and inline ones only with this response's nonce. */
export function pagePolicy(nonce: string): string {
  return POLICY_BEFORE_NONCE + nonce + POLICY_AFTER_NONCE;
}

/** The policy of any response that did not set its own: HTML may not be framed; nothing else may run at all. */
export function fallbackPolicy(contentType: string | null | undefined): string {
  return contentType?.startsWith("text/html")
    ? "frame-ancestors 'none'"
    : "default-src 'none'; frame-ancestors 'none'; sandbox";
}
