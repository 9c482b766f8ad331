import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { SERVER_NODE_FLAGS } from "#server/node-flags";

/** The production entry point, by absolute path so a server can start from any directory. */
const SERVER_SCRIPT = fileURLToPath(new URL("../server.js", import.meta.url));

/** The production server (`node server.js`) as a child process, for benchmarks and reliability tests. */
export interface ServerProcess {
  url: string;
  /** Milliseconds from spawn until /readyz answered 200. */
  readyAfterMs: number;
  child: ChildProcess;
  /** Resolves with the exit code (null when a signal ended the process). */
  exited: Promise<number | null>;
  /** What the server printed to standard output so far (the sign-in line of a first start…). */
  stdout(): string;
  /** What it printed to standard error so far, when started with `captureStderr`. */
  stderr(): string;
  /** SIGTERM, then waits for the process to exit. */
  stop(): Promise<void>;
  /** SIGKILL, then waits for the process to exit: a crash, with no chance to clean up. */
  kill(): Promise<void>;
  /** Resident memory now and at its highest so far, in MB (Linux: /proc/<pid>/status). */
  memory(): { rssMb: number; peakMb: number };
}

/** A port nothing listens on right now, so a benchmark never measures someone else's server. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Where and how to run the server: its working directory (the project root by default). */
export interface SpawnOptions {
  cwd?: string;
  /** Another copy of server.js (an installed folder's) instead of this project's. */
  script?: string;
  /** Collect standard error instead of passing it through. */
  captureStderr?: boolean;
  /**
   * Standard output goes to this file instead of into memory: a benchmark's log of millions
   * of requests is written by the server alone, not read and kept by the process measuring it.
   */
  logFile?: string;
  /** A cgroup directory the server runs in from its first instruction (its memory limit, say). */
  cgroup?: string;
  /** Node's flags instead of SERVER_NODE_FLAGS (`npm run bench -- liftoff` compares them). */
  nodeFlags?: readonly string[];
}

/**
 * Spawns `node server.js` (the production build) on `port`, collecting what it prints, and
 * resolves nothing about its readiness: see `startServer`.
 */
export function spawnServer(env: Record<string, string>, port: number, options: SpawnOptions = {}) {
  // Appending, so the file can be emptied between measurements while the server runs.
  const logFd = options.logFile ? openSync(options.logFile, "a") : undefined;
  const node = [
    process.execPath,
    ...(options.nodeFlags ?? SERVER_NODE_FLAGS),
    options.script ?? SERVER_SCRIPT,
  ];
  // The shell joins the cgroup, then becomes node: the same process, limited from its start.
  const [command, ...args] = options.cgroup
    ? ["/bin/sh", "-c", 'echo $$ > "$0/cgroup.procs" && exec "$@"', options.cgroup, ...node]
    : node;
  const child = spawn(command as string, args, {
    cwd: options.cwd,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", logFd ?? "pipe", options.captureStderr ? "pipe" : "inherit"],
  });
  if (logFd !== undefined) closeSync(logFd);
  const output = { stdout: "", stderr: "" };
  child.stdout?.on("data", (chunk: Buffer) => {
    output.stdout += chunk;
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output.stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output };
}

export async function startServer(
  env: Record<string, string>,
  port: number,
  options: SpawnOptions = {},
): Promise<ServerProcess> {
  const started = performance.now();
  const { child, exited, output } = spawnServer(env, port, options);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForReady(url, child);
  } catch (error) {
    // A server that never became ready must not outlive the caller.
    child.kill("SIGKILL");
    await exited;
    throw error;
  }
  const endWith = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    url,
    readyAfterMs: performance.now() - started,
    child,
    exited,
    stdout: () => (options.logFile ? readFileSync(options.logFile, "utf8") : output.stdout),
    stderr: () => output.stderr,
    stop: () => endWith("SIGTERM"),
    kill: () => endWith("SIGKILL"),
    memory: () => residentMemory(child.pid as number),
  };
}

// Only a hang should fail a start (readyAfterMs measures it): a first start on PGlite takes a
// few seconds when idle and has taken over 100 s on a machine busy with other work.
const READY_TIMEOUT_MS = 300_000;

function residentMemory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const megabytes = (field: string) =>
    Math.round(Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"))?.[1] ?? Number.NaN) / 1024);
  return { rssMb: megabytes("VmRSS"), peakMb: megabytes("VmHWM") };
}

async function waitForReady(url: string, child: ChildProcess) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`server did not become ready within ${READY_TIMEOUT_MS / 1000} s`);
}

/** Spawns a plain server (nginx, a reference server) and resolves once `probeUrl` answers. */
export async function spawnAnswering(command: string, args: string[], probeUrl: string) {
  const child = spawn(command, args, { stdio: "inherit" });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await waitUntilAnswering(probeUrl);
  return {
    pid: child.pid as number,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Resolves once `url` answers at all (any status): a server has started listening. */
async function waitUntilAnswering(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
