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

/** The policy of a rendered page: its own scripts, and inline ones only with this response's nonce. */
export function pagePolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The policy of any response that did not set its own: HTML may not be framed; nothing else may run at all. */
export function fallbackPolicy(contentType: string | null | undefined): string {
  return contentType?.startsWith("text/html")
    ? "frame-ancestors 'none'"
    : "default-src 'none'; frame-ancestors 'none'; sandbox";
}
