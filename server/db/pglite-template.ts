import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// Beside this module: the build writes it next to build/server/index.js
// (scripts/make-pglite-template.mjs). The sources have none; there PGlite runs initdb itself.
const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), "pglite-template.tar.gz");

/**
 * The initialised data directory to start `dir` from when it holds no database yet, or
 * undefined. Unpacking it spares the server initdb, which ran a second PostgreSQL instance in
 * the same process: a first start peaked at about 790 MB with it and 360 MB without (measured
 * side by side with PGlite 0.5 on Node 20).
 */
export function firstStartTemplate(dir: string): Blob | undefined {
  if (existsSync(path.join(dir, "PG_VERSION")) || !existsSync(TEMPLATE)) return undefined;
  return new Blob([readFileSync(TEMPLATE)]);
}
