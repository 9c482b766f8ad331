/**
 * True when the visitor asked for less motion or less data (reduced motion, reduced data,
 * or the Save-Data switch of their browser): then nothing downloads until they press play.
 */
export function prefersNoAutoplay(): boolean {
  const media = (query: string) => window.matchMedia?.(query).matches ?? false;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return (
    media("(prefers-reduced-motion: reduce)") ||
    media("(prefers-reduced-data: reduce)") ||
    connection?.saveData === true
  );
}
