// Run after every `npm install` that changes dependencies: `npm run lock:complete`.
//
// Our package registry serves only the packages for this platform. `npm install` then leaves
// other platforms' optional packages (e.g. @rollup/rollup-darwin-arm64) out of
// package-lock.json, and `npm ci` rejects the lock file as out of sync. This adds an entry
// for each missing optional dependency, marked optional, which `npm ci` accepts and skips
// when the package cannot be had.
import { readFileSync, writeFileSync } from "node:fs";

const file = "package-lock.json";
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;
let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ""}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    packages[hoisted] = { version, ...(meta.dev ? { dev: true } : {}), optional: true };
    added++;
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} missing optional entries`);
