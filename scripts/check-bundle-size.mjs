// Fails the build when the first-load JavaScript of a public page exceeds the budget.
// First load = the client entry + the root route + the page's route module, plus every
// chunk they import statically (dynamic imports load later and are not counted).
// Reads the Vite manifest of the client build (build.manifest in vite.config.ts).
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_KB = 130;
const CLIENT_DIR = "build/client";
const manifest = JSON.parse(readFileSync(path.join(CLIENT_DIR, ".vite/manifest.json"), "utf8"));

// Route modules of the public site (admin pages, when they exist, are not measured here).
const PUBLIC_ROUTES = [
  "home",
  "unknown-path",
  "solutions",
  "solution-detail",
  "ai-basics",
  "contact",
  "privacy",
  "terms",
  "login",
  "reset-password",
];

const keyOf = (predicate) => Object.keys(manifest).find(predicate);
const entryKey = keyOf((key) => /entry\.client\.[jt]sx?$/.test(key));
const rootKey = keyOf((key) => key.startsWith("app/root.tsx"));
if (!entryKey || !rootKey) throw new Error("client entry or root route missing from the manifest");

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) {
    gzipCache.set(file, gzipSync(readFileSync(path.join(CLIENT_DIR, file)), { level: 9 }).length);
  }
  return gzipCache.get(file);
}

function collect(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
  return files;
}

let failed = false;
console.log(`First-load JavaScript per public route (gzip, budget ${BUDGET_KB} KB):`);
for (const name of PUBLIC_ROUTES) {
  const routeKey = keyOf((key) => key.startsWith(`app/routes/${name}.tsx`));
  if (!routeKey) {
    console.error(`  ${name}: route module missing from the manifest`);
    failed = true;
    continue;
  }
  const files = new Set();
  for (const key of [entryKey, rootKey, routeKey]) collect(key, files);
  const bytes = [...files].reduce((sum, file) => sum + gzipSize(file), 0);
  const kb = bytes / 1024;
  const over = kb > BUDGET_KB;
  failed ||= over;
  console.log(`  ${over ? "OVER" : "ok  "} ${name.padEnd(16)} ${kb.toFixed(1).padStart(6)} KB`);
}
if (failed) {
  console.error(`First-load JavaScript budget of ${BUDGET_KB} KB exceeded (or a route is missing).`);
  process.exit(1);
}
