import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, startServer } from "../../bench/server-process";
import { CREATE_OWNER, runOperatorCommand } from "../support/operator-command";

// docs/deploy.md's "Without Docker" steps, read from the guide itself: the files it copies, a
// production-only install into an empty folder, and a start from there; and the Dockerfile's
// runtime stage copies the same files, so the guide and the image cannot disagree (issue 48).
// The install is offline, from npm's cache (which the project's own `npm ci` filled), so it
// needs no network; it takes a minute or more, which is why this lives in the reliability suite.

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

/** What docs/deploy.md's "Without Docker" copies into the server's folder: `cp -r … /srv/…/`. */
function guideCopies(): string[] {
  const guide = readFileSync(path.join(root, "docs/deploy.md"), "utf8");
  const steps = guide.slice(guide.indexOf("## Without Docker"));
  const copy = steps.match(/^cp -r (.+) \/srv\/[\w-]+\/$/m);
  if (!copy?.[1]) throw new Error('docs/deploy.md: no "cp -r … /srv/…/" line under "Without Docker"');
  return copy[1].split(/\s+/);
}

/** What the image's runtime stage copies from the project or the build stage. */
function runtimeCopies(): string[] {
  const dockerfile = readFileSync(path.join(root, "Dockerfile"), "utf8");
  const runtime = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));
  return runtime
    .split("\n")
    .filter((line) => line.startsWith("COPY ") && !line.includes("--from=deps")) // the install below
    .flatMap((line) => {
      const words = line
        .split(/\s+/)
        .slice(1)
        .filter((word) => !word.startsWith("--"));
      words.pop(); // the destination
      return words.map((source) => path.relative("/app", path.resolve("/app", source)));
    });
}

describe("production install (docs/deploy.md's steps without Docker)", { timeout: 900_000 }, () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), "production-install-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("installs production dependencies only into an empty folder, starts there and is ready", async () => {
    const copies = guideCopies();
    expect(copies).toEqual(
      expect.arrayContaining(["build", "server.js", "package.json", "package-lock.json"]),
    );
    expect(runtimeCopies().sort()).toEqual([...copies].sort());
    for (const source of copies) {
      cpSync(path.join(root, source), path.join(folder, source), {
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

    // `npm run serve` starts by checking the Node version, from the copied scripts.
    await run("node", ["scripts/check-node.mjs"], { cwd: folder });

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
