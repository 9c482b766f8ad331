import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freePort } from "../../bench/server-process";

// The README's Quick start on a fresh clone, as a new user on Debian 12 runs it: with the
// machine's Node 20, `npm ci` installs with a few engine warnings and `npm start` and `npm test`
// stop in one line naming the Node needed and the README's section; with Node 24, `npm ci &&
// npm start` serves the site. (`npm test` on Node 24 is CI's own step; not run again here.)

const root = path.resolve(import.meta.dirname, "../..");
const clone = mkdtempSync(path.join(os.tmpdir(), "fresh-clone-"));
afterAll(() => rmSync(clone, { recursive: true, force: true }));

// Debian's Node, where the machine has it (CI's and ours do): an older Node than the project's.
const OLD_NODE = "/usr/bin/node";
const oldNodeVersion = existsSync(OLD_NODE)
  ? execFileSync(OLD_NODE, ["--version"], { encoding: "utf8" }).trim()
  : "";
const oldNodePath = "/usr/bin:/bin";
const newNodePath = `${path.dirname(process.execPath)}:/usr/bin:/bin`;

/** `npm ARGS` in the clone with `PATH` (which picks the Node), to its end. */
function npm(args: string[], PATH: string) {
  return spawnSync("npm", args, {
    cwd: clone,
    encoding: "utf8",
    env: { HOME: os.homedir(), PATH, CI: "true" },
    timeout: 600_000,
  });
}

describe("the Quick start on a fresh clone", { timeout: 1_200_000 }, () => {
  beforeAll(() => {
    execFileSync("git", ["clone", "--quiet", root, clone]);
  });

  it.skipIf(!oldNodeVersion.startsWith("v20."))(
    "on Node 20: installs, then npm start and npm test say in one line which Node",
    () => {
      const install = npm(["ci", "--no-audit", "--no-fund"], oldNodePath);
      expect(install.status, install.stderr).toBe(0);
      // One warning of five lines for each of the few packages that name a newer Node.
      expect(install.stderr.split("\n").filter((line) => line.includes("EBADENGINE")).length).toBeLessThan(
        50,
      );
      for (const command of [["start"], ["test"]]) {
        const run = npm(command, oldNodePath);
        expect(run.status).not.toBe(0);
        const first = run.stderr.split("\n")[0];
        expect(first).toBe(
          `This project needs Node.js 22.22 or newer (Node 24.21.0, .nvmrc), and this is ${oldNodeVersion}: ` +
            `README.md, section "Node 24", shows how to install it, with or without a version manager.`,
        );
        expect(run.stderr).not.toMatch(/^\s+at /m);
      }
    },
  );

  it("on Node 24: npm ci && npm start serves the site", async () => {
    const install = npm(["ci", "--no-audit", "--no-fund"], newNodePath);
    expect(install.status, install.stderr).toBe(0);
    const port = await freePort();
    const server: ChildProcess = spawn("npm", ["start"], {
      cwd: clone,
      env: { HOME: os.homedir(), PATH: newNodePath, PORT: String(port), HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe"],
      // Its own process group: npm, the shell and node are stopped together.
      detached: true,
    });
    let output = "";
    server.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    server.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    const exited = new Promise((resolve) => server.once("exit", resolve));
    try {
      // The first start builds, creates the database and seeds it: minutes on a busy machine.
      await vi.waitFor(
        () => {
          if (server.exitCode !== null) throw new Error(`npm start ended: ${output}`);
          if (!output.includes(`Site: http://localhost:${port}`)) throw new Error("not ready yet");
        },
        { timeout: 900_000, interval: 500 },
      );
      expect((await fetch(`http://127.0.0.1:${port}/solutions`)).status).toBe(200);
      expect(output).toMatch(/as admin@example\.com with password \S+/);
    } finally {
      process.kill(-(server.pid as number), "SIGTERM");
      await exited;
    }
  });
});
