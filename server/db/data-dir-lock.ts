import { readFileSync, rmSync, writeFileSync } from "node:fs";

/** Another live process holds the data directory. */
export class DataDirInUseError extends Error {}

/**
 * Two PGlite instances on one data directory corrupt it, so a process claims the
 * directory with a pid file first. A file left by a process that has died is taken over.
 */
export function lockDataDir(lockFile: string): () => void {
  try {
    writeFileSync(lockFile, String(process.pid), { flag: "wx" });
  } catch {
    const holder = Number(readFileSync(lockFile, "utf8"));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new DataDirInUseError(
        `The database in ${lockFile.replace(/\.lock$/, "")} is in use by process ${holder}. Stop that process first.`,
      );
    }
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
