/** The value at `share` (0.5 for the median) of `sorted`, ascending: nearest rank, no interpolation. */
export function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

/** How long a run of requests took: how many, the median, the 95th percentile and the longest, in whole ms. */
export interface LatencySummary {
  samples: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export function latencySummary(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (share: number) => Math.round(percentile(sorted, share));
  return { samples: sorted.length, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: Math.round(sorted.at(-1) ?? 0) };
}
