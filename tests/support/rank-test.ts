/**
 * Mann–Whitney U test of two samples, as a z score: about 0 when neither tends to be larger,
 * positive when `a` tends to be larger. Ranks, not means, so a few slow outliers on a busy
 * machine cannot sway it. Ties share their average rank.
 */
export function rankTestZ(a: number[], b: number[]): number {
  const all = [...a.map((value) => ({ value, fromA: true })), ...b.map((value) => ({ value, fromA: false }))];
  all.sort((x, y) => x.value - y.value);
  let rankSumA = 0;
  for (let i = 0; i < all.length; ) {
    let j = i;
    while (j < all.length && all[j]?.value === all[i]?.value) j++;
    const rank = (i + 1 + j) / 2;
    for (let k = i; k < j; k++) if (all[k]?.fromA) rankSumA += rank;
    i = j;
  }
  const n1 = a.length;
  const n2 = b.length;
  const u = rankSumA - (n1 * (n1 + 1)) / 2;
  return (u - (n1 * n2) / 2) / Math.sqrt((n1 * n2 * (n1 + n2 + 1)) / 12);
}

/** The middle value. */
export function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = sorted.length / 2;
  return sorted.length % 2
    ? (sorted[Math.floor(mid)] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
