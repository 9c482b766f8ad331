import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "#server/node-flags";
import {
  fill,
  type Inbox,
  type InboxRequest,
  ROWS,
  SAMPLES,
  SEARCH_PATHS,
  send,
  startInbox,
  type Timing,
  timeRequests,
} from "./contacts";
import { formatTable } from "./table";
import { variedEnquiries } from "./varied-enquiries";

// `npm run bench -- liftoff`: what the server's `--liftoff-only` (decision 0078) costs the
// requests that spend their time in PGlite, against V8's default tiering (Liftoff first, then
// TurboFan for what runs hot), on one inbox of CONTACTS_BENCH_ROWS enquiries. The servers of
// each set of flags are started in turn on the same data, LIFTOFF_ROUNDS times, the order
// swapped every round; each is warmed up for LIFTOFF_WARM_UP_SECONDS first (TurboFan compiles
// in the background what has become hot), then timed one request at a time, with the server's
// CPU per request beside the latency (the machine may be shared). Decision 0096. With
// BENCH_BEFORE_SERVER (an earlier build's server.js), that build is measured too, with Liftoff
// alone and with V8's default tiering, on its own copy of the same data, in the same rounds, and
// is what the others are compared with: issue 53 asks that no query be more than 10 % slower
// than before (decision 0101).

const ROUNDS = Number(process.env.LIFTOFF_ROUNDS ?? 3);
const WARM_UP_SECONDS = Number(process.env.LIFTOFF_WARM_UP_SECONDS ?? 20);

// The server as it starts (Liftoff for the parser, tiering for the rest), Liftoff alone
// (PGLITE_TIER_UP=false, decision 0078's), and V8's default tiering; the build before's, when
// given, with Liftoff alone and with V8's default tiering. The last is the one compared with.
interface Variant {
  name: string;
  flags: readonly string[];
  env: Record<string, string>;
  /** The build before's server.js; this build's when absent. */
  script?: string;
}
const LIFTOFF_ONLY = SERVER_NODE_FLAGS;
const DEFAULT_TIERING = SERVER_NODE_FLAGS.filter((flag) => flag !== "--liftoff-only");
const BEFORE = process.env.BENCH_BEFORE_SERVER;
const ALL_VARIANTS: Variant[] = [
  { name: "tier-up after parser", flags: LIFTOFF_ONLY, env: { PGLITE_TIER_UP: "true" } },
  { name: "liftoff-only", flags: LIFTOFF_ONLY, env: { PGLITE_TIER_UP: "false" } },
  { name: "default tiering", flags: DEFAULT_TIERING, env: {} },
  ...(BEFORE
    ? [
        {
          name: "before: liftoff-only",
          flags: LIFTOFF_ONLY,
          env: { PGLITE_TIER_UP: "false" },
          script: BEFORE,
        },
        { name: "before: default tiering", flags: DEFAULT_TIERING, env: {}, script: BEFORE },
      ]
    : []),
];
// LIFTOFF_VARIANTS (names, comma-separated) keeps only those: more rounds of the two that issue
// 53 compares fit in the time the five take.
const CHOSEN = process.env.LIFTOFF_VARIANTS?.split(",").map((name) => name.trim());
const VARIANTS = CHOSEN ? ALL_VARIANTS.filter((variant) => CHOSEN.includes(variant.name)) : ALL_VARIANTS;
if (VARIANTS.length === 0)
  throw new Error(`LIFTOFF_VARIANTS names none of: ${ALL_VARIANTS.map((v) => v.name).join(", ")}`);

// Enquiries no two alike across every server of the run (an enquiry's trigrams cost its insert).
const enquiries = variedEnquiries(100_000);
let nextEnquiry = 0;
const enquiry = (): InboxRequest => ({
  path: "/api/contact/enquiry",
  body: enquiries[nextEnquiry++ % enquiries.length] as string,
});

const INBOX_PAGES = ["/api/contact?page=1&pageSize=50", "/api/contact?status=in-progress&page=1&pageSize=50"];
const DASHBOARD = "/api/admin/dashboard";

/** The database-bound requests, by name: what each one sends, in turn. */
const REQUESTS: Record<string, () => InboxRequest[]> = {
  "enquiry intake (POST /api/contact/enquiry)": () => Array.from({ length: SAMPLES + 10 }, enquiry),
  "inbox page (all, in progress)": () => INBOX_PAGES,
  "inbox search, first page": () => SEARCH_PATHS,
  dashboard: () => [DASHBOARD],
};

/** Every kind of request in turn, for WARM_UP_SECONDS. */
async function warmUp(inbox: Inbox) {
  const until = performance.now() + WARM_UP_SECONDS * 1000;
  while (performance.now() < until) {
    for (const request of [enquiry(), ...INBOX_PAGES, ...SEARCH_PATHS, DASHBOARD]) await send(inbox, request);
  }
}

