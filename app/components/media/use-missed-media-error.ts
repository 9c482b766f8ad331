import { useEffect, useRef } from "react";

const hasFailed = (element: HTMLImageElement | HTMLVideoElement) =>
  element instanceof HTMLImageElement
    ? element.complete && element.naturalWidth === 0
    : element.error !== null;

/**
 * A ref for an image or video whose `onError` must not be missed. The page's script runs after
 * the first paint (decision 0022), so on a direct visit a fast failure (a 404) comes before
 * React has attached the handler and fires unheard; once mounted, this reads it from the element.
 */
export function useMissedMediaError<T extends HTMLImageElement | HTMLVideoElement>(onError?: () => void) {
  const ref = useRef<T>(null);
  // Only the state at mount can have been missed; later errors reach onError itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    if (ref.current && onError && hasFailed(ref.current)) onError();
  }, []);
  return ref;
}
