import { chmodSync, lstatSync, readdirSync } from "node:fs";
import path from "node:path";

// DATA_DIR holds password hashes, enquirers' details and, in outbox mail, live reset links; a
// backup holds the same. None of it is for the machine's other users.

/** Files and folders this process creates from now on are its owner's alone (0600, 0700). */
export function keepNewFilesPrivate() {
  process.umask(0o077);
}

/**
 * Takes the group's and others' rights from `dir` and everything under it that this process's
 * user owns. PGlite sets modes of its own whatever the umask (0666 on the files it unpacks: the
 * first-start template, a backup being restored), and data directories of earlier versions were
 * written under the usual umask of 022. Others' files (a mounted volume's root owned by root)
 * are left as they are: changing them would fail. Synchronous, so nothing else in the process
 * deletes a file between its being listed and being changed.
 */
export function makePrivate(dir: string) {
  const owner = process.getuid?.();
  const visit = (entry: string) => {
    const stat = lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    if (stat.uid === owner && stat.mode & 0o077) chmodSync(entry, stat.mode & 0o700);
    if (stat.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dir);
}
