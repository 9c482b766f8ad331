import { execSync } from "node:child_process";
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { benchHolds } from "./admin-holds";
import { benchContacts } from "./contacts";
import { measureInsightsCost } from "./insights-cost";
import { BROWSER_HEADERS, type LoadResult, measure } from "./load";
import { type BurstFigure, measureLoginBurst } from "./login-burst";
import { startNginx } from "./nginx";
import { captureAnswer, startNodeFloor } from "./node-floor";
import { percentile } from "./percentile";
import type { BenchOptions } from "./run";
import { createScratchPostgres } from "./scratch-postgres";
import { freePort, startServer } from "./server-process";
import { formatTable } from "./table";
import { variedEnquiries } from "./varied-enquiries";

// `npm run bench`: builds, starts the production server on a fresh data directory with the
// demo content, and measures it side by side with nginx serving the same bytes, with the same
// load generator, in one run. Prints a table and writes it to bench/results/. A bare node:http
// server replaying our exact answers (headers included) runs beside them: the most any Node.js
// server could reach here, so a missed ratio can be told apart from Node's own cost.

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
// How long the server idles after start-up before its resting memory is read.
const REST_MS = 2_000;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const work = mkdtempSync(path.join(os.tmpdir(), "bench-"));
// nginx's worker runs as an unprivileged user and must be able to read the files.
chmodSync(work, 0o755);
const benchEnv = {
  DATA_DIR: path.join(work, "data"),
  ENQUIRY_RATE_LIMIT: "0",
  ADMIN_PASSWORD: "bench-password",
  // As in production: every request writes its log line (to a file here, emptied before each
  // measurement; the enquiries' lines give the server's own latency).
  LOG_LEVEL: "info",
};
const logFile = path.join(work, "server.log");
// The server writes its gathered log lines at least once a second (server/logger.ts).
const LOG_WRITE_MS = 1_000;
// Enquiries are measured after a warm-up of their own (reported on its own row): the first
// seconds after a start run PGlite's and our code before V8 has optimised them.
const WARM_UP_SECONDS = 3;

const postJson = {
  method: "POST" as const,
  bodies: variedEnquiries(1_000),
  headers: { "content-type": "application/json" },
};

interface Row extends LoadResult {
  ratioToNginx?: number;
  toBareNode?: number;
  target?: string;
}

