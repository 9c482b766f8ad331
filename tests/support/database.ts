import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase, PGLITE_OPTIONS, type StatementLog } from "#server/db/client";
import { createScratchPostgres } from "../../bench/scratch-postgres";

/**
 * A fresh, migrated database for one test file: a copy of the PGlite template, or, when
 * TEST_DATABASE_URL is set, a new PostgreSQL database of its own that is dropped afterwards.
 * `log` is told of every statement the test's server sends (client.ts).
 */
export async function createTestDatabase({ log }: { log?: StatementLog } = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createPostgresDatabase(serverUrl, log);
  const template = new Blob([readFileSync(inject("pgliteTemplate"))]);
  const client = await PGlite.create({ loadDataDir: template, ...PGLITE_OPTIONS });
  return openDatabase({ kind: "pglite", client }, { log });
}

async function createPostgresDatabase(serverUrl: string, log?: StatementLog): Promise<DatabaseHandle> {
  const scratch = await createScratchPostgres(serverUrl);
  const handle = await openDatabase({ kind: "postgres", url: scratch.url }, { log });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}
