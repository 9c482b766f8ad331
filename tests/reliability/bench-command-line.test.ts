import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// `npm run bench` as someone reads it before running it: usage at once, and a one-line refusal
// rather than installing what it lacks. Neither builds nor leaves a scratch folder behind.

const root = path.resolve(import.meta.dirname, "../..");
const temporary = mkdtempSync(path.join(os.tmpdir(), "bench-command-line-"));
afterAll(() => rmSync(temporary, { recursive: true, force: true }));

/** `tsx bench/run.ts ARGS` as `npm run bench -- ARGS` runs it, with `PATH` as given. */
function bench(args: string[], PATH = process.env.PATH) {
  const started = performance.now();
  const result = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["bench/run.ts", ...args], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, PATH, TMPDIR: temporary, BENCH_POSTGRES_URL: "" },
    timeout: 60_000,
  });
  return { ...result, seconds: (performance.now() - started) / 1000 };
}

/** What the bench left in the temporary folder, less tsx's own compile cache (`tsx-<uid>`). */
const scratchFolders = () => readdirSync(temporary).filter((name) => !name.startsWith("tsx-"));

describe("npm run bench", () => {
  it("prints its usage in under 2 s with --help", () => {
    const result = bench(["--help"]);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Usage: npm run bench/);
    expect(result.stdout).toContain("BENCH_POSTGRES_URL");
    expect(result.seconds).toBeLessThan(2);
    expect(scratchFolders()).toEqual([]);
  });

  it("says in one line which tool is missing, and installs nothing", () => {
    // Only Node's own folder on PATH: no wrk (nginx may still be found in /usr/sbin).
    const result = bench(["insights"], path.dirname(process.execPath));
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      "The benchmark needs wrk, not installed here: install it first (Debian: apt-get install wrk) and run it again.",
    );
    expect(result.seconds).toBeLessThan(10);
    expect(scratchFolders()).toEqual([]);
  });

  it("refuses an unknown argument in one line", () => {
    const result = bench(["--fast"]);
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe("Unknown argument --fast: see npm run bench -- --help");
  });
});