/** One run of `npm run bench` (bench/run.ts reads its command line). */
export async function runBenchmark({ mode, build, postgresUrl }: BenchOptions) {
  if (build) execSync("npm run build", { stdio: "inherit" });
  // `npm run bench -- holds --no-build`: how long admin requests hold the thread (bench/admin-holds.ts).
  if (mode === "holds") {
    await benchHolds(postgresUrl);
    rmSync(work, { recursive: true, force: true });
    return;
  }
  // `npm run bench -- contacts`: only the admin inbox with 100,000 enquiries (bench/contacts.ts).
  if (mode === "contacts") {
    await benchContacts(postgresUrl);
    rmSync(work, { recursive: true, force: true });
    return;
  }
  // `npm run bench -- insights`: only what counting page views costs the cached home page.
  if (mode === "insights") {
    const port = await freePort();
    await (await startServer(benchEnv, port)).stop(); // the first start seeds the demo
    const { on, off, cost } = await measureInsightsCost(benchEnv, port, {
      connections,
      durationSeconds: seconds,
    });
    const cells = [off, on].map((row) => [row.name, String(row.requestsPerSecond), String(row.p99Ms)]);
    console.log(formatTable(["request", "req/s", "p99 ms"], cells));
    console.log(`counting costs ${(cost * 100).toFixed(1)}% of req/s (target < 5%)`);
    rmSync(work, { recursive: true, force: true });
    return;
  }
  const rows: Row[] = [];

  // Cold start: first start seeds the demo; the measured start reuses that data directory.
  const port = await freePort();
  const first = await startServer(benchEnv, port);
  const firstStartPeakMb = first.memory().peakMb;
  await first.stop();
  const server = await startServer(benchEnv, port, { logFile });
  const coldStartMs = Math.round(server.readyAfterMs);
  await sleep(REST_MS);
  const atRestMb = server.memory().rssMb;

  const solutions = (await (await fetch(`${server.url}/api/solutions`)).json()) as { data: { id: string }[] };
  const detail = `/solutions/${solutions.data[0]?.id}`;
  const paths = ["/api/solutions", "/", "/solutions", detail];
  // Browsers ask for gzip and get the cached gzip bytes, and their page views are counted; other
  // clients (no user agent: a script) get the plain ones. nginx
  // and the bare Node server replay each answer as captured, the gzipped ones under /gzip.
  const encodings: { label: string; prefix: string; headers: Record<string, string> }[] = [
    { label: "", prefix: "", headers: {} },
    { label: " (gzip)", prefix: "/gzip", headers: BROWSER_HEADERS },
  ];
  const answers = await Promise.all(
    encodings.flatMap(({ prefix, headers }) =>
      paths.map(async (urlPath) => ({
        ...(await captureAnswer(server.url, urlPath, headers)),
        path: `${prefix}${urlPath}`,
      })),
    ),
  );
  const nginx = await startNginx(path.join(work, "nginx"), await freePort(), answers);
  const floor = await startNodeFloor(work, await freePort(), answers);

  const load = { connections, durationSeconds: seconds };
  for (const { label, prefix, headers } of encodings) {
    for (const urlPath of paths) {
      const options = { ...load, headers };
      truncateSync(logFile, 0);
      const ours = await measure(`GET ${urlPath}${label}`, `${server.url}${urlPath}`, options);
      const theirs = await measure(`nginx ${urlPath}${label}`, `${nginx.url}${prefix}${urlPath}`, options);
      const bare = await measure(
        `bare node:http ${urlPath}${label}`,
        `${floor.url}${prefix}${urlPath}`,
        options,
      );
      const toNginx = (row: LoadResult) => round(row.requestsPerSecond / theirs.requestsPerSecond);
      rows.push(
        {
          ...ours,
          ratioToNginx: toNginx(ours),
          toBareNode: round(ours.requestsPerSecond / bare.requestsPerSecond),
        },
        theirs,
        { ...bare, ratioToNginx: toNginx(bare) },
      );
    }
  }
  // The generator's ceiling: were one wrk thread the limit, a second would raise nginx's figure.
  rows.push(
    await measure("nginx /api/solutions, wrk with 2 threads", `${nginx.url}/api/solutions`, {
      ...load,
      threads: 2,
    }),
  );
  await nginx.stop();
  await floor.stop();

  rows.push(...(await measureEnquiries("PGlite", server.url, "≥ 1,000 req/s, p99 < 50 ms")));
  const afterLoadMb = server.memory().rssMb;
  await server.stop();
  const insights = await measureInsightsCost(benchEnv, port, load);
  rows.push(insights.off, {
    ...insights.on,
    target: `counting costs ${(insights.cost * 100).toFixed(1)}% of req/s (target < 5%)`,
  });
  const memory = { firstStartPeakMb, atRestMb, afterLoadMb };
  const loginBurst = await measureLoginBurst(benchEnv);

  if (postgresUrl) rows.push(...(await enquiriesOnPostgres(postgresUrl)));

  const report = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    connections,
    seconds,
    coldStartMs,
    memory,
    rows,
    loginBurst,
  };
  printTable(report.rows, coldStartMs, memory);
  printBurst(loginBurst, report.machine);
  mkdirSync("bench/results", { recursive: true });
  const file = path.join("bench/results", `${report.date.slice(0, 10)}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nwritten to ${file}`);
  rmSync(work, { recursive: true, force: true });
}

/**
 * Enquiries after their warm-up, each on its row, with the server's own p50 and p99 (from its
 * log lines: from a request's arrival in our code to its answer) beside wrk's: the difference
 * is time spent waiting for a core, which the generator shares on this machine.
 */
