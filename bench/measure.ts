import { execSync } from "node:child_process";
import {
  chmodSync,
  cpSync,
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
import { type CachedRow, measureCachedAnswers } from "./cached-answers";
import { benchContacts } from "./contacts";
import { benchFinder } from "./finder";
import { measureInsightsCost } from "./insights-cost";
import { benchLiftoff } from "./liftoff";
import { measure } from "./load";
import { type BurstFigure, measureLoginBurst } from "./login-burst";
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

// Seconds per measurement: BENCH_SECONDS, or 6 for the cached answers alone and 10 otherwise.
let seconds = 10;
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

interface Row extends CachedRow {
  target?: string;
}

/** One run of `npm run bench` (bench/run.ts reads its command line). */
export async function runBenchmark({ mode, build, postgresUrl }: BenchOptions) {
  if (build) execSync("npm run build", { stdio: "inherit" });
  seconds = Number(process.env.BENCH_SECONDS ?? (mode === "cached" ? 6 : 10));
  // `npm run bench -- cached`: only the cached answers, beside nginx and bare Node.
  if (mode === "cached") {
    await benchCachedAnswers();
    rmSync(work, { recursive: true, force: true });
    return;
  }
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
  // `npm run bench -- liftoff`: what --liftoff-only costs PGlite's requests (bench/liftoff.ts).
  if (mode === "liftoff") {
    await benchLiftoff();
    rmSync(work, { recursive: true, force: true });
    return;
  }
  // `npm run bench -- finder`: only the solution finder's API (bench/finder.ts).
  if (mode === "finder") {
    await benchFinder(benchEnv, await freePort());
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
  const load = { connections, durationSeconds: seconds };
  truncateSync(logFile, 0);
  const ours = { label: "GET", url: server.url, pid: server.child.pid as number };
  rows.push(...(await measureCachedAnswers(work, [ours], paths, load)));

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
    machine: machine(),
    connections,
    seconds,
    coldStartMs,
    memory,
    rows,
    loginBurst,
  };
  printTable(report.rows);
  printStartAndMemory(coldStartMs, memory);
  printBurst(loginBurst, report.machine);
  mkdirSync("bench/results", { recursive: true });
  const file = path.join("bench/results", `${report.date.slice(0, 10)}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nwritten to ${file}`);
  rmSync(work, { recursive: true, force: true });
}

/**
 * Only the cached answers (see bench/cached-answers.ts), of the server on the demo data and,
 * with BENCH_BEFORE_SERVER, of an earlier build on a copy of the same data.
 */
async function benchCachedAnswers() {
  const port = await freePort();
  await (await startServer(benchEnv, port)).stop(); // the first start seeds the demo
  const before = process.env.BENCH_BEFORE_SERVER;
  const beforeEnv = { ...benchEnv, DATA_DIR: path.join(work, "data-before") };
  if (before) cpSync(benchEnv.DATA_DIR, beforeEnv.DATA_DIR, { recursive: true });
  const servers = [await startServer(benchEnv, port, { logFile })];
  if (before) servers.push(await startServer(beforeEnv, await freePort(), { script: before, logFile }));
  try {
    const ours = servers.map((server, i) => ({
      label: i === 0 ? "GET" : "before: GET",
      url: server.url,
      pid: server.child.pid as number,
    }));
    const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
    const load = { connections, durationSeconds: seconds };
    const rows = await measureCachedAnswers(work, ours, ["/api/solutions", "/solutions"], load, rounds);
    const report = { date: new Date().toISOString(), machine: machine(), load: os.loadavg(), seconds, rows };
    printTable(rows);
    console.log(
      `load average at the end: ${os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(", ")}`,
    );
    mkdirSync("bench/results", { recursive: true });
    const file = path.join("bench/results", `${report.date.slice(0, 10)}-cached.json`);
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nwritten to ${file}`);
  } finally {
    for (const server of servers) await server.stop();
  }
}

const machine = () =>
  `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;

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

function printTable(rows: Row[]) {
  const header = [
    "benchmark",
    "req/s",
    "p50 ms",
    "p99 ms",
    "errors",
    "non-2xx",
    "× nginx",
    "× bare",
    "server µs/req",
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
    row.serverCpuMicros === undefined ? "" : row.serverCpuMicros.toFixed(1),
    row.generatorCores.toFixed(2),
  ]);
  console.log(`\n${formatTable(header, lines)}`);
  for (const row of rows) if (row.target) console.log(`${row.name}: ${row.target}`);
}

function printStartAndMemory(coldStartMs: number, memory: Record<string, number>) {
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
