import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, type ServerProcess } from "../../bench/server-process";
import { inspectorEnv, settledRssMb } from "./settled-memory";
import { createDataStore, type DataStore, startSite } from "./support";

// Issue 53, decision 0078: what the production server holds, as a container's limit sees it
// (VmHWM, the highest resident memory of the process, and VmRSS once a full collection has
// returned what it no longer uses). Node's own heap limit is left as it is.
// Issue 53's goals are 350 MB at peak and 200 MB at rest on PGlite, 150 and 120 on PostgreSQL
// (decisions 0078 and 0084). What was seen with the first start's template unpacked to disk and
// sharp loaded with the first picture: PGlite 202-222 MB at peak and 180-186 at rest, at a
// first start as at a restart; PostgreSQL 144 and 120. Peaks move with when V8 collects, so
// these limits sit above the highest figure seen: far below the 900-1,050 MB without the flags
// and the 315-356 MB peak / 239-272 MB at rest of a first start that unpacked the template in
// memory, so that a regression fails, without failing a run for a collection that came late.
const LIMITS = {
  pglite: { peakMb: 280, atRestMb: 220 },
  postgres: { peakMb: 180, atRestMb: 140 },
};

const PAGES = ["/", "/solutions", "/ai-basics", "/contact", "/privacy", "/api/solutions"];

async function serveEachPage(server: ServerProcess) {
  for (const page of PAGES) {
    const response = await fetch(server.url + page);
    expect(response.status, page).toBe(200);
    await response.arrayBuffer();
  }
}

const stores: DataStore[] = [];
afterAll(async () => {
  for (const store of stores) await store.remove();
});

/** Starts, serves the public pages and the API, and reads the peak and the settled memory. */
async function measure(store: DataStore, options: { cgroup?: string } = {}) {
  const inspectorPort = await freePort();
  const server = await startSite(store, inspectorEnv(inspectorPort), options);
  try {
    await serveEachPage(server);
    const atRestMb = await settledRssMb(server, inspectorPort);
    return { peakMb: server.memory().peakMb, atRestMb };
  } finally {
    await server.stop();
  }
}

describe("the server's memory", { timeout: 900_000 }, () => {
  it("on PGlite stays within its limits at a first start and at a restart", async () => {
    const store = await createDataStore("pglite");
    stores.push(store);
    const first = await measure(store);
    const restart = await measure(store);
    console.log(
      `PGlite memory, MB: first start ${JSON.stringify(first)}, restart ${JSON.stringify(restart)}`,
    );
    expect(first.peakMb).toBeLessThanOrEqual(LIMITS.pglite.peakMb);
    expect(first.atRestMb).toBeLessThanOrEqual(LIMITS.pglite.atRestMb);
    expect(restart.peakMb).toBeLessThanOrEqual(LIMITS.pglite.peakMb);
    expect(restart.atRestMb).toBeLessThanOrEqual(LIMITS.pglite.atRestMb);
  });

  it("on PostgreSQL stays within its limits", async () => {
    const store = await createDataStore("postgres");
    stores.push(store);
    const figures = await measure(store);
    console.log(`PostgreSQL memory, MB: ${JSON.stringify(figures)}`);
    expect(figures.peakMb).toBeLessThanOrEqual(LIMITS.postgres.peakMb);
    expect(figures.atRestMb).toBeLessThanOrEqual(LIMITS.postgres.atRestMb);
  });

  const limit = memoryCgroup();
  it.runIf(limit)("on PGlite starts and serves inside a 512 MB container limit", async () => {
    if (!limit) return;
    const store = await createDataStore("pglite");
    stores.push(store);
    try {
      const first = await measure(store, { cgroup: limit.dir });
      const restart = await measure(store, { cgroup: limit.dir });
      expect(Math.max(first.peakMb, restart.peakMb)).toBeLessThan(512);
      expect(limit.oomKills()).toBe(0);
    } finally {
      limit.remove();
    }
  });
});

/**
 * A new cgroup limited to 512 MB of memory, where this machine lets us make one (cgroup v2 with
 * the memory controller, or v1's memory hierarchy); undefined elsewhere.
 */
function memoryCgroup() {
  const name = `memory-test-${process.pid}`;
  const v2 = "/sys/fs/cgroup";
  const v1 = "/sys/fs/cgroup/memory";
  const candidates = [
    {
      root: v2,
      limitFile: "memory.max",
      events: "memory.events",
      usable: () => read(v2, "cgroup.controllers").includes("memory"),
    },
    {
      root: v1,
      limitFile: "memory.limit_in_bytes",
      events: "memory.oom_control",
      usable: () => read(v1, "memory.limit_in_bytes") !== "",
    },
  ];
  for (const candidate of candidates) {
    const dir = path.join(candidate.root, name);
    try {
      if (!candidate.usable()) continue;
      mkdirSync(dir);
      writeFileSync(path.join(dir, candidate.limitFile), String(512 * 1024 * 1024));
    } catch {
      continue;
    }
    return {
      dir,
      oomKills: () => Number(read(dir, candidate.events).match(/oom_kill (\d+)/)?.[1] ?? 0),
      remove: () => rmdirSync(dir),
    };
  }
  return undefined;
}

function read(dir: string, file: string): string {
  try {
    return readFileSync(path.join(dir, file), "utf8");
  } catch {
    return "";
  }
}
