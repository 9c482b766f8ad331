import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Refusal } from "../services/shared/refusal";

/**
 * A request the server turns down with a status of the client's making (400, 401, 403, 404,
 * 429…). Thrown from a middleware or a handler; the app's error handler answers it in the API's
 * error shape (api/respond.ts), the one place that shape is written.
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly details: {
      /** Field name to message, when fields broke the rules. */
      errors?: Record<string, string>;
      /** Sent as Retry-After: when trying again can succeed. */
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(message);
  }
}

const REFUSAL_STATUS = {
  invalid: 400,
  unauthorised: 401,
  "reauthentication-required": 403,
  "rate-limited": 429,
  busy: 503,
} as const satisfies Record<Refusal["reason"], ContentfulStatusCode>;

/** The status a service's refusal is answered with, by the API and by a page's form action alike. */
export const refusalStatus = (refusal: Refusal) => REFUSAL_STATUS[refusal.reason];

/** A service's refusal as the error the API answers it with. */
export function refused(refusal: Refusal): HttpError {
  const { message, errors, retryAfterSeconds } = refusal;
  return new HttpError(refusalStatus(refusal), message, { errors, retryAfterSeconds });
}

/** `value`, or a 404 with `message` when there is none (nothing, or nothing removed). */
export function found<T>(value: T | null | undefined | false, message: string): T {
  if (!value) throw new HttpError(404, message);
  return value;
}
