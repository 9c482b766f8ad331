import { Worker } from "node:worker_threads";

// Runs in a thread of its own, as a remote client would: the time it sees is when the answer
// arrived, not when this process's busy thread got round to reading it.
const CLIENT = `
const { parentPort } = require("node:worker_threads");
parentPort.on("message", async ({ url, body }) => {
  const started = performance.now();
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body });
  await response.arrayBuffer();
  parentPort.postMessage({ status: response.status, ms: performance.now() - started });
});
`;

/** Times JSON POSTs from another thread, one at a time. */
export function startRemoteTimer() {
  const worker = new Worker(CLIENT, { eval: true });
  return {
    post(url: string, body: unknown): Promise<{ status: number; ms: number }> {
      const answer = new Promise<{ status: number; ms: number }>((resolve, reject) => {
        const fail = (error: Error) => reject(error);
        worker.once("error", fail);
        worker.once("message", (result) => {
          worker.off("error", fail);
          resolve(result);
        });
      });
      worker.postMessage({ url, body: JSON.stringify(body) });
      return answer;
    },
    close: () => worker.terminate(),
  };
}
