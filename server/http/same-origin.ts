import type { Context } from "hono";

// Browsers send cookies with cross-site requests, and a page on another site can post a form
// to ours. They also say where a write comes from (the Origin header, on every POST, PUT and
// DELETE), which lets us refuse writes that did not come from our own pages.

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Reads, which change nothing, so where they come from does not matter. */
export const isSafeMethod = (method: string) => SAFE_METHODS.has(method);

/**
 * Whether the request's Origin is the site's public origin or the origin it was addressed to
 * (the same site reached by another name). A missing Origin is not ours.
 */
export function fromOwnOrigin(c: Context, publicOrigin: string): boolean {
  const origin = c.req.header("origin");
  return origin === publicOrigin || origin === new URL(c.req.url).origin;
}
