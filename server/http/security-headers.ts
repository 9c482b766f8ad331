import type { MiddlewareHandler } from "hono";

/**
 * Headers every response carries. Pages get their own Content-Security-Policy from the page
 * renderer (it needs a nonce per request); any other response gets a policy that allows nothing.
 */
export function securityHeaders(publicUrl: string): MiddlewareHandler {
  const https = publicUrl.startsWith("https:");
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    headers.set("X-Frame-Options", "DENY");
    if (!headers.has("Content-Security-Policy")) {
      const isHtml = headers.get("Content-Type")?.startsWith("text/html");
      headers.set(
        "Content-Security-Policy",
        isHtml ? "frame-ancestors 'none'" : "default-src 'none'; frame-ancestors 'none'; sandbox",
      );
    }
    if (https) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}
