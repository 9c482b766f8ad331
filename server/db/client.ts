import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { type Logger, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { makePrivate } from "../private-files";
import { lockDataDir } from "./data-dir-lock";
import { PGLITE_BYTEA } from "./pglite-bytea";
import { unpackFirstStartTemplate } from "./pglite-template";
import { textDatesClient } from "./pglite-text-dates";
import { createPglite } from "./pglite-tiering";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction begun on a Database. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/**
 * What a query runs on: the database itself, or a transaction a caller has begun on it. A
 * helper that may take part in its caller's transaction takes an Executor.
 */
export type Executor = Database | Transaction;

/** The one database of a process, shared by API handlers and page loaders. */
export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** The connection URL, on PostgreSQL. */
  url?: string;
  /** Applies pending migrations; safe to call from several instances at once. */
  migrate(): Promise<void>;
  /**
   * PGlite only: a gzipped tar of the data directory, taken between two queries (PGlite runs
   * one at a time), so it holds every committed transaction and none half-done.
   */
  dumpDataDir?(): Promise<Uint8Array>;
  /** PostgreSQL only: the connection pool right now. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

// Beside this module, whatever the working directory: in the sources that is
// server/db/migrations; in the build, where this module is part of build/server/index.js,
// it is build/server/migrations, which the build copies there (vite.config.ts).
export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * How every PGlite of the project is created: with the PostgreSQL extensions the migrations
 * create (PGlite ships them separately and loads only those it is given), a fast bytea codec,
 * 16 MB of shared buffers instead of PostgreSQL's 128 MB, which inside PGlite's WebAssembly
 * memory are all resident from the start and never given back (decision 0041), and new WAL
 * files made without writing 16 MB of zeros first, which held PGlite's one thread for a batch
 * of enquiries' time whenever one began (decision 0042).
 */
export const PGLITE_OPTIONS = {
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB", "-c", "wal_init_zero=off"],
  ...PGLITE_BYTEA,
};

/**
 * Told of the text of every statement sent, before it runs: for a test to count what a request
 * reads (decision 0089). A process serving the site passes none.
 */
export type StatementLog = (statement: string) => void;

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  /**
   * `restoreFrom`: a dump (`dumpDataDir`) to create a new data directory from. `tierUp`: let
   * V8 optimise PostgreSQL's hot functions but its parser (PGLITE_TIER_UP, decision 0096).
   */
  | { kind: "pglite"; dataDir: string; restoreFrom?: Blob; tierUp?: boolean }
  | { kind: "pglite"; client: PGlite };

export async function openDatabase(
  target: DatabaseTarget,
  { log }: { log?: StatementLog } = {},
): Promise<DatabaseHandle> {
  const logger = log && { logQuery: (statement: string) => log(statement) };
  if (target.kind === "postgres") return openPostgres(target.url, logger);
  let client: PGlite;
  let unlock = () => {};
  if ("client" in target) {
    client = target.client;
  } else {
    const dir = path.resolve(target.dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(`${dir}.lock`);
    try {
      if (!target.restoreFrom) await unpackFirstStartTemplate(dir);
      const options = { ...PGLITE_OPTIONS, loadDataDir: target.restoreFrom };
      client = await createPglite(dir, options, target.tierUp ?? false);
    } catch (error) {
      unlock();
      throw error;
    }
    // After PGlite has unpacked and opened its files, with modes of its own; the outbox and
    // the lock beside them too, which is all DATA_DIR holds.
    makePrivate(target.dataDir);
  }
  const db = drizzlePglite({ client: textDatesClient(client), schema, logger });
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    async dumpDataDir() {
      // Written-out data files make the restored copy start without replaying the log.
      await client.query("checkpoint");
      const file = await client.dumpDataDir("gzip");
      return new Uint8Array(await file.arrayBuffer());
    },
    async close() {
      await client.close();
      unlock();
    },
  };
}

async function openPostgres(url: string, logger?: Logger): Promise<DatabaseHandle> {
  // A database that does not answer at all (a silent network) fails a request within seconds,
  // as a 503, instead of holding it until the OS gives up on the connection (decision 0019).
  // The wait for a free connection counts too, so it is generous enough for a busy pool.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle connection that the server drops (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool, schema, logger });
  return {
    db,
    kind: "postgres",
    url,
    async migrate() {
      // Instances starting together take turns, so a migration never runs twice.
      const lock = await pool.connect();
      try {
        await lock.query("select pg_advisory_lock(727301)");
        await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lock.query("select pg_advisory_unlock(727301)").catch(() => {});
        lock.release();
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

export function databaseTargetFromConfig(config: {
  DATABASE_URL?: string;
  DATA_DIR: string;
  PGLITE_TIER_UP: boolean;
}): DatabaseTarget {
  return config.DATABASE_URL
    ? { kind: "postgres", url: config.DATABASE_URL }
    : { kind: "pglite", dataDir: config.DATA_DIR, tierUp: config.PGLITE_TIER_UP };
}
