import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { BusyError } from "../../auth/hashing-queue";
import { WeakPasswordError } from "../../auth/password";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from "../../db/unavailable";
import { HttpError, refused } from "../../http/http-error";
import {
  ConflictError,
  PublishedSinceDraftError,
  ReauthenticationRequiredError,
  RuleError,
  StaleEnquiryError,
  StaleVersionError,
} from "../../services/shared/errors";
import { busy, reauthenticationRequired, weakPassword } from "../../services/shared/refusal";

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

/** The ETag of a saved version, which a save names back in If-Match (versioning.ts). */
const versionTag = (version: number) => `"${version}"`;

/** Data at a version: the version travels as the ETag, the body keeps SPEC §7's shape. */
export function okAt<T>(c: Context, saved: { version: number }, data: T, status: ContentfulStatusCode = 200) {
  c.header("ETag", versionTag(saved.version));
  return ok(c, data, status);
}

/**
 * The one place a failed API request gets its answer: an HttpError thrown on the way (a
 * refusal, a 404, a body that broke the rules) with its status, a service's client-caused error
 * with its own, and a database out of reach as 503 with Retry-After; anything else is ours
 * (null: a 500 for the caller to log).
 */
export function errorResponse(c: Context, error: unknown): Response | null {
  if (error instanceof StaleVersionError) {
    // The stored version and content, so the client can show what changed and save over it.
    c.header("ETag", versionTag(error.version));
    return c.json(
      {
        success: false,
        error: error.message,
        message: error.message,
        version: error.version,
        current: error.current,
        // Which version moved: the one If-Match named, or the published one a draft went over
        // (with the words the draft was started over, to merge with).
        ...(error instanceof PublishedSinceDraftError
          ? { publishedSinceDraft: true, draftStart: error.draftStart }
          : {}),
        // An enquiry's: who made the change the caller had not seen, and when.
        ...(error instanceof StaleEnquiryError
          ? { changedBy: error.changedBy, changedAt: error.changedAt }
          : {}),
      },
      409,
    );
  }
  const known = error instanceof HttpError ? error : serviceError(error);
  if (known) {
    const { errors, retryAfterSeconds } = known.details;
    if (retryAfterSeconds) c.header("Retry-After", String(retryAfterSeconds));
    return fail(c, known.status, known.message, errors);
  }
  if (isDatabaseUnavailable(error)) {
    c.header("Retry-After", String(RETRY_AFTER_SECONDS));
    c.header("Cache-Control", "no-store");
    return fail(c, 503, UNAVAILABLE_MESSAGE);
  }
  return null;
}

/** A service's error that the client caused (a stale save aside), as the HttpError it is answered with. */
function serviceError(error: unknown): HttpError | null {
  if (error instanceof ConflictError) return new HttpError(409, error.message);
  if (error instanceof RuleError)
    return new HttpError(400, error.message, error.field ? { errors: { [error.field]: error.message } } : {});
  if (error instanceof ReauthenticationRequiredError) return refused(reauthenticationRequired(error.message));
  if (error instanceof WeakPasswordError) return refused(weakPassword(error));
  if (error instanceof BusyError) return refused(busy());
  return null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids of contacts and users are UUIDs; anything else cannot exist (404, not a database error). */
export const isUuid = (value: string) => UUID.test(value);
