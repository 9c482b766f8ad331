// What the visitor's browser says about data and motion, read before any media downloads.

const matches = (query: string) => window.matchMedia?.(query).matches ?? false;

interface NetworkInformation {
  saveData?: boolean;
  type?: string;
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
 * Whether a large video may start by itself: not when the visitor asked for less data or
 * motion, not on a mobile connection, and not on a phone-sized screen, where a 1080p file is
 * several megabytes of metered data for a picture a third of its width (decision 0024).
 */
export function mayAutoplayLargeVideo(): boolean {
  return !prefersNoAutoplay() && connection()?.type !== "cellular" && matches("(min-width: 768px)");
}
