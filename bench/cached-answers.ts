import path from "node:path";
import { BROWSER_HEADERS, type LoadOptions, type LoadResult, measure } from "./load";
import { startNginx } from "./nginx";
import { captureAnswer, startNodeFloor } from "./node-floor";
import { freePort } from "./server-process";

// The public cache front's answers side by side with nginx and a bare node:http server replaying
// the same bytes and headers (issue 53: at least 0.8× bare Node for /api/solutions and
// /solutions, with and without Accept-Encoding: br). Each server gets a warm-up run of its own
// right before its measured one, so each is measured hot whatever ran before it.

export interface CachedRow extends LoadResult {
  ratioToNginx?: number;
  toBareNode?: number;
}

/** A server of ours to measure: the one under test, or an earlier build beside it. */
export interface OurServer {
  /** Put before each row's name: "GET" for the server under test. */
  label: string;
  url: string;
  pid: number;
}

const WARM_UP_SECONDS = 2;

// A script asks for no encoding and gets the plain bytes; `br` alone gets them too (cached
// answers are gzipped or plain), through its own Accept-Encoding; browsers ask for gzip and get
// the cached gzip bytes, and their page views are counted. nginx and the bare Node server
// replay each answer as captured, under the encoding's prefix.
const ENCODINGS: { label: string; prefix: string; headers: Record<string, string> }[] = [
  { label: "", prefix: "", headers: {} },
  { label: " (br)", prefix: "/br", headers: { "Accept-Encoding": "br" } },
  { label: " (gzip)", prefix: "/gzip", headers: BROWSER_HEADERS },
];

/**
 * Every path in every encoding from each of `ours`, nginx and bare Node, one after another,
 * `rounds` times: a row each, ours with its ratio to nginx and to bare Node of the same round.
 */
export async function measureCachedAnswers(
  work: string,
  ours: OurServer[],
  paths: string[],
  load: Pick<LoadOptions, "connections" | "durationSeconds">,
  rounds = 1,
): Promise<CachedRow[]> {
  const [first] = ours;
  if (!first) return [];
  const answers = await Promise.all(
    ENCODINGS.flatMap(({ prefix, headers }) =>
      paths.map(async (urlPath) => ({
        ...(await captureAnswer(first.url, urlPath, headers)),
        path: `${prefix}${urlPath}`,
      })),
    ),
  );
  const nginx = await startNginx(path.join(work, "nginx"), await freePort(), answers);
  const floor = await startNodeFloor(work, await freePort(), answers);
  const rows: CachedRow[] = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      const suffix = rounds > 1 ? `, round ${round}` : "";
      for (const { label, prefix, headers } of ENCODINGS) {
        for (const urlPath of paths) {
          const hot = async (name: string, url: string, pid?: number) => {
            await measure(name, url, { ...load, durationSeconds: WARM_UP_SECONDS, headers });
            return measure(`${name} ${urlPath}${label}${suffix}`, url, { ...load, headers, pid });
          };
          const mine = [];
          for (const server of ours)
            mine.push(await hot(server.label, `${server.url}${urlPath}`, server.pid));
          const theirs = await hot("nginx", `${nginx.url}${prefix}${urlPath}`);
          const bare = await hot("bare node:http", `${floor.url}${prefix}${urlPath}`, floor.pid);
          const toNginx = (row: LoadResult) => round2(row.requestsPerSecond / theirs.requestsPerSecond);
          for (const row of mine) {
            rows.push({
              ...row,
              ratioToNginx: toNginx(row),
              toBareNode: round2(row.requestsPerSecond / bare.requestsPerSecond),
            });
          }
          rows.push(theirs, { ...bare, ratioToNginx: toNginx(bare) });
        }
      }
    }
    // The generator's ceiling: were one wrk thread the limit, a second would raise nginx's figure.
    const firstPath = `${nginx.url}${paths[0]}`;
    rows.push(await measure(`nginx ${paths[0]}, wrk with 2 threads`, firstPath, { ...load, threads: 2 }));
  } finally {
    await nginx.stop();
    await floor.stop();
  }
  return rows;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
