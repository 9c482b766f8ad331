import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { LighthouseResult } from "./summary";

// Lighthouse and chrome-launcher, 126 MB that only `npm run lighthouse` uses, are not project
// dependencies: lighthouse/tool/ pins them (package.json and its lock), and the first run installs
// them there, as a later run does when the pinned version has changed.

const folder = path.join(import.meta.dirname, "tool");

const versionIn = (file: string) => (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;

/** The Lighthouse API the scripts use, in lighthouse/tool/, installed first if need be. */
export async function loadLighthouse() {
  const wanted = (
    JSON.parse(readFileSync(path.join(folder, "package.json"), "utf8")) as {
      dependencies: { lighthouse: string };
    }
  ).dependencies.lighthouse;
  const installed = path.join(folder, "node_modules/lighthouse/package.json");
  if (!existsSync(installed) || versionIn(installed) !== wanted) {
    console.log(`Installing Lighthouse ${wanted} into lighthouse/tool/ for this and later runs…`);
    execFileSync("npm", ["ci", "--prefix", folder, "--no-audit", "--no-fund", "--loglevel=error"], {
      stdio: "inherit",
    });
  }
  // By file, from the tool's folder: the project itself does not depend on them.
  const load = (file: string) => import(pathToFileURL(path.join(folder, "node_modules", file)).href);
  const [core, median, launcher] = await Promise.all([
    load("lighthouse/core/index.js"),
    load("lighthouse/core/lib/median-run.js"),
    load("chrome-launcher/dist/index.js"),
  ]);
  return {
    lighthouse: core.default as (
      url: string,
      flags: Record<string, unknown>,
    ) => Promise<{ lhr: LighthouseResult } | undefined>,
    generateReport: core.generateReport as (result: LighthouseResult, format: "html") => string,
    computeMedianRun: median.computeMedianRun as (runs: LighthouseResult[]) => LighthouseResult,
    launchChrome: launcher.launch as (options: {
      chromePath: string;
      chromeFlags: string[];
      logLevel: "silent";
    }) => Promise<{ port: number; kill(): Promise<void> | void }>,
  };
}
