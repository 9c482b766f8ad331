import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { SERVER_NODE_FLAGS } from "#server/node-flags";
import { createScratchPostgres } from "../../bench/scratch-postgres";
import { freePort, type ServerProcess, type SpawnOptions, startServer } from "../../bench/server-process";

/** Where a production server keeps its data: a PGlite directory, or a scratch PostgreSQL database. */
export interface DataStore {
  kind: "pglite" | "postgres";
  /** Environment for `server.js` that points it at this store. */
  env: Record<string, string>;
  remove(): Promise<void>;
}

export const postgresServerUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export async function createDataStore(kind: DataStore["kind"]): Promise<DataStore> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "reliability-"));
  const base = { DATA_DIR: path.join(dir, "data"), ADMIN_PASSWORD: "reliability-password" };
  const cleanDir = () => rmSync(dir, { recursive: true, force: true });
  if (kind === "pglite") return { kind, env: base, remove: async () => cleanDir() };
  const scratch = await createScratchPostgres(postgresServerUrl);
  return {
    kind,
    env: { ...base, DATABASE_URL: scratch.url },
    async remove() {
      await scratch.drop();
      cleanDir();
    },
  };
}

/** Starts `node server.js` (the production build) on a free port over `store`. */
export async function startSite(
  store: DataStore,
  env: Record<string, string> = {},
  options: SpawnOptions = {},
): Promise<ServerProcess> {
  return startServer({ ...store.env, ...env }, await freePort(), options);
}

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

/** The operator command, as `npm run backup|restore` runs it, with `env` as its settings. */
export async function operatorCommand(args: string[], env: Record<string, string>) {
  const { stdout } = await run("node", [...SERVER_NODE_FLAGS, "scripts/operator-command.mjs", ...args], {
    cwd: root,
    env: { ...process.env, ...env },
  });
  return stdout.trim();
}
