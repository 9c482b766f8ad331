import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, startServer } from "../../bench/server-process";
import { CREATE_OWNER, runOperatorCommand } from "../support/operator-command";

// The Dockerfile's runtime stage, run without Docker: the files it copies, a production-only
// install into an empty folder, and a start from there. The install is offline, from npm's
// cache (which the project's own `npm ci` filled), so it needs no network; it takes a minute
// or more, which is why this lives in the reliability suite.

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

/** The files the runtime stage copies from the project or the build stage, as [source, destination]. */
function runtimeCopies(): [string, string][] {
  const dockerfile = readFileSync(path.join(root, "Dockerfile"), "utf8");
  const runtime = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));
  const copies: [string, string][] = [];
  for (const line of runtime.split("\n").filter((l) => l.startsWith("COPY "))) {
    const words = line.split(/\s+/).slice(1);
    const from = words.find((w) => w.startsWith("--from="))?.slice("--from=".length);
    // node_modules from the `deps` stage is what the install below makes.
    if (from === "deps") continue;
    const args = words.filter((w) => !w.startsWith("--"));
    const destination = args.pop() as string;
    for (const source of args) {
      const relative = from === "build" ? path.relative("/app", source) : source;
      const target = destination.endsWith("/")
        ? path.join(destination, path.basename(relative))
        : destination;
      copies.push([relative, target]);
    }
  }
  return copies;
}

describe("production install (the Dockerfile's steps without Docker)", { timeout: 900_000 }, () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), "production-install-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("installs production dependencies only into an empty folder, starts there and is ready", async () => {
    const copies = runtimeCopies();
    expect(copies.map(([source]) => source)).toEqual(
      expect.arrayContaining(["build", "server.js", "package.json", "package-lock.json"]),
    );
    for (const [source, destination] of copies) {
      cpSync(path.join(root, source), path.join(folder, destination), {
        recursive: true,
        filter: (file) => !/\.test\.tsx?$/.test(file),
      });
    }
    await run("npm", ["ci", "--omit=dev", "--offline", "--no-audit", "--no-fund"], {
      cwd: folder,
      env: { ...process.env, NODE_ENV: "production" },
    });
    // Development tools stay out of the image.
    // The operator commands run from the build, so no TypeScript loader or compiler comes along.
    for (const devOnly of [
      "vite",
      "vitest",
      "@react-router/dev",
      "@playwright/test",
      "drizzle-kit",
      "tsx",
      "esbuild",
      "typescript",
    ]) {
      expect(existsSync(path.join(folder, "node_modules", devOnly)), devOnly).toBe(false);
    }

    const dataDir = path.join(folder, "data");
    const site = await startServer({ DATA_DIR: dataDir }, await freePort(), {
      cwd: folder,
      script: path.join(folder, "server.js"),
    });
    try {
      expect((await fetch(`${site.url}/readyz`)).status).toBe(200);
      const page = await fetch(`${site.url}/solutions`);
      expect(page.status).toBe(200);
      const asset = (await page.text()).match(/\/assets\/[\w.-]+\.js/)?.[0];
      expect((await fetch(`${site.url}${asset}`)).status).toBe(200);
      // The API description's builder is bundled, not installed: it still answers.
      const description = await fetch(`${site.url}/api/openapi.json`);
      expect(description.status).toBe(200);
      expect((await description.json()).openapi).toMatch(/^3\.1/);
    } finally {
      await site.stop();
    }

    const created = await runOperatorCommand(folder, CREATE_OWNER, {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
    });
    expect(created, created.stderr).toMatchObject({
      code: 0,
      stdout: "Created administrator owner@example.co.za.\n",
    });
  });
});
