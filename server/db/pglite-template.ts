import { existsSync, readdirSync, renameSync, rmdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { unpackTarGz } from "./unpack-tar";

// Beside this module: the build writes it next to build/server/index.js
// (scripts/make-pglite-template.mjs). The sources have none; there PGlite runs initdb itself.
const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), "pglite-template.tar.gz");

/**
 * Gives `dir`, when it is empty or missing, the initialised data directory of the template,
 * unpacked straight to disk (decision 0084). It spares the server initdb, which ran a second
 * PostgreSQL instance in the same process (a first start peaked at about 790 MB with it), and
 * PGlite's own unpacking of a template, which holds the whole unpacked tar in memory and left
 * a first start's PostgreSQL about 120 MB larger for the life of the process. Unpacked beside
 * `dir` and then renamed, so a start cut short never leaves half a database behind. False
 * when there was nothing to do (no template in the sources, or a directory already used).
 */
export async function unpackFirstStartTemplate(dir: string): Promise<boolean> {
  if (!existsSync(TEMPLATE) || (existsSync(dir) && readdirSync(dir).length > 0)) return false;
  const unpacking = `${dir}.unpacking`;
  rmSync(unpacking, { recursive: true, force: true });
  await unpackTarGz(TEMPLATE, unpacking);
  if (existsSync(dir)) rmdirSync(dir);
  renameSync(unpacking, dir);
  return true;
}
