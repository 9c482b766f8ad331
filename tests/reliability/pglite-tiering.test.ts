import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Decision 0096: in a process started with --liftoff-only, PGLITE_TIER_UP lets V8 optimise
// PGlite's hot WebAssembly, but never PostgreSQL's SQL parser, whose optimisation takes ~600 MB
// of compiler memory on Node 24 (decision 0078). V8's trace of each compilation says which
// compiler made it and the most memory it took.
const TIERING = fileURLToPath(new URL("../../server/db/pglite-tiering.ts", import.meta.url));

/** The TurboFan compilations of a PGlite scanning a table 30 times, with their compiler memory in MB. */
function optimisedWhileScanning(tierUp: boolean): number[] {
  const script = `
    import { createPglite } from ${JSON.stringify(TIERING)};
    const pg = await createPglite(undefined, {}, ${tierUp});
    await pg.exec("create table t (id int primary key, name text); insert into t select i, 'name ' || i from generate_series(1, 20000) i");
    for (let i = 0; i < 30; i++) await pg.query("select count(*) from t where name like '%99%'");
    await pg.close();`;
  const run = spawnSync(
    process.execPath,
    ["--liftoff-only", "--trace-wasm-compilation-times", "--input-type=module", "-e", script],
    { encoding: "utf8", maxBuffer: 256 << 20 },
  );
  expect(run.status, run.stderr).toBe(0);
  return [...run.stdout.matchAll(/using TurboFan, took \d+ ms and (\d+) \/ \d+ max\/total bytes/g)].map(
    ([, bytes]) => Number(bytes) / 2 ** 20,
  );
}

describe("PGlite's tiering after its parser", { timeout: 600_000 }, () => {
  it("optimises what runs hot, never with the parser's 600 MB, and nothing without PGLITE_TIER_UP", () => {
    const optimised = optimisedWhileScanning(true);
    expect(optimised.length).toBeGreaterThan(0);
    expect(Math.max(...optimised)).toBeLessThan(64);
    expect(optimisedWhileScanning(false)).toEqual([]);
  });
});
