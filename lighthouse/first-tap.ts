import { execSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, type BrowserContext, type CDPSession, chromium, type Page } from "@playwright/test";
import { percentile } from "../bench/percentile";
import { freePort, type ServerProcess, startServer } from "../bench/server-process";

// `npm run lighthouse:first-tap [-- --before <folder> | --pages] [--no-build]`: how soon a phone
// can use the home page (issue 33, item 1), or with `--pages` each of the five public pages
// (issue 53, item 4). Chromium at 375 px under Lighthouse's mobile profile,
// applied through the DevTools protocol: 150 ms round trips, 1.6 Mbps down, 750 Kbps up, and
// the CPU slowed 4×. Each run is a first visit (empty cache). Per run, two page loads:
//   1. the first working tap: from first paint, the menu button is tapped, and after each tap
//      the page is given 100 ms to show the menu; the time of the tap that opened it counts
//      (a tap the page could not take yet, because nothing listened or its main thread was
//      busy, is simply tapped again, as a visitor would);
//   2. Total Blocking Time (long tasks from first paint until the page was quiet for 2 s, each
//      beyond 50 ms), the Largest Contentful Paint, and, once quiet, an Interaction to Next Paint from a scripted tap that opens
//      the menu and one that closes it (the longer Event Timing duration of the two).
// `--before <folder>`: a second built checkout of the project (its own node_modules and
// `npm run build`) served side by side, runs interleaved, so one run compares the two.
//   FIRST_TAP_RUNS (default 7) runs per build; medians are printed and written to
//   lighthouse/results/DATE-first-tap.json. CHROMIUM_PATH (default /usr/bin/chromium).

const runs = Number(process.env.FIRST_TAP_RUNS ?? 7);
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PROFILE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
};
const MENU_BUTTON = '[popovertarget="mobile-menu"], [aria-controls="mobile-menu"]';
const TAP_WAIT_MS = 100;
const QUIET_MS = 2000;

interface RunFigures {
  firstPaintMs: number;
  largestPaintMs: number;
  firstWorkingTapMs: number;
  /** From first paint to the tap that worked: how long a visitor looks at controls that do nothing. */
  workingTapAfterPaintMs: number;
  menuShownMs: number;
  tapsBeforeWorking: number;
  totalBlockingTimeMs: number;
  longTasks: number;
  inpMs: number;
}

interface Build {
  name: string;
  folder: string;
  server?: ServerProcess;
}

/** One page of one build, measured in every run. */
interface Target {
  name: string;
  url: string;
  button: Point;
  figures: RunFigures[];
}

const PUBLIC_PAGES = ["/", "/solutions", "/solutions/{id}", "/ai-basics", "/contact"];

