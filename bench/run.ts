import { spawnSync } from "node:child_process";
import { missingNodeFlags } from "#server/node-flags";
import { DEBIAN_PACKAGE, findTool, type Tool } from "./tools";

// `npm run bench [-- MODE]`: reads the command line, checks the tools are there, then loads
// the measurements (bench/measure.ts), so `--help` and a refusal answer at once. It installs
// nothing and opens no database it was not given: wrk and nginx must be there already (it says
// which are missing), and PostgreSQL is measured only on the server of BENCH_POSTGRES_URL, in
// scratch databases it creates and drops there.

const USAGE = `Usage: npm run bench [-- MODE] [-- --no-build]

Builds (unless --no-build), then measures the production server on a fresh data directory.
Takes about 7 minutes in full; needs wrk and nginx (Debian: apt-get install wrk nginx-light).

Modes:
  (none)     cached pages and JSON beside nginx and a bare Node server, enquiries, insights,
             login burst, memory; the table goes to bench/results/
  contacts   the admin inbox with 100,000 enquiries
  holds      how long admin requests hold the event loop (run again with the server's node flags)
  cached     only the cached answers of /api/solutions and /solutions beside nginx and bare
             Node, plain, br and gzip (BENCH_ROUNDS rounds; BENCH_BEFORE_SERVER, an earlier
             build's server.js, measured beside it on a copy of the same data)
  insights   what counting page views costs the cached home page (needs wrk)
  liftoff    what --liftoff-only (decision 0078) costs the inbox's requests on PGlite beside
             V8's default tiering, servers of each started in turn (LIFTOFF_ROUNDS, default 3;
             LIFTOFF_WARM_UP_SECONDS, default 20; CONTACTS_BENCH_ROWS, default 100,000;
             BENCH_BEFORE_SERVER, an earlier build's server.js, measured in the same rounds
             on a copy of the same data and compared with; LIFTOFF_VARIANTS, the servers'
             names to keep, comma-separated)
  finder     GET /api/solutions/match on PGlite, one at a time, with the 10 demo solutions
             and with 200 (FINDER_ROUNDS passes over the labelled descriptions, default 5)

Environment:
  BENCH_SECONDS       seconds per measurement (default 10; 6 in cached)
  BENCH_CONNECTIONS   connections per measurement (default 50)
  BENCH_POSTGRES_URL  a PostgreSQL server (postgres://user@host:port/database) on which the
                      benchmark may create and drop scratch databases of its own; unset, the
                      PostgreSQL rows are skipped`;

const MODES = ["contacts", "holds", "insights", "cached", "finder", "liftoff"] as const;

export interface BenchOptions {
  mode: (typeof MODES)[number] | "all";
  build: boolean;
  /** Where scratch databases may be created; empty: no PostgreSQL rows. */
  postgresUrl: string;
}

/** The load generator and the yardstick `mode` runs that are not on this machine. */
function missingTools(mode: BenchOptions["mode"]): Tool[] {
  const needs: Tool[] =
    mode === "all" || mode === "cached" ? ["wrk", "nginx"] : mode === "insights" ? ["wrk"] : [];
  return needs.filter((tool) => !findTool(tool));
}

const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  console.log(USAGE);
  process.exit(0);
}
const unknown = args.filter((arg) => arg !== "--no-build" && !(MODES as readonly string[]).includes(arg));
if (unknown.length) {
  console.error(`Unknown argument ${unknown.join(" ")}: see npm run bench -- --help`);
  process.exit(1);
}
const mode = MODES.find((name) => args.includes(name)) ?? "all";
// `holds` runs the site, and PGlite, in this very process: it must have the production server's
// V8 flags (decision 0078), which only a command line sets. Without them the young generation
// was eight times the server's and PGlite's WebAssembly was optimised, so the holds measured
// were not the server's. The run starts again with them.
if (mode === "holds" && missingNodeFlags().length > 0) {
  const again = spawnSync(
    process.execPath,
    [...missingNodeFlags(), ...process.execArgv, ...process.argv.slice(1)],
    { stdio: "inherit" },
  );
  process.exit(again.status ?? 1);
}
const missing = missingTools(mode);
if (missing.length) {
  const packages = missing.map((tool) => DEBIAN_PACKAGE[tool]).join(" ");
  console.error(
    `The benchmark needs ${missing.join(" and ")}, not installed here: install it first ` +
      `(Debian: apt-get install ${packages}) and run it again.`,
  );
  process.exit(1);
}
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? "";
if (!postgresUrl && mode !== "insights" && mode !== "finder" && mode !== "liftoff") {
  console.log("PostgreSQL rows skipped: set BENCH_POSTGRES_URL to measure them (npm run bench -- --help).");
}

const { runBenchmark } = await import("./measure");
await runBenchmark({ mode, build: !args.includes("--no-build"), postgresUrl }).catch((error) => {
  console.error(error);
  process.exit(1);
});
