import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../server/db/client";

/**
 * A fresh, migrated database for one test file: a copy of the PGlite template, or, when
 * TEST_DATABASE_URL is set, a new PostgreSQL database of its own that is dropped afterwards.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createPostgresDatabase(serverUrl);
  const template = new Blob([readFileSync(inject("pgliteTemplate"))]);
  const client = await PGlite.create({ loadDataDir: template });
  return openDatabase({ kind: "pglite", client });
}

async function createPostgresDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const scratch = await createScratchPostgres(serverUrl);
  const handle = await openDatabase({ kind: "postgres", url: scratch.url });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}

/** An empty PostgreSQL database of its own on the server at `serverUrl`, dropped by `drop()`. */
export async function createScratchPostgres(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  await runAsAdmin(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runAsAdmin(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

async function runAsAdmin(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
