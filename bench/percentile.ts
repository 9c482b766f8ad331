/** The value at `share` (0.5 for the median) of `sorted`, ascending: nearest rank, no interpolation. */
export function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}