async function measureEnquiries(database: string, serverUrl: string, target: string): Promise<Row[]> {
  const url = `${serverUrl}/api/contact/enquiry`;
  const name = `POST /api/contact/enquiry (${database})`;
  const options = { connections, ...postJson };
  const warmUp = await measure(`${name}, first ${WARM_UP_SECONDS} s`, url, {
    ...options,
    durationSeconds: WARM_UP_SECONDS,
  });
  await sleep(2 * LOG_WRITE_MS);
  truncateSync(logFile, 0);
  const steady = await measure(name, url, { ...options, durationSeconds: seconds });
  await sleep(2 * LOG_WRITE_MS);
  const own = ownLatency(readFileSync(logFile, "utf8"), "/api/contact/enquiry");
  return [
    warmUp,
    { ...steady, target: `${target}; the server's own p50 ${own.p50Ms} ms, p99 ${own.p99Ms} ms` },
  ];
}

/** p50 and p99 of the `ms` of the server's request log lines for `urlPath`. */
function ownLatency(log: string, urlPath: string) {
  const times = log
    .split("\n")
    .filter((line) => line.includes(`"path":"${urlPath}"`))
    .map((line) => (JSON.parse(line) as { ms: number }).ms)
    .sort((a, b) => a - b);
  return { p50Ms: percentile(times, 0.5), p99Ms: percentile(times, 0.99) };
}

async function enquiriesOnPostgres(serverUrl: string): Promise<Row[]> {
  const scratch = await createScratchPostgres(serverUrl);
  const server = await startServer({ ...benchEnv, DATABASE_URL: scratch.url }, await freePort(), {
    logFile,
  });
  try {
    return await measureEnquiries("PostgreSQL", server.url, "reported");
  } finally {
    await server.stop();
    await scratch.drop();
  }
}

const round = (value: number) => Math.round(value * 100) / 100;

function printTable(rows: Row[], coldStartMs: number, memory: Record<string, number>) {
  const header = [
    "benchmark",
    "req/s",
    "p50 ms",
    "p99 ms",
    "errors",
    "non-2xx",
    "× nginx",
    "× bare",
    "wrk cores",
  ];
  const lines = rows.map((row) => [
    row.name,
    String(row.requestsPerSecond),
    String(row.p50Ms),
    String(row.p99Ms),
    String(row.errors),
    String(row.non2xx),
    row.ratioToNginx === undefined ? "" : row.ratioToNginx.toFixed(2),
    row.toBareNode === undefined ? "" : row.toBareNode.toFixed(2),
    row.generatorCores.toFixed(2),
  ]);
  console.log(`\n${formatTable(header, lines)}`);
  for (const row of rows) if (row.target) console.log(`${row.name}: ${row.target}`);
  console.log(`\ncold start (process start to /readyz 200 on existing data): ${coldStartMs} ms`);
  console.log(
    `server memory on PGlite (RSS): ${memory.firstStartPeakMb} MB at the peak of a first start, ` +
      `${memory.atRestMb} MB at rest, ${memory.afterLoadMb} MB after the load above`,
  );
}

function printBurst(burst: Awaited<ReturnType<typeof measureLoginBurst>>, machine: string) {
  const header = [
    "while 200 wrong passwords arrive at once",
    "samples",
    "p50 ms",
    "p95 ms",
    "max ms",
    "target",
  ];
  const lines = burst.figures.map((row: BurstFigure) => [
    row.name,
    String(row.samples),
    String(row.p50Ms),
    String(row.p95Ms),
    String(row.maxMs),
    `${row.target}: ${row.p95Ms < 100 ? "met" : "not met"}`,
  ]);
  console.log(`\n${formatTable(header, lines)}`);
  console.log(
    `burst answered in ${burst.burstMs} ms: ${JSON.stringify(burst.answered)} (status: count); on ${machine}`,
  );
}
