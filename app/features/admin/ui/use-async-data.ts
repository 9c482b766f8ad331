import { useEffect, useRef, useState } from "react";
import { type FailureTexts, failureMessage } from "../../../lib/api-client";

export interface AsyncData<T> {
  data: T | null;
  loading: boolean;
  error: string | null;
  /** Replaces the loaded data after a local change (e.g. a row removed) without reloading. */
  setData: React.Dispatch<React.SetStateAction<T | null>>;
}

/**
 * Loads on mount, and again (keeping what is shown meanwhile) whenever `reloadOn` changes; a
 * failure becomes the SPEC §8 banner text.
 */
export function useAsyncData<T>(
  load: () => Promise<T>,
  failure: FailureTexts,
  reloadOn?: unknown,
): AsyncData<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  // Only the first render's loader and texts count.
  const request = useRef({ load, failure });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloadOn` asks for the data again
  useEffect(() => {
    let current = true;
    const { load: run, failure: texts } = request.current;
    run()
      .then((result) => current && setData(result))
      .catch((reason: unknown) => current && setError(failureMessage(reason, texts)))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [reloadOn]);

  return { data, loading, error, setData };
}
