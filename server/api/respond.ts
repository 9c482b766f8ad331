import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

// The response shapes of SPEC §7: `{success, data}` on success, and on failure
// `{success: false, error, message}` (clients read either field) plus `errors` per field.

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
