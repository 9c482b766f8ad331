import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_ADMIN_EMAIL } from "#server/services/accounts/bootstrap-admin";
import { freePort, spawnServer, startServer } from "../../bench/server-process";
import { postgresServerUrl } from "./support";

// How the production server starts as an operator runs it: from any working directory, with
// a `.env` file, and with one line to read when it cannot start.

const folders: string[] = [];
function scratchFolder() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "start-up-"));
  folders.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** Runs the server until it exits by itself; a start-up failure must end the process. */
async function runUntilExit(env: Record<string, string>, port: number) {
  const server = spawnServer(env, port, { cwd: scratchFolder(), captureStderr: true });
  const code = await server.exited;
  return { code, ...server.output };
}

/** One line of text, with no stack frames. */
function expectOneLine(stderr: string) {
  const lines = stderr.trim().split("\n");
  expect(lines, stderr).toHaveLength(1);
  expect(stderr).not.toMatch(/^\s+at /m);
}

// Each case starts the server once or twice; a first start on a busy machine takes minutes.
describe("server start-up", { timeout: 900_000 }, () => {
  it("starts from another working directory and reads its .env, the real environment winning", async () => {
    const cwd = scratchFolder();
    writeFileSync(
      path.join(cwd, ".env"),
      [
        "# as an operator writes it",
        "PUBLIC_URL=https://from-dotenv.example.co.za",
        "DATA_DIR=./dotenv-data",
        "PORT=1",
        "ADMIN_PASSWORD=dotenv-password",
      ].join("\n"),
    );
    // PORT comes from the real environment too: that one must win over the file's.
    const site = await startServer({}, await freePort(), { cwd });
    try {
      expect(site.stdout()).toContain("Site: https://from-dotenv.example.co.za");
      expect(existsSync(path.join(cwd, "dotenv-data", "pglite"))).toBe(true);
      const page = await fetch(`${site.url}/solutions`);
      expect(page.status).toBe(200);
      const html = await page.text();
      // The built client files are found too, not only the migrations.
      const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
      expect(asset).toBeDefined();
      expect((await fetch(`${site.url}${asset}`)).status).toBe(200);
      const login = await fetch(`${site.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: DEFAULT_ADMIN_EMAIL, password: "dotenv-password" }),
      });
      expect(login.status).toBe(200);
    } finally {
      await site.stop();
    }
  });

  it("says in one line that the port is taken, and still shows the first administrator's password", async () => {
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const port = (taken.address() as { port: number }).port;
    const dataDir = path.join(scratchFolder(), "data");
    try {
      const result = await runUntilExit({ DATA_DIR: dataDir }, port);
      expect(result.code).toBe(1);
      expectOneLine(result.stderr);
      expect(result.stderr).toContain(`Port ${port} on 127.0.0.1 is already in use`);
      const password = result.stdout.match(/as admin@example\.com with password (\S+)/)?.[1];
      expect(password, result.stdout).toBeDefined();

      // The password shown is the one the administrator can sign in with.
      const site = await startServer({ DATA_DIR: dataDir }, await freePort());
      try {
        const login = await fetch(`${site.url}/api/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: DEFAULT_ADMIN_EMAIL, password }),
        });
        expect(login.status).toBe(200);
      } finally {
        await site.stop();
      }
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it("names HOST in one line when it is no name or address of this machine, before creating the database", async () => {
    const dataDir = path.join(scratchFolder(), "data");
    for (const host of ["nonexistent.invalid", "192.0.2.1"]) {
      const result = await runUntilExit({ DATA_DIR: dataDir, HOST: host }, await freePort());
      expect(result.code).toBe(1);
      expectOneLine(result.stderr);
      expect(result.stderr).toContain(
        `Invalid configuration: HOST must be an address or host name of this machine`,
      );
      expect(result.stderr).toContain(`it is "${host}".`);
      expect(result.stderr).not.toContain("DATABASE_URL");
      expect(existsSync(path.join(dataDir, "pglite"))).toBe(false);
    }
  });

  it("with PORT=0 listens on a free port and prints that port", async () => {
    const { child, exited, output } = spawnServer({ DATA_DIR: path.join(scratchFolder(), "data") }, 0, {
      cwd: scratchFolder(),
    });
    try {
      // A first start on a busy machine takes minutes.
      const port = await vi.waitFor(
        () => {
          const printed = output.stdout.match(/^Site: http:\/\/localhost:(\d+)$/m)?.[1];
          if (!printed) throw new Error(`no Site line yet: ${output.stdout}`);
          return printed;
        },
        { timeout: 300_000, interval: 50 },
      );
      expect(Number(port)).toBeGreaterThan(0);
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    } finally {
      child.kill("SIGTERM");
      await exited;
    }
  });

  it("says in one line to build first when there is no build", async () => {
    // server.js alone in a folder, as on a fresh clone before `npm run build`.
    const clone = scratchFolder();
    copyFileSync(path.join(import.meta.dirname, "../../server.js"), path.join(clone, "server.js"));
    const server = spawnServer({}, await freePort(), {
      cwd: clone,
      script: path.join(clone, "server.js"),
      captureStderr: true,
    });
    expect(await server.exited).toBe(1);
    expectOneLine(server.output.stderr);
    expect(server.output.stderr).toContain("run `npm run build` first");
  });

  it("says in one line which settings are invalid", async () => {
    const result = await runUntilExit(
      { DATA_DIR: scratchFolder(), SESSION_IDLE_HOURS: "soon", METRICS_TOKEN: "short" },
      await freePort(),
    );
    expect(result.code).toBe(1);
    expectOneLine(result.stderr);
    expect(result.stderr.trim()).toBe(
      'Invalid configuration: SESSION_IDLE_HOURS must be a whole number of hours from 1 to 2160; it is "soon". ' +
        "METRICS_TOKEN must be at least 16 characters long (its value is not shown).",
    );
  });

  it("refuses a common ADMIN_PASSWORD in one line, before creating the database", async () => {
    const dataDir = path.join(scratchFolder(), "data");
    const result = await runUntilExit({ DATA_DIR: dataDir, ADMIN_PASSWORD: "password1" }, await freePort());
    expect(result.code).toBe(1);
    expectOneLine(result.stderr);
    expect(result.stderr).toMatch(
      /^Invalid configuration: ADMIN_PASSWORD must be .+ \(its value is not shown\)\.$/m,
    );
    expect(result.stderr).not.toContain("password1");
    expect(existsSync(path.join(dataDir, "pglite"))).toBe(false);
  });

  it("says in one line that another process holds the PGlite data directory", async () => {
    const dataDir = scratchFolder();
    mkdirSync(path.join(dataDir, "pglite"));
    // This test's own process stands for a server already running on the directory.
    writeFileSync(path.join(dataDir, "pglite.lock"), String(process.pid));
    const result = await runUntilExit({ DATA_DIR: dataDir }, await freePort());
    expect(result.code).toBe(1);
    expectOneLine(result.stderr);
    expect(result.stderr).toContain(`is in use by process ${process.pid}. Stop that process first.`);
  });

  it("says in one line that PostgreSQL refused the connection", async () => {
    const closedPort = await freePort();
    const result = await runUntilExit(
      { DATABASE_URL: `postgres://postgres:secret-word@127.0.0.1:${closedPort}/site` },
      await freePort(),
    );
    expect(result.code).toBe(1);
    expectOneLine(result.stderr);
    expect(result.stderr).toContain(`Could not connect to PostgreSQL at 127.0.0.1:${closedPort}/site`);
    expect(result.stderr).not.toContain("secret-word");
  });

  it("says in one line that the database does not exist", async () => {
    const url = new URL(postgresServerUrl);
    url.pathname = "/no_such_database_for_start_up_test";
    const result = await runUntilExit({ DATABASE_URL: url.toString() }, await freePort());
    expect(result.code).toBe(1);
    expectOneLine(result.stderr);
    expect(result.stderr).toMatch(
      /The database PostgreSQL at .+\/no_such_database_for_start_up_test does not exist/,
    );
  });
});
