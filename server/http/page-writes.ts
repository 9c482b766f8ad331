import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { fromOwnOrigin, isSafeMethod } from "./same-origin";

/** Above what the contact form can hold: about 5,600 characters, some 50 KB URL-encoded. */
const MAX_FORM_BYTES = 64 * 1024;

/**
 * Writes to pages: the contact form posted without JavaScript. They must come from our own
 * pages (a form on another site could otherwise send enquiries in a visitor's name, from the
 * visitor's address) and stay small, since the page's action reads the whole body.
 */
export function pageWrites(publicUrl: string): MiddlewareHandler {
  const publicOrigin = new URL(publicUrl).origin;
  const limit = bodyLimit({
    maxSize: MAX_FORM_BYTES,
    onError: (c) => c.text("Request body is too large", 413),
  });
  return async (c, next) => {
    if (isSafeMethod(c.req.method)) return next();
    if (!fromOwnOrigin(c, publicOrigin)) return c.text("Forbidden: cross-site request", 403);
    return limit(c, next);
  };
}
