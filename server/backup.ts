import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "./config";
import { backupSocketPath, isGzip, requestDump } from "./db/backup-channel";
import { openDatabase } from "./db/client";

// `npm run backup` and `npm run restore` for PGlite. A PostgreSQL database is backed up with
// PostgreSQL's own tools; media lives in the database, so a dump holds everything.

const POSTGRES_HINT = `The site runs on PostgreSQL (DATABASE_URL): back it up and restore it with PostgreSQL's tools, media included:
  pg_dump --format=custom --file=site.dump "$DATABASE_URL"
  pg_restore --no-owner --dbname="$NEW_DATABASE_URL" site.dump
(see docs/operations.md, "Back up and restore").`;

type BackupConfig = Pick<Config, "DATA_DIR" | "DATABASE_URL">;

const pgliteDir = (dataDir: string) => path.resolve(dataDir, "pglite");

export function defaultBackupFile(now = new Date()): string {
  return `backup-${now.toISOString().slice(0, 19).replace(/:/g, "-")}.tar.gz`;
}

/**
 * Writes a consistent dump of the PGlite database to `file`: taken by the running server
 * when one holds the data directory, otherwise by opening the directory here.
 */
export async function backup(config: BackupConfig, file: string): Promise<string> {
  if (config.DATABASE_URL) throw new Error(POSTGRES_HINT);
  if (!existsSync(pgliteDir(config.DATA_DIR))) {
    throw new Error(`There is no database in ${pgliteDir(config.DATA_DIR)} to back up (check DATA_DIR).`);
  }
  let bytes = await requestDump(backupSocketPath(config.DATA_DIR));
  const source = bytes ? "the running server" : "the stopped data directory";
  if (!bytes) {
    const database = await openDatabase({ kind: "pglite", dataDir: config.DATA_DIR });
    try {
      bytes = await (database.dumpDataDir as () => Promise<Uint8Array>)();
    } finally {
      await database.close();
    }
  }
  // Never a half-written file under the final name.
  const partial = `${file}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
  return `Backed up ${pgliteDir(config.DATA_DIR)} from ${source} to ${file} (${megabytes(bytes.length)}).`;
}

/** Creates the PGlite database of an empty DATA_DIR from a backup file. */
export async function restore(config: BackupConfig, file: string): Promise<string> {
  if (config.DATABASE_URL) throw new Error(POSTGRES_HINT);
  const dir = pgliteDir(config.DATA_DIR);
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new Error(
      `${dir} already holds a database: restore into a new DATA_DIR, or move that one away first.`,
    );
  }
  if (!existsSync(file)) throw new Error(`No backup file ${file}.`);
  const bytes = readFileSync(file);
  if (!isGzip(bytes)) throw new Error(`${file} is not a backup made by npm run backup.`);
  const database = await openDatabase({
    kind: "pglite",
    dataDir: config.DATA_DIR,
    restoreFrom: new Blob([bytes]),
  });
  try {
    // Brings a backup from an older version up to date, and proves the copy opens.
    await database.migrate();
  } finally {
    await database.close();
  }
  return `Restored ${file} into ${dir}. Start the server with DATA_DIR=${config.DATA_DIR}.`;
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
