/**
 * Fixed-window counters kept in this process's memory. Each key may `hit` `limit` times per
 * window; a limit of 0 means unlimited. Expired windows are dropped as they are passed over.
 */
export interface RateLimiter {
  /** Counts one event for `key` and says whether it is still within the limit. */
  hit(key: string): { allowed: boolean; retryAfterSeconds: number };
  /** Whether `key` is currently over the limit, without counting anything. */
  blocked(key: string): { blocked: boolean; retryAfterSeconds: number };
  reset(key: string): void;
}

export function createRateLimiter(limit: number, windowMs: number, now = () => Date.now()): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();

  function current(key: string) {
    const time = now();
    if (time - lastSweep > windowMs) {
      for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k);
      lastSweep = time;
    }
    const window = windows.get(key);
    return window && window.resetAt > time ? window : undefined;
  }
  const secondsUntil = (resetAt: number) => Math.max(1, Math.ceil((resetAt - now()) / 1000));

  return {
    hit(key) {
      if (limit === 0) return { allowed: true, retryAfterSeconds: 0 };
      let window = current(key);
      if (!window) {
        window = { count: 0, resetAt: now() + windowMs };
        windows.set(key, window);
      }
      window.count++;
      return { allowed: window.count <= limit, retryAfterSeconds: secondsUntil(window.resetAt) };
    },
    blocked(key) {
      const window = limit === 0 ? undefined : current(key);
      return window && window.count >= limit
        ? { blocked: true, retryAfterSeconds: secondsUntil(window.resetAt) }
        : { blocked: false, retryAfterSeconds: 0 };
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
