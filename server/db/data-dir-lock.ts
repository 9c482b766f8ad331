import { readFileSync, rmSync, writeFileSync } from "node:fs";

/** Another live process holds the data directory. */
export class DataDirInUseError extends Error {}

/**
 * Two PGlite instances on one data directory corrupt it, so a process claims the
 * directory with a pid file first: its pid, then on Linux its start time, one a line. A file
 * left by a process that has died is taken over.
 */
export function lockDataDir(lockFile: string): () => void {
  const own = [process.pid, processStat(process.pid)?.start].filter(Boolean).join("\n");
  try {
    writeFileSync(lockFile, own, { flag: "wx" });
  } catch {
    // An older version wrote the pid alone: no start time to compare, the pid is enough.
    const [pid, start] = readFileSync(lockFile, "utf8").trim().split(/\s+/);
    const holder = Number(pid);
    if (holder && holder !== process.pid && isAlive(holder, start)) {
      throw new DataDirInUseError(
        `The database in ${lockFile.replace(/\.lock$/, "")} is in use by process ${holder}. Stop that process first.`,
      );
    }
    writeFileSync(lockFile, own);
  }
  return () => rmSync(lockFile, { force: true });
}

/**
 * A process's state and start time (clock ticks after boot) from /proc/<pid>/stat, or null
 * where there is no such file (no /proc, as on macOS, or no such process). The name in
 * parentheses may itself hold spaces and parentheses, so fields are counted after the last ')'.
 */
function processStat(pid: number): { state: string; start: string } | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null;
  }
  // Field 3 (state) is the first after the name, field 22 (starttime) the twentieth.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { state: fields[0] ?? "", start: fields[19] ?? "" };
}

/**
 * Whether the lock's holder still runs. A pid that answers a signal may still be gone: killed
 * but not yet reaped by its parent (a zombie, which holds no database), or ended and its pid
 * since given to another process (its start time is not the one in the lock).
 */
function isAlive(pid: number, start: string | undefined): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const stat = processStat(pid);
  if (!stat) return true;
  return stat.state !== "Z" && (start === undefined || start === stat.start);
}
