import { describe, expect, it } from "vitest";
import { createBatcher } from "./batcher";

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("createBatcher", () => {
  it("waits while connections are being accepted, so the requests they bring join the batch", async () => {
    const batches: number[][] = [];
    let accepted = 0;
    const echo = createBatcher(
      async (items: number[]) => {
        batches.push(items);
        return items;
      },
      { acceptedConnections: () => accepted },
    );
    // As on the server: each turn accepts a connection, whose request arrives the turn after.
    const calls = [echo(1)];
    for (const n of [2, 3, 4]) {
      accepted++;
      await nextTurn();
      calls.push(echo(n));
    }
    expect(await Promise.all(calls)).toEqual([1, 2, 3, 4]);
    expect(batches).toEqual([[1, 2, 3, 4]]);
  });

  it("writes after 100 turns even while connections keep coming", async () => {
    let accepted = 0;
    let turns = 0;
    let accepting = true;
    void (async () => {
      while (accepting) {
        accepted++;
        turns++;
        await nextTurn();
      }
    })();
    const echo = createBatcher(async (items: number[]) => items, { acceptedConnections: () => accepted });
    await echo(1);
    accepting = false;
    expect(turns).toBeGreaterThanOrEqual(100);
    expect(turns).toBeLessThan(110);
  });

  it("flushes calls made together as one batch, each getting its own result", async () => {
    const batches: number[][] = [];
    const double = createBatcher(async (items: number[]) => {
      batches.push(items);
      return items.map((item) => item * 2);
    });
    const results = await Promise.all([1, 2, 3].map((n) => double(n)));
    expect(results).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it("queues calls made during a flush for the next batch, and caps batch size", async () => {
    const batches: number[][] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const echo = createBatcher(
      async (items: number[]) => {
        batches.push(items);
        if (batches.length === 1) await gate;
        return items;
      },
      { maxBatch: 2 },
    );
    const first = echo(1);
    while (batches.length === 0) await nextTurn();
    const later = [echo(2), echo(3), echo(4)];
    release();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3, 4]);
    expect(batches).toEqual([[1], [2, 3], [4]]);
  });

  it("rejects every call of a failed batch and recovers for the next", async () => {
    let fail = true;
    const flaky = createBatcher(async (items: string[]) => {
      if (fail) throw new Error("database unavailable");
      return items;
    });
    await expect(Promise.all([flaky("a"), flaky("b")])).rejects.toThrow("database unavailable");
    fail = false;
    expect(await flaky("c")).toBe("c");
  });

  it("writes a failed batch again item by item, so only the item that fails is rejected", async () => {
    const batches: string[][] = [];
    const store = createBatcher(async (items: string[]) => {
      batches.push(items);
      if (items.includes("bad")) throw new Error("refused by the database");
      return items.map((item) => item.toUpperCase());
    });
    const outcomes = await Promise.allSettled(["a", "bad", "c"].map((item) => store(item)));
    expect(outcomes).toEqual([
      { status: "fulfilled", value: "A" },
      { status: "rejected", reason: new Error("refused by the database") },
      { status: "fulfilled", value: "C" },
    ]);
    expect(batches).toEqual([["a", "bad", "c"], ["a"], ["bad"], ["c"]]);
  });
});
