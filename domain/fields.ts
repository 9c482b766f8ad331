import { z } from "zod";

// Field builders shared by the schemas: a missing value, a wrong type and a blank string all
// give the same human message, and every string is trimmed and length-limited.

export const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

export const optionalText = (max: number) =>
  z
    .string({ error: "Must be text" })
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .default("");

/** Loose on purpose (text, at sign, text, dot, text), as SPEC §5 describes. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailAddress = (requiredMessage: string, invalidMessage: string) =>
  requiredText(requiredMessage, 254).regex(EMAIL_PATTERN, invalidMessage);
