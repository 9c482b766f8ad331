import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { toolPath } from "./tools";

const run = promisify(execFile);

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** CPU the load generator itself used, in cores (1 = one core busy for the whole run). */
  generatorCores: number;
  /**
   * CPU the server used per request, in µs (all its threads, from /proc/<pid>/stat), when its
   * pid was given: on a busy machine a steadier comparison than requests a second.
   */
  serverCpuMicros?: number;
}

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  /** wrk threads; one keeps the generator on one core, leaving the other to the server. */
  threads?: number;
  method?: "GET" | "POST";
  /** POST only: the bodies sent, in turn, one per request. */
  bodies?: string[];
  headers?: Record<string, string>;
  /** The server's process, to measure its CPU per request (Linux). */
  pid?: number;
}

/** What a browser asking for a page sends that the server acts on: its page view is counted. */
export const BROWSER_HEADERS = {
  "User-Agent":
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  "Accept-Encoding": "gzip",
};

/**
 * Runs one fixed-length load with wrk (Debian's, written in C) against `url`. A generator in
 * Node on the same two cores would spend more CPU per request than the servers it measures
 * and cap them all alike; `generatorCores` shows how close wrk came to being the limit.
 */
export async function measure(name: string, url: string, options: LoadOptions): Promise<LoadResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "wrk-"));
  try {
    const args = [
      `-t${options.threads ?? 1}`,
      `-c${options.connections}`,
      `-d${options.durationSeconds}s`,
      "--latency",
      "--timeout",
      "10s",
      ...Object.entries(options.headers ?? {}).flatMap(([header, value]) => ["-H", `${header}: ${value}`]),
    ];
    if (options.method === "POST") {
      const script = path.join(dir, "post.lua");
      writeFileSync(script, postScript(options.bodies ?? [""]));
      args.push("-s", script);
    }
    const cpuBefore = options.pid ? processCpuSeconds(options.pid) : 0;
    // bash's `times` prints the CPU its children used: wrk's own cost, on the second line.
    const { stdout } = await run("bash", ["-c", `"${toolPath("wrk")}" "$@" && times`, "wrk", ...args, url], {
      maxBuffer: 1 << 20,
    });
    const result = parseWrk(name, stdout, options.durationSeconds);
    if (!options.pid) return result;
    const cpuSeconds = processCpuSeconds(options.pid) - cpuBefore;
    const requests = Number(stdout.match(/(\d+) requests in/)?.[1] ?? Number.NaN);
    return { ...result, serverCpuMicros: Math.round((cpuSeconds / requests) * 1e7) / 10 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Linux counts a process's CPU time in clock ticks of 1/100 s (USER_HZ).
const TICKS_PER_SECOND = 100;

/** User and system CPU seconds `pid` has used so far, all its threads. */
export function processCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The fields after the command's name, which is in parentheses and may hold anything:
  // from the state (field 3), so utime and stime (fields 14 and 15) are at 11 and 12.
  const fields = stat.slice(stat.lastIndexOf(") ") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** A wrk script that POSTs `bodies` in turn, prepared once so wrk only picks the next. */
function postScript(bodies: string[]): string {
  return [
    'wrk.method = "POST"',
    `local bodies = { ${bodies.map((body) => JSON.stringify(body)).join(", ")} }`,
    "local requests, next = {}, 0",
    "-- In init: wrk knows the URL's path and Host only from then on.",
    "init = function() for i, body in ipairs(bodies) do requests[i] = wrk.format(nil, nil, nil, body) end end",
    "request = function() next = next % #requests + 1; return requests[next] end",
    "",
  ].join("\n");
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function parseWrk(name: string, output: string, seconds: number): LoadResult {
  const number = (pattern: RegExp) => Number(output.match(pattern)?.[1] ?? 0);
  const percentile = (p: number) => {
    const match = output.match(new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, "m"));
    return match ? Math.round(Number(match[1]) * (UNIT_MS[match[2] as string] ?? 1) * 100) / 100 : Number.NaN;
  };
  const socketErrors = output.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const times = output
    .trim()
    .split("\n")
    .slice(-1)[0]
    ?.match(/(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s/);
  const cpuSeconds = times
    ? Number(times[1]) * 60 + Number(times[2]) + Number(times[3]) * 60 + Number(times[4])
    : Number.NaN;
  return {
    name,
    requestsPerSecond: Math.round(number(/Requests\/sec:\s+([\d.]+)/)),
    p50Ms: percentile(50),
    p99Ms: percentile(99),
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
    non2xx: number(/Non-2xx or 3xx responses:\s+(\d+)/),
    generatorCores: Math.round((cpuSeconds / seconds) * 100) / 100,
  };
}
