import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CREATE_OWNER, runOperatorCommand } from "./support/operator-command";

// The operator commands as the README and docs/deploy.md have an operator type them: `npm run
// …` in the installed folder, configured by its `.env`. server/cli.test.ts calls runCli
// directly, which passes by the start of the script, where a command once did nothing at all.

const root = path.resolve(import.meta.dirname, "..");

// A folder name a URL would escape, as a home folder or a Windows-made share can have.
const folder = mkdtempSync(path.join(tmpdir(), "site folder é "));
for (const part of ["package.json", "scripts", "server", "domain"]) {
  cpSync(path.join(root, part), path.join(folder, part), {
    recursive: true,
    filter: (file) => !/\.test\.tsx?$/.test(file),
  });
}
symlinkSync(path.join(root, "node_modules"), path.join(folder, "node_modules"), "dir");
writeFileSync(path.join(folder, ".env"), "DATA_DIR=./data-from-dotenv\n");
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The environment of an operator's shell: nothing of this test run's own database settings. */
function shell(extra: Record<string, string> = {}) {
  const { DATA_DIR: _, DATABASE_URL: __, ...env } = process.env;
  return { ...env, ...extra };
}

const npmRun = (args: string[], env = shell()) => runOperatorCommand(folder, args, env);

// A first opening creates a database cluster (initdb), which takes minutes on a busy machine.
describe("operator commands on the command line", { timeout: 600_000 }, () => {
  it("create-admin works from a folder whose name has a space and an accent, with DATA_DIR from .env", async () => {
    const result = await npmRun([...CREATE_OWNER, "--name", "Thandi"]);
    expect(result, result.stderr).toMatchObject({
      code: 0,
      stdout: "Created administrator owner@example.co.za.\n",
    });
    expect(existsSync(path.join(folder, "data-from-dotenv", "pglite"))).toBe(true);
  });

  it("refuses, in one line and with exit code 1, a data directory another process has open", async () => {
    const dataDir = path.join(folder, "data-in-use");
    mkdirSync(dataDir);
    // This test's own process stands for a running server: alive, and not the command.
    writeFileSync(path.join(dataDir, "pglite.lock"), String(process.pid));
    const result = await npmRun(["seed"], shell({ DATA_DIR: dataDir }));
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      `The database in ${path.join(dataDir, "pglite")} is in use by process ${process.pid}. Stop that process first.`,
    );
  });

  it("refuses bad settings in one line, before opening a database", async () => {
    const dataDir = path.join(folder, "data-never-made");
    const result = await npmRun(
      ["seed"],
      shell({ DATA_DIR: dataDir, PORT: "abc", DATABASE_URL: "mysql://root:hunter2@db/site" }),
    );
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Invalid configuration: PORT must be a whole number from 0 to 65535 (0: any free port); it is "abc". ' +
        "DATABASE_URL must be a URL starting with postgres:// or postgresql:// (its value is not shown).",
    );
    expect(existsSync(dataDir)).toBe(false);
  });

  it("answers a mistyped command with the usage and exit code 1", async () => {
    const result = await npmRun(["create-admin", "--", "--email", "owner@example.co.za"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("npm run create-admin -- --email E --password P [--name N]");
  });
});
