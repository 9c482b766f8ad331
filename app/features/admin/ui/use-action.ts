import { useCallback, useState } from "react";
import { type FailureTexts, failureMessage } from "../../../lib/api-client";

type SuccessText<T> = string | ((result: T) => string | undefined);

export interface Action {
  busy: boolean;
  error: string | null;
  success: string | null;
  /**
   * Runs one call; returns its result, or undefined after showing the failure banner. The
   * success text may depend on the result (none for a call that came to nothing).
   */
  run: <T>(
    call: () => Promise<T>,
    failure: FailureTexts,
    successText?: SuccessText<T>,
  ) => Promise<T | undefined>;
  /** Shows `text` in the success banner, for a call made by a dialog of its own (one that asked for proof). */
  succeeded: (text: string) => void;
  clearMessages: () => void;
}

/** Busy flag plus the error/success banner texts of the actions on one screen (SPEC §4, §8). */
export function useAction(): Action {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const run = useCallback(
    async <T>(call: () => Promise<T>, failure: FailureTexts, successText?: SuccessText<T>) => {
      setBusy(true);
      setError(null);
      setSuccess(null);
      try {
        const result = await call();
        const text = typeof successText === "function" ? successText(result) : successText;
        if (text) setSuccess(text);
        return result;
      } catch (reason) {
        setError(failureMessage(reason, failure));
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [],
  );

  const succeeded = useCallback((text: string) => {
    setError(null);
    setSuccess(text);
  }, []);

  const clearMessages = useCallback(() => {
    setError(null);
    setSuccess(null);
  }, []);

  return { busy, error, success, run, succeeded, clearMessages };
}
