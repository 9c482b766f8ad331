// What the visitor's browser says about data and motion, read before any media downloads.

const matches = (query: string) => window.matchMedia?.(query).matches ?? false;

interface NetworkInformation {
  saveData?: boolean;
  type?: string;
  effectiveType?: string;
}
const connection = () => (navigator as Navigator & { connection?: NetworkInformation }).connection;

/** The visitor asked for less data: the Save-Data switch of their browser, or reduced data. */
export function prefersLessData(): boolean {
  return connection()?.saveData === true || matches("(prefers-reduced-data: reduce)");
}

/**
 * True when the visitor asked for less motion or less data: then no video plays, or
 * downloads, until they press play.
 */
export function prefersNoAutoplay(): boolean {
  return prefersLessData() || matches("(prefers-reduced-motion: reduce)");
}

/**
 * Whether a video should come as its light variant: on a phone-sized screen, where the
 * original is several megabytes for a picture a third of its width, and on a mobile or slow
 * connection, whatever the screen (issue 33, decision 0061).
 */
export function wantsLightVideo(): boolean {
  const link = connection();
  return (
    link?.type === "cellular" ||
    ["slow-2g", "2g", "3g"].includes(link?.effectiveType ?? "") ||
    !matches("(min-width: 768px)")
  );
}
