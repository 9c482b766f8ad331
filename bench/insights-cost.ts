import { BROWSER_HEADERS, type LoadOptions, type LoadResult, measure } from "./load";
import { startServer } from "./server-process";

// What counting page views (docs/decisions/0029) costs the cached home page: the same page on
// fresh servers with INSIGHTS on and off, in the order on, off, off, on, so that a change in
// the machine's load during the run falls on both alike. wrk sends no user agent, which counts
// as a bot, so these requests carry a browser's.

const ROUNDS = 2;

export interface InsightsCost {
  on: LoadResult;
  off: LoadResult;
  /** Share of requests per second lost to counting (negative: within the noise, none). */
  cost: number;
}

/** Both settings' mean figures, on servers started with `env` (a data directory with the demo). */
export async function measureInsightsCost(
  env: Record<string, string>,
  port: number,
  load: LoadOptions,
): Promise<InsightsCost> {
  const options = { ...load, headers: BROWSER_HEADERS };
  const runs: Record<"on" | "off", LoadResult[]> = { on: [], off: [] };
  for (let round = 0; round < ROUNDS; round++) {
    // Each setting goes first once: a server started right after another runs a little slower.
    for (const setting of round % 2 === 0 ? (["on", "off"] as const) : (["off", "on"] as const)) {
      const server = await startServer({ ...env, INSIGHTS: setting }, port);
      try {
        runs[setting].push(await measure(`GET / (gzip), insights ${setting}`, `${server.url}/`, options));
      } finally {
        await server.stop();
      }
    }
  }
  const mean = (results: LoadResult[], name: string): LoadResult => {
    const average = (pick: (result: LoadResult) => number) =>
      Math.round((results.reduce((sum, result) => sum + pick(result), 0) / results.length) * 10) / 10;
    return {
      ...(results[0] as LoadResult),
      name,
      requestsPerSecond: average((result) => result.requestsPerSecond),
      p50Ms: average((result) => result.p50Ms),
      p99Ms: average((result) => result.p99Ms),
    };
  };
  const on = mean(runs.on, `GET / (gzip), insights on, mean of ${ROUNDS}`);
  const off = mean(runs.off, `GET / (gzip), insights off, mean of ${ROUNDS}`);
  return { on, off, cost: 1 - on.requestsPerSecond / off.requestsPerSecond };
}
