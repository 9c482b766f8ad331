/**
 * Runs at most `limit` of the given tasks at once; the rest wait their turn in order.
 * Image work goes through one of these so uploads can never occupy every thread of
 * libuv's pool (which file reads, password hashing and compression share).
 */
export function limitConcurrency(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
