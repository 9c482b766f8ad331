import { useState } from "react";
import type { FieldErrors } from "#domain/text-rules";
import { ApiError, type FailureTexts, failureMessage } from "../../../lib/api-client";

/**
 * A form's call to the server: its busy flag, and the failure shown at the fields the server
 * named (among `fields`, the ones the form shows) or else in the form's banner, as `describe`
 * words it.
 */
export function useFormSubmit<Field extends string>(
  fields: readonly Field[],
  failure: FailureTexts,
  describe: (reason: unknown, texts: FailureTexts) => string = failureMessage,
) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});

  async function submit<T>(call: () => Promise<T>): Promise<T | undefined> {
    setBusy(true);
    setError(null);
    setFieldErrors({});
    try {
      return await call();
    } catch (reason) {
      const named = reason instanceof ApiError ? (reason.fieldErrors ?? {}) : {};
      const shown = Object.fromEntries(fields.filter((f) => named[f]).map((f) => [f, named[f]]));
      if (Object.keys(shown).length > 0) setFieldErrors(shown as FieldErrors<Field>);
      else setError(describe(reason, failure));
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, fieldErrors, setFieldErrors, setError, submit };
}
