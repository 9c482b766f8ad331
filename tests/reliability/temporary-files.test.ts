import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../bench/server-process";

// A test run cleans up after itself: the browser tests' server data (a whole PGlite database and
// its lock file) and the unit tests' template database are gone from the temporary folder when
// the run ends. Each run below gets a temporary folder of its own to look into.

const root = path.resolve(import.meta.dirname, "../..");
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Runs `command` with a temporary folder of its own; answers what is left in it afterwards. */
function leftAfter(command: string[], env: Record<string, string> = {}) {
  const temporary = mkdtempSync(path.join(os.tmpdir(), "temporary-files-"));
  folders.push(temporary);
  const [program, ...args] = command;
  const result = spawnSync(program as string, args, {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, ...env, TMPDIR: temporary },
    timeout: 600_000,
  });
  expect(result.status, result.stdout + result.stderr).toBe(0);
  // The tools' own compile caches, kept on purpose between runs, are not the tests' data.
  const caches = /^(node-compile-cache|playwright-transform-cache-\d+|tsx-\d+)$/;
  return readdirSync(temporary, { recursive: true, encoding: "utf8" }).filter(
    (entry) => !caches.test(entry.split(path.sep)[0] as string),
  );
}

describe("a test run's temporary files", { timeout: 900_000 }, () => {
  it("the browser tests remove their server's data directory", async () => {
    // Its own reporter and output folder: Playwright empties its output folder when it starts,
    // and the configured one holds the whole browser suite's JSON report, which CI's summary reads.
    const output = mkdtempSync(path.join(os.tmpdir(), "temporary-files-output-"));
    folders.push(output);
    const left = leftAfter(
      [
        "npx",
        "playwright",
        "test",
        "e2e/api-reference.spec.ts",
        "-g",
        "kept out",
        "--project=desktop",
        "--reporter=line",
        `--output=${output}`,
      ],
      { E2E_PORT: String(await freePort()) },
    );
    expect(left).toEqual([]);
  });

  it("the unit and integration tests remove their template database", () => {
    expect(leftAfter(["npx", "vitest", "run", "server/cli.test.ts"])).toEqual([]);
  });
});
