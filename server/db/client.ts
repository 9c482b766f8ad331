import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The one database of a process, shared by API handlers and page loaders. */
export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** The connection URL, on PostgreSQL. */
  url?: string;
  /** Applies pending migrations; safe to call from several instances at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

// Resolved from the working directory so the bundled server and the sources find the
// same folder; `npm start`, the CLIs and the tests all run from the project root.
export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "server/db/migrations");

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  | { kind: "pglite"; dataDir: string }
  | { kind: "pglite"; client: PGlite };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") return openPostgres(target.url);
  let client: PGlite;
  let unlock = () => {};
  if ("client" in target) {
    client = target.client;
  } else {
    const dir = path.resolve(target.dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(`${dir}.lock`);
    client = await PGlite.create(dir);
  }
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    async close() {
      await client.close();
      unlock();
    },
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server drops (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Database,
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
    close: () => pool.end(),
  };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

export function databaseTargetFromConfig(config: {
  DATABASE_URL?: string;
  DATA_DIR: string;
}): DatabaseTarget {
  return config.DATABASE_URL
    ? { kind: "postgres", url: config.DATABASE_URL }
    : { kind: "pglite", dataDir: config.DATA_DIR };
}
