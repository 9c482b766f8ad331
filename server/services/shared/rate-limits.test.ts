import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/database";
import type { DatabaseHandle } from "../../db/client";
import { createRateLimits } from "./rate-limits";

describe("rate limits kept in the database", () => {
  let database: DatabaseHandle;
  let rateLimits: ReturnType<typeof createRateLimits>;
  beforeAll(async () => {
    database = await createTestDatabase();
    rateLimits = createRateLimits(database.db);
  });
  afterAll(() => database.close());

  it("allows `limit` hits per window, then refuses with the seconds left", async () => {
    const limiter = rateLimits.limiter("test-allowance", 2, 60_000);
    // The seconds left count down from 60 while the test runs, slowly on a busy machine.
    const secondsLeft = expect.toSatisfy((seconds: number) => seconds > 30 && seconds <= 60);
    expect(await limiter.hit("a")).toEqual({ allowed: true, retryAfterSeconds: secondsLeft });
    expect((await limiter.hit("a")).allowed).toBe(true);
    expect(await limiter.blocked("a")).toEqual({ blocked: true, retryAfterSeconds: secondsLeft });
    expect(await limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: secondsLeft });
    // Other subjects and other scopes keep their own allowance.
    expect((await limiter.hit("b")).allowed).toBe(true);
    expect((await rateLimits.limiter("test-other", 2, 60_000).blocked("a")).blocked).toBe(false);
  });

  it("forgets a subject on reset", async () => {
    const limiter = rateLimits.limiter("test-reset", 1, 60_000);
    await limiter.hit("a");
    expect((await limiter.blocked("a")).blocked).toBe(true);
    await limiter.reset("a");
    expect((await limiter.blocked("a")).blocked).toBe(false);
  });

  it("gives back one counted hit on release", async () => {
    const limiter = rateLimits.limiter("test-release", 2, 60_000);
    await limiter.hit("a");
    await limiter.hit("a");
    await limiter.release("a");
    expect((await limiter.hit("a")).allowed).toBe(true);
    expect((await limiter.hit("a")).allowed).toBe(false);
  });

  it("starts a fresh window once the old one has ended", async () => {
    const limiter = rateLimits.limiter("test-window", 1, 5_000);
    await limiter.hit("a");
    expect((await limiter.hit("a")).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    expect((await limiter.blocked("a")).blocked).toBe(false);
    expect((await limiter.hit("a")).allowed).toBe(true);
  });

  it("counts concurrent hits exactly", async () => {
    const limiter = rateLimits.limiter("test-concurrent", 10, 60_000);
    const results = await Promise.all(Array.from({ length: 25 }, () => limiter.hit("a")));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  it("never limits when the limit is 0", async () => {
    const limiter = rateLimits.limiter("test-unlimited", 0, 60_000);
    for (let i = 0; i < 5; i++) expect((await limiter.hit("a")).allowed).toBe(true);
    expect((await limiter.blocked("a")).blocked).toBe(false);
  });
});
