/** One pending call at a time, after a delay; `close` when done with it. */
export interface PollTimer {
  after: (ms: number, run: () => void) => void;
  cancel: () => void;
  close: () => void;
}

/**
 * A timer that keeps its time in a tab in the background (decision 0074): the delay is kept by a
 * worker (poll-timer-worker.ts), whose message wakes the page on time where the page's own
 * timer would wait up to a minute. Without workers, the page's own setTimeout.
 */
export function createPollTimer(): PollTimer {
  let worker: Worker | null = null;
  try {
    worker = new Worker(new URL("./poll-timer-worker.ts", import.meta.url), { type: "module" });
  } catch {
    worker = null;
  }
  let pending: (() => void) | null = null;
  let fallback: ReturnType<typeof setTimeout> | undefined;
  /** Runs the pending call, once. */
  const fire = () => {
    const run = pending;
    pending = null;
    run?.();
  };
  if (worker) {
    worker.onmessage = fire;
    // A worker the page may not start (a policy, an old browser) leaves the page's own timer.
    worker.onerror = () => {
      worker?.terminate();
      worker = null;
      fallback = setTimeout(fire, 0);
    };
  }
  return {
    after(ms, run) {
      clearTimeout(fallback);
      pending = run;
      if (worker) worker.postMessage(ms);
      else fallback = setTimeout(fire, ms);
    },
    cancel() {
      pending = null;
      clearTimeout(fallback);
    },
    close() {
      pending = null;
      clearTimeout(fallback);
      worker?.terminate();
    },
  };
}