async function main() {
  const beforeAt = process.argv.indexOf("--before");
  const builds: Build[] = [{ name: "this build", folder: process.cwd() }];
  if (beforeAt > 0) {
    const folder = path.resolve(process.argv[beforeAt + 1] ?? "");
    builds.push({ name: `before (${path.basename(folder)})`, folder });
  }
  const paths = process.argv.includes("--pages") ? PUBLIC_PAGES : ["/"];
  const targets: Target[] = [];
  if (!process.argv.includes("--no-build")) execSync("npm run build", { stdio: "inherit" });
  const work = mkdtempSync(path.join(os.tmpdir(), "first-tap-"));
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: [
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    for (const [index, build] of builds.entries()) {
      build.server = await startServer({ DATA_DIR: path.join(work, `data-${index}`) }, await freePort(), {
        cwd: build.folder,
        script: path.join(build.folder, "server.js"),
      });
      // The page cache filled first: visitors get cached pages, not a first render.
      for (const pagePath of paths) {
        const url = `${build.server.url}${await withSolutionId(build.server.url, pagePath)}`;
        await (await fetch(url)).arrayBuffer();
        const name = paths.length > 1 ? pagePath : build.name;
        targets.push({ name, url, button: await menuButtonCentre(browser, url), figures: [] });
      }
    }
    for (let run = 0; run < runs; run++) {
      // Interleaved, and the order alternates, so a busier moment of the machine falls on each.
      const order = run % 2 === 0 ? targets : [...targets].reverse();
      for (const target of order) {
        target.figures.push(await measureRun(browser, target.url, target.button));
        process.stdout.write(".");
      }
    }
    process.stdout.write("\n");
    const report = {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}`,
      loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
      browser: browser.version(),
      profile: { ...PROFILE, viewport: "375 × 812, touch, DPR 2" },
      runsPerPage: runs,
      targets: targets.map((target) => ({
        name: target.name,
        url: target.url,
        medians: medians(target.figures),
        runs: target.figures,
      })),
    };
    printTable(report.targets, paths.length > 1);
    console.log(`\nload average (1, 5, 15 min) at the end: ${report.loadAverage.join(", ")}`);
    mkdirSync("lighthouse/results", { recursive: true });
    const suffix = paths.length > 1 ? "first-tap-pages" : "first-tap";
    const file = path.join("lighthouse/results", `${report.date.slice(0, 10)}-${suffix}.json`);
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`written to ${file}`);
  } finally {
    await browser.close();
    for (const build of builds) await build.server?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

/** A fresh phone-sized context under the mobile profile: nothing cached, nothing shared. */
async function throttledPage(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(OBSERVERS);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: PROFILE.downloadBytesPerSecond,
    uploadThroughput: PROFILE.uploadBytesPerSecond,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PROFILE.cpuSlowdown });
  return { context, page, cdp };
}

// Installed before any of the page's own scripts: long tasks, event timings and first paint,
// kept on window for the measurement to read.
const OBSERVERS = `
  window.__measure = { longTasks: [], events: [], menuShownAt: null, largestPaintAt: 0 };
  // The menu's showing, however a build shows it (a popover, or a hidden attribute React removes).
  const menuCheck = () => {
    if (window.__measure.menuShownAt === null && document.getElementById("mobile-menu")?.checkVisibility()) {
      window.__measure.menuShownAt = performance.now();
    }
  };
  document.addEventListener("toggle", menuCheck, true);
  new MutationObserver(menuCheck).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["hidden"] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__measure.largestPaintAt = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__measure.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__measure.events.push({ name: entry.name, id: entry.interactionId, duration: entry.duration });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
`;

const firstPaint = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null);

/** Where the menu button is, from a load without throttling: the run must not ask the page. */
async function menuButtonCentre(browser: Browser, url: string) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.goto(url);
    const box = await page.locator(MENU_BUTTON).first().boundingBox();
    if (!box) throw new Error(`no menu button on ${url}`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

async function measureRun(browser: Browser, url: string, button: Point): Promise<RunFigures> {
  const tap = await firstWorkingTap(browser, url, button);
  const load = await blockingAndInteraction(browser, url);
  return { ...tap, ...load };
}

interface Point {
  x: number;
  y: number;
}

// First paint is taken from the browser's own lifecycle event and the taps are sent through the
// DevTools protocol, so nothing waits for the page's main thread before tapping; only the check
// whether the menu is showing does, as a visitor waits to see it. Times are on the page's clock
// (milliseconds since its navigation began), this process's taps converted by the shared epoch.
async function firstWorkingTap(browser: Browser, url: string, button: Point) {
  const { context, page, cdp } = await throttledPage(browser);
  try {
    await cdp.send("Page.enable");
    await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true });
    const painted = new Promise<void>((resolve) => {
      cdp.on("Page.lifecycleEvent", (event) => {
        if (event.name === "firstContentfulPaint") resolve();
      });
    });
    await page.goto(url, { waitUntil: "commit" });
    await painted;
    const touch = async (type: "touchStart" | "touchEnd") =>
      cdp.send("Input.dispatchTouchEvent", {
        type,
        touchPoints: type === "touchStart" ? [{ x: button.x, y: button.y }] : [],
      });
    const tapsAt: number[] = [];
    for (let taps = 0; taps < 200; taps++) {
      tapsAt.push(performance.timeOrigin + performance.now());
      await touch("touchStart");
      await touch("touchEnd");
      const deadline = Date.now() + TAP_WAIT_MS;
      do {
        const shownAt = await page.evaluate(() => (window as unknown as Measured).__measure.menuShownAt);
        if (shownAt !== null) {
          const timeOrigin = await page.evaluate(() => performance.timeOrigin);
          const workingTap = (tapsAt.at(-1) ?? 0) - timeOrigin;
          const paint = (await firstPaint(page)) ?? Number.NaN;
          return {
            firstPaintMs: paint,
            firstWorkingTapMs: workingTap,
            workingTapAfterPaintMs: workingTap - paint,
            menuShownMs: shownAt,
            tapsBeforeWorking: taps,
          };
        }
      } while (Date.now() < deadline);
    }
    throw new Error("the menu never opened");
  } finally {
    await context.close();
  }
}

interface Measured {
  __measure: {
    longTasks: { start: number; duration: number }[];
    events: { id: number; duration: number }[];
    menuShownAt: number | null;
    largestPaintAt: number;
  };
}

async function blockingAndInteraction(browser: Browser, url: string) {
  const { context, page } = await throttledPage(browser);
  try {
    await page.goto(url, { waitUntil: "load" });
    // Quiet: no long task ended in the last two seconds (at most 20 s of waiting).
    await page.waitForFunction(
      (quietMs) => {
        const tasks = (window as unknown as Measured).__measure.longTasks;
        const lastEnd = Math.max(0, ...tasks.map((task) => task.start + task.duration));
        return performance.now() - lastEnd > quietMs;
      },
      QUIET_MS,
      { timeout: 20_000, polling: 200 },
    );
    const fcp = (await firstPaint(page)) ?? 0;
    // Read before the taps: the menu they open must not count as the page's largest paint.
    const largestPaintMs = await page.evaluate(
      () => (window as unknown as Measured).__measure.largestPaintAt,
    );
    const tasks = await page.evaluate(() => (window as unknown as Measured).__measure.longTasks);
    const blocking = tasks.filter((task) => task.start + task.duration > fcp);
    const totalBlockingTimeMs = blocking.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);

    const button = page.locator(MENU_BUTTON).first();
    await button.tap();
    await page.waitForFunction(() => document.getElementById("mobile-menu")?.checkVisibility());
    await button.tap();
    await page.waitForFunction(() => !document.getElementById("mobile-menu")?.checkVisibility());
    // Event Timing entries arrive after the next paint: give them a moment.
    await page.waitForTimeout(500);
    const events = await page.evaluate(() => (window as unknown as Measured).__measure.events);
    const inpMs = Math.max(0, ...events.map((event) => event.duration));
    return { totalBlockingTimeMs, longTasks: blocking.length, inpMs, largestPaintMs };
  } finally {
    await context.close();
  }
}

function medians(figures: RunFigures[]) {
  const keys = Object.keys(figures[0] ?? {}) as (keyof RunFigures)[];
  return Object.fromEntries(
    keys.map((key) => [
      key,
      Math.round(
        percentile(
          figures.map((figure) => figure[key]).sort((a, b) => a - b),
          0.5,
        ),
      ),
    ]),
  ) as Record<keyof RunFigures, number>;
}

/** The solution page's path names the first published solution of that build's demo content. */
async function withSolutionId(origin: string, pagePath: string) {
  if (!pagePath.includes("{id}")) return pagePath;
  const listed = (await (await fetch(`${origin}/api/solutions`)).json()) as { data: { id: string }[] };
  const id = listed.data[0]?.id;
  if (!id) throw new Error("the demo content has no published solution");
  return pagePath.replace("{id}", id);
}

const TABLE_ROWS: [string, keyof RunFigures][] = [
  ["first paint (ms)", "firstPaintMs"],
  ["largest paint, second load (ms)", "largestPaintMs"],
  ["first working tap (ms)", "firstWorkingTapMs"],
  ["  after first paint (ms)", "workingTapAfterPaintMs"],
  ["menu shown (ms)", "menuShownMs"],
  ["taps that did nothing", "tapsBeforeWorking"],
  ["Total Blocking Time (ms)", "totalBlockingTimeMs"],
  ["long tasks after first paint", "longTasks"],
  ["INP, scripted taps (ms)", "inpMs"],
];

/** Pages side by side, one column each. */
function printPages(targets: { name: string; medians: Record<keyof RunFigures, number> }[]) {
  console.log(`\nmedians of ${runs} runs, 375 px, 150 ms RTT, 1.6 Mbps, 4× CPU`);
  console.log(["measure".padEnd(30), ...targets.map((target) => target.name.padStart(16))].join(""));
  for (const [label, key] of TABLE_ROWS) {
    console.log(
      [label.padEnd(30), ...targets.map((target) => String(target.medians[key]).padStart(16))].join(""),
    );
  }
}

function printTable(builds: { name: string; medians: Record<keyof RunFigures, number> }[], pages: boolean) {
  if (pages) return printPages(builds);
  const [current, before] = builds;
  console.log(`\nmedians of ${runs} runs, home page, 375 px, 150 ms RTT, 1.6 Mbps, 4× CPU`);
  console.log(
    [
      "measure".padEnd(30),
      current?.name.padStart(12),
      before ? before.name.padStart(28) : "",
      before ? "  ratio" : "",
    ].join(""),
  );
  for (const [label, key] of TABLE_ROWS) {
    const now = current?.medians[key] ?? 0;
    const then = before?.medians[key];
    const ratio = then ? `  ${(now / then).toFixed(2)}×` : "";
    console.log(
      `${label.padEnd(30)}${String(now).padStart(12)}${then === undefined ? "" : String(then).padStart(28)}${ratio}`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
