import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock";

// Issue 52, item 16: after a SIGKILL the restarted server must not be kept out by the killed
// process's pid while it is a zombie, nor by a pid the system has since given to another process.

const dir = mkdtempSync(path.join(tmpdir(), "data-dir-lock-"));
const lockFile = path.join(dir, "pglite.lock");
const started: ChildProcess[] = [];
afterEach(() => rmSync(lockFile, { force: true }));
afterAll(() => {
  for (const child of started) child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

const stat = (pid: number) => readFileSync(`/proc/${pid}/stat`, "utf8");
const startTime = (pid: number) =>
  stat(pid)
    .slice(stat(pid).lastIndexOf(")") + 2)
    .split(" ")[19];

/** Runs `script` in sh, and answers the first line it prints. */
function run(script: string): Promise<string> {
  const child = spawn("sh", ["-c", script], { stdio: ["ignore", "pipe", "ignore"] });
  started.push(child);
  return new Promise((resolve) =>
    child.stdout.once("data", (chunk: Buffer) => resolve(String(chunk).trim())),
  );
}

/**
 * A pid whose process has exited and is not reaped: its parent runs on but never waits. The
 * child outlives its shell's `exec`, since a shell still running may reap a child that ended.
 */
async function zombie(): Promise<number> {
  const pid = Number(await run("sh -c 'sleep 0.3; exit 0' & echo $!; exec sleep 30"));
  for (let i = 0; i < 1000 && !/\) Z /.test(stat(pid)); i++) await new Promise((r) => setTimeout(r, 10));
  expect(stat(pid)).toMatch(/\) Z /);
  return pid;
}

describe.runIf(existsSync("/proc/self/stat"))("the data directory's lock on Linux", () => {
  it("names the holder's pid and start time, and keeps out a second process while it runs", async () => {
    const unlock = lockDataDir(lockFile);
    expect(readFileSync(lockFile, "utf8")).toBe(`${process.pid}\n${startTime(process.pid)}`);
    unlock();

    const pid = Number(await run("echo $$; exec sleep 30"));
    writeFileSync(lockFile, `${pid}\n${startTime(pid)}`);
    expect(() => lockDataDir(lockFile)).toThrow(
      new DataDirInUseError(
        `The database in ${dir}/pglite is in use by process ${pid}. Stop that process first.`,
      ),
    );
  });

  it("is taken over from a killed process its parent has not reaped yet", async () => {
    const pid = await zombie();
    writeFileSync(lockFile, `${pid}\n${startTime(pid)}`);
    lockDataDir(lockFile)();
    // A lock written before start times were: the pid alone, still a zombie's.
    writeFileSync(lockFile, String(pid));
    lockDataDir(lockFile);
    expect(readFileSync(lockFile, "utf8")).toMatch(new RegExp(`^${process.pid}\\n\\d+$`));
  });

  it("is taken over when its pid now belongs to a process started at another time", async () => {
    const pid = Number(await run("echo $$; exec sleep 30"));
    writeFileSync(lockFile, `${pid}\n${Number(startTime(pid)) - 1}`);
    lockDataDir(lockFile);
    expect(readFileSync(lockFile, "utf8").split("\n")[0]).toBe(String(process.pid));
  });

  it("reads a lock of the pid alone as before: held while that pid runs, free once it is gone", async () => {
    const pid = Number(await run("echo $$; exec sleep 30"));
    writeFileSync(lockFile, String(pid));
    expect(() => lockDataDir(lockFile)).toThrow(DataDirInUseError);
    writeFileSync(lockFile, "2147483646");
    lockDataDir(lockFile);
    expect(readFileSync(lockFile, "utf8").split("\n")[0]).toBe(String(process.pid));
  });
});
