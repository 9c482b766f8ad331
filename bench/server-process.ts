import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

/** The production server (`node server.js`) as a child process, for benchmarks and reliability tests. */
export interface ServerProcess {
  url: string;
  /** Milliseconds from spawn until /readyz answered 200. */
  readyAfterMs: number;
  child: ChildProcess;
  /** Resolves with the exit code (null when a signal ended the process). */
  exited: Promise<number | null>;
  /** SIGTERM, then waits for the process to exit. */
  stop(): Promise<void>;
  /** SIGKILL, then waits for the process to exit: a crash, with no chance to clean up. */
  kill(): Promise<void>;
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

export async function startServer(env: Record<string, string>, port: number): Promise<ServerProcess> {
  const started = performance.now();
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
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
    stop: () => endWith("SIGTERM"),
    kill: () => endWith("SIGKILL"),
  };
}

async function waitForReady(url: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("server did not become ready within 60 s");
}

/** Spawns a plain server (nginx, a reference server) and resolves once `probeUrl` answers. */
export async function spawnAnswering(command: string, args: string[], probeUrl: string) {
  const child = spawn(command, args, { stdio: "inherit" });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await waitUntilAnswering(probeUrl);
  return {
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Resolves once `url` answers at all (any status): a server has started listening. */
async function waitUntilAnswering(url: string, timeoutMs = 5_000) {
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
