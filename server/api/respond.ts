import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ConflictError, RuleError } from "../services/errors";
import { tooManyMessage } from "../services/rate-limits";

// The response shapes of SPEC §7: `{success, data}` on success (lists add `count`), and on
// failure `{success: false, error, message}` (clients read either field) plus `errors` per field.

export function ok<T>(c: Context, data: T, status: ContentfulStatusCode = 200) {
  const body = Array.isArray(data) ? { success: true, count: data.length, data } : { success: true, data };
  return c.json(body, status);
}

export function fail(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  errors?: Record<string, string>,
) {
  return c.json({ success: false, error, message: error, ...(errors ? { errors } : {}) }, status);
}

export function tooManyRequests(c: Context, retryAfterSeconds: number, what: string) {
  c.header("Retry-After", String(retryAfterSeconds));
  return fail(c, 429, tooManyMessage(what, retryAfterSeconds));
}

/** Maps a service's client-caused error to its status; anything else is ours (500). */
export function errorResponse(c: Context, error: unknown): Response | null {
  if (error instanceof ConflictError) return fail(c, 409, error.message);
  if (error instanceof RuleError) return fail(c, 400, error.message);
  return null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids of contacts and users are UUIDs; anything else cannot exist (404, not a database error). */
export const isUuid = (value: string) => UUID.test(value);
