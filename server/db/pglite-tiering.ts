import v8 from "node:v8";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";

// Decision 0096. The server starts with --liftoff-only (decision 0078): on Node 24, optimising
// PGlite's SQL parser (`raw_parser`) takes ~600 MB of compiler memory. Liftoff alone also runs
// the rest of PostgreSQL (planner, executor, scans, sorts) more slowly. V8 compiles each
// WebAssembly function at its first call and reads its tiering flags then: a function compiled
// under --liftoff-only stays Liftoff's, one compiled after the flags are set back to V8's
// defaults is optimised by TurboFan once it runs hot. So PGlite's first statement is a SET,
// which is parsed but never planned nor executed; then the flags go back to the defaults.
// It costs ~40 MB more at rest (TurboFan's code), past issue 53's 200 MB: PGLITE_TIER_UP,
// off unless set.
const TIERING_FLAGS = ["--no-liftoff-only", "--wasm-dynamic-tiering", "--wasm-tier-up"];

/** Whether this process starts PGlite as above: started with --liftoff-only, and not told not to. */
export const tiersUpAfterParser = (tierUp: boolean, execArgv: readonly string[] = process.execArgv) =>
  tierUp && execArgv.includes("--liftoff-only");

/** A PGlite whose parser is compiled by Liftoff alone and the rest tiered up as V8 does by default. */
class TieringPGlite extends PGlite {
  // PGlite's own first query (its array types, a catalogue join) runs here: the statement
  // before it only parses, and the flags change between the two.
  override async _initArrayTypes(options?: { force?: boolean }) {
    await this.exec("set search_path to default");
    for (const flag of TIERING_FLAGS) v8.setFlagsFromString(flag);
    return super._initArrayTypes(options);
  }
}

/** PGlite.create, tiering up after the parser when `tierUp` (see tiersUpAfterParser). */
export async function createPglite(
  dataDir: string,
  options: PGliteOptions,
  tierUp: boolean,
): Promise<PGlite> {
  if (!tiersUpAfterParser(tierUp)) return PGlite.create(dataDir, options);
  const client = new TieringPGlite(dataDir, options);
  await client.waitReady;
  return client;
}
