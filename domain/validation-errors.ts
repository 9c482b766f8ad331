import type { z } from "zod";

// How a failed validation reads in an answer (SPEC §5 and §7): a map of field to message, and
// one line of its distinct messages joined with commas.

/** Each field's first message, keyed by its path ("pricing.upfront"), or "body" for the whole. */
export function validationErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "body";
    errors[field] ??= issue.message;
  }
  return errors;
}

export const validationMessage = (errors: Record<string, string>) =>
  [...new Set(Object.values(errors))].join(", ");
