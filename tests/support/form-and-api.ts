import fc from "fast-check";
import { expect } from "vitest";
import type { z } from "zod";
import { checkFields, type TextRule } from "#domain/text-rules";
import { validationErrors } from "#domain/validation-errors";

// The public forms check their fields in the browser without zod; the API checks the same
// fields with zod. Both read one set of rules; these helpers send the same input through both.

/** The form's errors for the input, after checking that the API gives the very same. */
export function formErrorsAsApi<Name extends string>(
  schema: z.ZodType,
  rules: Record<Name, TextRule>,
  input: Record<NoInfer<Name>, string>,
) {
  const parsed = schema.safeParse(input);
  const form = checkFields(rules, input);
  expect(parsed.success ? {} : validationErrors(parsed.error)).toEqual(form);
  return form;
}

/**
 * Any text a visitor might type. Short strings from a small alphabet hit blanks, spaces around
 * text, at signs and dots often; long ones the length limits.
 */
export const typedText = fc.oneof(
  fc.string({ unit: fc.constantFrom(" ", "a", "@", ".", "1", "+", "\n"), maxLength: 12 }),
  fc.string({ minLength: 90, maxLength: 5010 }),
);
