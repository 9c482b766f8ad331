import { execSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, type ServerProcess, startServer } from "../bench/server-process";
import { type RealMedia, uploadRealMedia } from "./real-media";
import {
  CATEGORIES,
  type LighthouseResult,
  METHODS,
  type Method,
  type PageResult,
  printMethod,
  SCORE_TARGETS,
  summarise,
} from "./summary";
import { loadLighthouse } from "./tool";

// `npm run lighthouse [-- --before <folder>]`: builds, starts the production server on a fresh
// data directory with the demo content, and runs Lighthouse (mobile) in Debian's Chromium on five public pages,
// with each throttling method in turn: simulated (Lighthouse's default) and applied
// (`--throttling-method=devtools`). Prints the four category scores and FCP/LCP/TBT/CLS per
// page and which targets are met (lighthouse/summary.ts), writes lighthouse/results/DATE.json,
// and keeps the HTML report of each page in lighthouse/reports/ (not committed). Exits non-zero
// only when a run fails, never on a missed target. Needs no network beyond loopback. Before
// measuring, the site gets real media (lighthouse/real-media.ts; `--no-media` skips it).
//   LIGHTHOUSE_RUNS (default 3): runs per page; the median run (Lighthouse's own choice) counts.
//   CHROMIUM_PATH (default /usr/bin/chromium). `--no-build` reuses the existing build.
//   LIGHTHOUSE_CPU_SLOWDOWN (default Lighthouse's 4): how many times slower than this machine
//   the phone's CPU is taken to be. A higher figure asks what a slower host would have scored.
// `--before <folder>`: a second built checkout of the project (its own node_modules and
// `npm run build`) measured beside this one, page by page, by this Lighthouse; both tables are
// printed and the results file (DATE-beside-before.json) carries both.

const runsPerPage = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const cpuSlowdown = process.env.LIGHTHOUSE_CPU_SLOWDOWN
  ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN)
  : undefined;
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const chromeFlags = [
  "--no-sandbox",
  "--headless",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** A built checkout served for measuring: this one, or the `--before` one beside it. */
interface Build {
  name: string;
  folder: string;
  server?: ServerProcess;
  paths: string[];
  media: RealMedia | null;
  results: Record<Method, PageResult[]>;
}

// Installed on the first run rather than with the project (lighthouse/tool.ts).
const tools = await loadLighthouse();

async function main() {
  const beforeAt = process.argv.indexOf("--before");
  const builds: Build[] = [{ name: "this build", folder: process.cwd(), ...unmeasured() }];
  if (beforeAt > 0) {
    const folder = path.resolve(process.argv[beforeAt + 1] ?? "");
    builds.push({ name: `before (${path.basename(folder)})`, folder, ...unmeasured() });
  }
  if (!process.argv.includes("--no-build")) execSync("npm run build", { stdio: "inherit" });
  const work = mkdtempSync(path.join(os.tmpdir(), "lighthouse-"));
  const admin = { email: "admin@example.com", password: "lighthouse-password" };
  const chrome = await tools.launchChrome({ chromePath, chromeFlags, logLevel: "silent" });
  try {
    for (const [index, build] of builds.entries())
      await prepare(build, path.join(work, `data-${index}`), admin);
    let environment: LighthouseResult | undefined;
    mkdirSync("lighthouse/reports", { recursive: true });
    for (const method of Object.keys(METHODS) as Method[]) {
      for (const [pageIndex, pagePath] of (builds[0] as Build).paths.entries()) {
        // Interleaved page by page, so both builds meet the same moments of a shared machine.
        for (const [buildIndex, build] of builds.entries()) {
          const url = `${build.server?.url}${build.paths[pageIndex]}`;
          // Fill the page cache first: visitors get cached pages, not a first render.
          await (await fetch(url)).arrayBuffer();
          const runs: LighthouseResult[] = [];
          for (let run = 0; run < runsPerPage; run++) {
            runs.push(await audit(url, chrome.port, method));
            process.stdout.write(".");
          }
          const median = runsPerPage > 1 ? tools.computeMedianRun(runs) : (runs[0] as LighthouseResult);
          build.results[method].push(summarise(pagePath, median));
          if (buildIndex > 0) continue;
          environment = median;
          const reportName = pagePath === "/" ? "home" : pagePath.slice(1).replaceAll("/", "_");
          writeFileSync(
            path.join("lighthouse/reports", `${reportName}.${method}.html`),
            tools.generateReport(median, "html"),
          );
        }
      }
    }
    process.stdout.write("\n");

    const [measured, before] = builds as [Build, Build | undefined];
    const report = {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
      // The machine may be shared: its load while the runs went on says how far to trust them.
      loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
      lighthouse: environment?.lighthouseVersion,
      browser: environment?.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0],
      mode: `mobile (Lighthouse defaults${cpuSlowdown ? `, CPU ${cpuSlowdown}× slower` : ""}), each throttling method`,
      runsPerPage,
      targets: {
        scores: SCORE_TARGETS,
        lcpMs: { simulated: METHODS.simulated.lcpTargetMs, applied: METHODS.applied.lcpTargetMs },
        fcpEqualsLcp: "where the largest paint is text",
        cls: 0,
      },
      media: measured.media,
      methods: measured.results,
      ...(before && { before: { folder: before.folder, methods: before.results } }),
    };
    for (const build of builds) {
      if (before) console.log(`\n== ${build.name}`);
      for (const method of Object.keys(METHODS) as Method[]) printMethod(method, build.results[method]);
    }
    console.log(`\nload average (1, 5, 15 min) at the end: ${report.loadAverage.join(", ")}`);
    mkdirSync("lighthouse/results", { recursive: true });
    const file = path.join(
      "lighthouse/results",
      `${report.date.slice(0, 10)}${before ? "-beside-before" : ""}.json`,
    );
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nwritten to ${file}; HTML reports (this build) in lighthouse/reports/`);
  } finally {
    chrome.kill();
    await Promise.all(builds.map((build) => build.server?.stop()));
    rmSync(work, { recursive: true, force: true });
  }
}

const unmeasured = () => ({
  paths: [],
  media: null,
  results: { simulated: [], applied: [] } as Record<Method, PageResult[]>,
});

/** Starts a build's server on a fresh data directory with the demo content and, unless `--no-media`, real media. */
async function prepare(build: Build, dataDir: string, admin: { email: string; password: string }) {
  build.server = await startServer(
    { DATA_DIR: dataDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    await freePort(),
    { cwd: build.folder, script: path.join(build.folder, "server.js") },
  );
  const solutions = (await (await fetch(`${build.server.url}/api/solutions`)).json()) as {
    data: { id: string }[];
  };
  const detail = solutions.data[0]?.id;
  if (!detail) throw new Error(`the demo catalogue of ${build.name} has no solutions`);
  // Real media first (a 4000×3000 photo on the solution, a 10 MB 1080p homepage video), as a
  // company's site has it; `--no-media` measures the demo content alone.
  build.media = process.argv.includes("--no-media")
    ? null
    : await uploadRealMedia(build.server.url, admin, detail);
  build.paths = ["/", "/solutions", `/solutions/${detail}`, "/ai-basics", "/contact"];
}

async function audit(url: string, port: number, method: Method): Promise<LighthouseResult> {
  const result = await tools.lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    throttlingMethod: METHODS[method].throttlingMethod,
    ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  for (const category of CATEGORIES) {
    if (typeof lhr.categories[category]?.score !== "number") {
      throw new Error(`Lighthouse gave no ${category} score for ${url}`);
    }
  }
  return lhr;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
