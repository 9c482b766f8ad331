import type { z } from "zod";
import { validationErrors, validationMessage } from "#domain/validation-errors";
import { BUSY_MESSAGE, BUSY_RETRY_AFTER_SECONDS } from "../../auth/hashing-queue";
import type { WeakPasswordError } from "../../auth/password";
import { tooManyMessage } from "./rate-limits";

/**
 * A public request a service turned down, with a message a person can read and why, never an
 * HTTP status: the API and the pages' form actions give each reason its status
 * (http/http-error.ts `refusalStatus`).
 */
export interface Refusal {
  ok: false;
  reason: "invalid" | "unauthorised" | "reauthentication-required" | "rate-limited" | "busy";
  message: string;
  /** Field name to message, when the fields broke the rules. */
  errors?: Record<string, string>;
  /** Sent as Retry-After: when trying again can succeed. */
  retryAfterSeconds?: number;
  /** The account the refused attempt was made on, when there is one: for the security log, never sent. */
  accountId?: string;
}

/** Fields that broke the schema's rules: each field's message, and all of them in one line. */
export function invalidFields(error: z.ZodError): Refusal {
  const errors = validationErrors(error);
  return { ok: false, reason: "invalid", message: validationMessage(errors), errors };
}

/** Over a rate limit: "Too many {what}. Please try again in N minutes." */
export function tooMany(what: string, retryAfterSeconds: number): Refusal {
  return {
    ok: false,
    reason: "rate-limited",
    message: tooManyMessage(what, retryAfterSeconds),
    retryAfterSeconds,
  };
}

/**
 * A change that needs the acting user's password (and code) again, asked for without it (ASVS
 * 7.5.1): the message at the `currentPassword` field, for the form to ask there.
 */
export function reauthenticationRequired(message: string): Refusal {
  return {
    ok: false,
    reason: "reauthentication-required",
    message,
    errors: { currentPassword: message },
  };
}

/** A common password, refused at the password field. */
export function weakPassword(error: WeakPasswordError): Refusal {
  return { ok: false, reason: "invalid", message: error.message, errors: { password: error.message } };
}

/** The server is too busy now (a long password-hashing queue): try again in a few seconds. */
export function busy(): Refusal {
  return { ok: false, reason: "busy", message: BUSY_MESSAGE, retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS };
}