interface Measured extends Timing {
  variant: string;
  round: number;
}

export async function benchLiftoff() {
  const work = mkdtempSync(path.join(os.tmpdir(), "bench-liftoff-"));
  const rows: Measured[] = [];
  const peaks: { variant: string; round: number; peakMb: number }[] = [];
  try {
    const dataDir = path.join(work, "data");
    await fill({ kind: "pglite", dataDir });
    // The build before on a copy: this build's migrations must not reach its data.
    const beforeDataDir = path.join(work, "data-before");
    if (BEFORE) cpSync(dataDir, beforeDataDir, { recursive: true });
    for (let round = 1; round <= ROUNDS; round++) {
      // Each variant in another place each round, so none is always measured first.
      const order = VARIANTS.map(
        (_, i) => VARIANTS[(i + round) % VARIANTS.length] as (typeof VARIANTS)[number],
      );
      for (const variant of order) {
        const { server, inbox } = await startInbox(
          { DATA_DIR: variant.script ? beforeDataDir : dataDir, ...variant.env },
          { nodeFlags: variant.flags, script: variant.script },
        );
        try {
          await warmUp(inbox);
          for (const [what, requests] of Object.entries(REQUESTS)) {
            rows.push({ ...(await timeRequests(inbox, what, requests())), variant: variant.name, round });
          }
          peaks.push({ variant: variant.name, round, peakMb: server.memory().peakMb });
        } finally {
          await server.stop();
        }
        console.log(`round ${round}, ${variant.name}: done (load average ${loadAverage()})`);
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  report(rows, peaks);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");

function report(rows: Measured[], peaks: { variant: string; round: number; peakMb: number }[]) {
  const names = VARIANTS.map((variant) => variant.name);
  const baseline = names[names.length - 1] as string;
  const of = (what: string, variant: string) =>
    rows.filter((row) => row.what === what && row.variant === variant);
  const range = (list: number[]) => `${Math.min(...list)}-${Math.max(...list)}`;
  const lines = Object.keys(REQUESTS).flatMap((what) => {
    const cpu = (variant: string) => median(of(what, variant).map((row) => row.cpuMs ?? Number.NaN));
    // A round's servers ran minutes apart; their ratio in that round is steadier than the
    // ratio of medians when the machine's load drifts between rounds.
    const roundRatios = (variant: string) =>
      of(what, variant).map((row) => {
        const base = of(what, baseline).find((other) => other.round === row.round);
        return (row.cpuMs ?? Number.NaN) / (base?.cpuMs ?? Number.NaN);
      });
    const percent = (ratio: number) => `${ratio >= 1 ? "+" : ""}${((ratio - 1) * 100).toFixed(0)} %`;
    return names.map((variant) => {
      const list = of(what, variant);
      const p50s = list.map((row) => row.p50);
      const cpus = list.map((row) => row.cpuMs ?? Number.NaN);
      const ratios = roundRatios(variant);
      return [
        what,
        variant,
        `${median(p50s).toFixed(1)} (${range(p50s)})`,
        `${median(cpus).toFixed(2)} (${range(cpus)})`,
        percent(cpu(variant) / cpu(baseline)),
        `${percent(median(ratios))} (${percent(Math.min(...ratios))} to ${percent(Math.max(...ratios))})`,
      ];
    });
  });
  console.log(
    `\nPGlite, ${ROWS.toLocaleString("en-ZA")} enquiries, ${ROUNDS} rounds; medians of each round's figure (range)\n`,
  );
  console.log(
    formatTable(
      [
        "request",
        "flags",
        "p50 ms",
        "server CPU ms a request",
        `CPU against ${baseline}`,
        "the same round's ratio, median (range)",
      ],
      lines,
    ),
  );
  for (const variant of names) {
    const mb = peaks.filter((peak) => peak.variant === variant).map((peak) => peak.peakMb);
    console.log(`peak memory (VmHWM) of a start and the requests above, ${variant}: ${mb.join(", ")} MB`);
  }
  console.log(`load average at the end: ${loadAverage()}`);
  const result = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}`,
    rows: ROWS,
    rounds: ROUNDS,
    warmUpSeconds: WARM_UP_SECONDS,
    variants: VARIANTS,
    before: BEFORE,
    results: rows,
    peaks,
  };
  mkdirSync("bench/results", { recursive: true });
  const file = path.join(
    "bench/results",
    // Dated to the minute: a second run the same day keeps the first one's file.
    `${result.date.slice(0, 10)}-${result.date.slice(11, 16).replace(":", "")}-liftoff${BEFORE ? "-before-after" : ""}.json`,
  );
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nwritten to ${file}`);
}
