import { describe, expect, it } from "vitest";
import { BusyError, createHashingQueue } from "./hashing-queue";

/** A task that finishes when `finish` is called, and counts how many run at once. */
function gate() {
  const state = { running: 0, most: 0, finish: [] as Array<() => void> };
  const task = () =>
    new Promise<string>((resolve) => {
      state.running++;
      state.most = Math.max(state.most, state.running);
      state.finish.push(() => {
        state.running--;
        resolve("done");
      });
    });
  return { state, task };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the password-hashing queue", () => {
  it("runs at most `concurrency` tasks at once, the rest in order as slots free up", async () => {
    const queue = createHashingQueue({ concurrency: 2, maxWaiting: 10 });
    const { state, task } = gate();
    const results = Array.from({ length: 6 }, () => queue.run(task));
    await tick();
    expect(state.running).toBe(2);
    expect(queue.waiting).toBe(4);
    while (state.finish.length > 0) {
      state.finish.shift()?.();
      await tick();
    }
    expect(await Promise.all(results)).toEqual(Array(6).fill("done"));
    expect(state.most).toBe(2);
    expect(queue.waiting).toBe(0);
  });

  it("refuses at once with BusyError when `maxWaiting` tasks already wait, and takes work again after", async () => {
    const queue = createHashingQueue({ concurrency: 1, maxWaiting: 2 });
    const { state, task } = gate();
    const accepted = [queue.run(task), queue.run(task), queue.run(task)];
    await expect(queue.run(task)).rejects.toBeInstanceOf(BusyError);
    while (state.finish.length > 0 || queue.waiting > 0) {
      state.finish.shift()?.();
      await tick();
    }
    await Promise.all(accepted);
    const again = queue.run(task);
    await tick();
    state.finish.shift()?.();
    expect(await again).toBe("done");
  });

  it("frees the slot when a task fails", async () => {
    const queue = createHashingQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await queue.run(async () => "next")).toBe("next");
  });
});
