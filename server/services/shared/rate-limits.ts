import { eq, lte, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { rateLimitWindows } from "../../db/schema";

/** One allowance: `limit` events per key per window; a limit of 0 means unlimited. */
export interface RateLimiter {
  /**
   * Counts one event for `key` and says whether it is still within the limit: one statement
   * (insert or increment, returning the new count), so concurrent hits never share a count.
   */
  hit(key: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  /**
   * Counts one event for each of `keys` (a key may come more than once) in one statement, run
   * by `executor` (a caller's transaction), and says of each whether it is within the limit.
   */
  hitEach(keys: readonly string[], executor?: Executor): Promise<boolean[]>;
  /** Gives back one counted event (one that turned out not to count, e.g. a sign-in that succeeded). */
  release(key: string): Promise<void>;
  /** Whether `key` is currently over the limit, without counting anything. */
  blocked(key: string): Promise<{ blocked: boolean; retryAfterSeconds: number }>;
  reset(key: string): Promise<void>;
}

const NOT_LIMITED = { allowed: true, retryAfterSeconds: 0 } as const;
const NOT_BLOCKED = { blocked: false, retryAfterSeconds: 0 } as const;

/**
 * Fixed-window counters kept in the database, so instances sharing one PostgreSQL share each
 * allowance. The database's clock decides when a window ends, so instances agree on it too.
 */
export function createRateLimits(db: Database) {
  const expired = sql`${rateLimitWindows.resetAt} <= now()`;
  const secondsLeftSql = sql<number>`greatest(1, ceil(extract(epoch from ${rateLimitWindows.resetAt} - now())))::int`;
  let lastSweep = 0;

  return {
    /** A limiter whose keys are prefixed with `scope`, so allowances never mix. */
    limiter(scope: string, limit: number, windowMs: number): RateLimiter {
      const keyOf = (subject: string) => `${scope}:${subject}`;

      // Windows nobody hits again would stay forever; one delete per window length clears them.
      async function sweep() {
        if (Date.now() - lastSweep < windowMs) return;
        lastSweep = Date.now();
        await db.delete(rateLimitWindows).where(lte(rateLimitWindows.resetAt, sql`now()`));
      }

      return {
        async hit(subject) {
          if (limit === 0) return NOT_LIMITED;
          await sweep();
          const newWindowEnd = sql`now() + ${windowMs} * interval '1 millisecond'`;
          const [window] = await db
            .insert(rateLimitWindows)
            .values({ key: keyOf(subject), count: 1, resetAt: newWindowEnd })
            .onConflictDoUpdate({
              target: rateLimitWindows.key,
              set: {
                count: sql`case when ${expired} then 1 else ${rateLimitWindows.count} + 1 end`,
                resetAt: sql`case when ${expired} then ${newWindowEnd} else ${rateLimitWindows.resetAt} end`,
              },
            })
            .returning({ count: rateLimitWindows.count, secondsLeft: secondsLeftSql });
          // An upsert always returns its row.
          const { count, secondsLeft } = window as { count: number; secondsLeft: number };
          return { allowed: count <= limit, retryAfterSeconds: secondsLeft };
        },
        async hitEach(subjects, executor = db) {
          if (limit === 0 || subjects.length === 0) return subjects.map(() => true);
          // One row per key: an upsert may not touch the same row twice.
          const hits = new Map<string, number>();
          for (const subject of subjects) hits.set(subject, (hits.get(subject) ?? 0) + 1);
          const newWindowEnd = sql`now() + ${windowMs} * interval '1 millisecond'`;
          const counted = await executor
            .insert(rateLimitWindows)
            .values(
              [...hits].map(([subject, count]) => ({ key: keyOf(subject), count, resetAt: newWindowEnd })),
            )
            .onConflictDoUpdate({
              target: rateLimitWindows.key,
              set: {
                count: sql`case when ${expired} then excluded.count else ${rateLimitWindows.count} + excluded.count end`,
                resetAt: sql`case when ${expired} then ${newWindowEnd} else ${rateLimitWindows.resetAt} end`,
              },
            })
            .returning({ key: rateLimitWindows.key, count: rateLimitWindows.count });
          // The count before this call, then one more for each time the key comes again.
          const seen = new Map(
            counted.map(({ key, count }) => [key, count - (hits.get(key.slice(scope.length + 1)) ?? 0)]),
          );
          return subjects.map((subject) => {
            const before = (seen.get(keyOf(subject)) ?? 0) + 1;
            seen.set(keyOf(subject), before);
            return before <= limit;
          });
        },
        async blocked(subject) {
          if (limit === 0) return NOT_BLOCKED;
          const [window] = await db
            .select({ count: rateLimitWindows.count, secondsLeft: secondsLeftSql })
            .from(rateLimitWindows)
            .where(sql`${rateLimitWindows.key} = ${keyOf(subject)} and not ${expired}`);
          return window && window.count >= limit
            ? { blocked: true, retryAfterSeconds: window.secondsLeft }
            : NOT_BLOCKED;
        },
        async release(subject) {
          if (limit === 0) return;
          await db
            .update(rateLimitWindows)
            .set({ count: sql`greatest(0, ${rateLimitWindows.count} - 1)` })
            .where(sql`${rateLimitWindows.key} = ${keyOf(subject)} and not ${expired}`);
        },
        async reset(subject) {
          if (limit === 0) return;
          await db.delete(rateLimitWindows).where(eq(rateLimitWindows.key, keyOf(subject)));
        },
      };
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;

/** What a person reads when a limit refuses them, e.g. "Too many messages from your connection…". */
export function tooManyMessage(what: string, retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
