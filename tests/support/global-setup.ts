import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase, PGLITE_OPTIONS } from "#server/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

// Migrating a database takes a while; every test file instead starts from a copy of
// this one migrated PGlite data directory.
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), "pglite-template-"));
  const client = await PGlite.create({ ...PGLITE_OPTIONS });
  const database = await openDatabase({ kind: "pglite", client });
  await database.migrate();
  const dump = await client.dumpDataDir("none");
  const file = path.join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide("pgliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
