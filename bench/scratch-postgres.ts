import { randomBytes } from "node:crypto";
import pg from "pg";

// Shared by the benchmarks and the tests: each run on PostgreSQL gets a database of its own.

/** An empty PostgreSQL database of its own on the server at `serverUrl`, dropped by `drop()`. */
export async function createScratchPostgres(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `scratch_${Date.now()}_${randomBytes(4).toString("hex")}`;
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
