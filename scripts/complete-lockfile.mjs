// Run after every `npm install` that changes dependencies: `npm run lock:complete`.
//
// Our package registry serves only the packages for this platform. `npm install` then leaves
// other platforms' optional packages (e.g. @rollup/rollup-darwin-arm64) out of
// package-lock.json, and `npm ci` rejects the lock file as out of sync. This adds an entry
// for each missing optional dependency, marked optional, which `npm ci` accepts and skips
// when the package cannot be had. Each entry, new or left by an earlier run, gets the
// registry's address and integrity hash, so an install on another platform is checked like
// every other package.
import { execFileSync } from "node:child_process";
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

let hashed = 0;
for (const [path, meta] of Object.entries(packages)) {
  if (!path || meta.link || meta.integrity) continue;
  const name = path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length);
  const dist = JSON.parse(
    execFileSync("npm", ["view", `${name}@${meta.version}`, "dist", "--json"], { encoding: "utf8" }),
  );
  packages[path] = { version: meta.version, resolved: dist.tarball, integrity: dist.integrity, ...meta };
  hashed++;
}

writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  `package-lock.json: added ${added} missing optional entries; gave ${hashed} entries their integrity hash`,
);
