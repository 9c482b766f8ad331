// Writes an empty, initialised PGlite data directory as a gzipped tar beside the server build.
// A first start on PGlite unpacks it instead of running initdb in the server process: initdb
// holds a second PostgreSQL instance in memory and more than doubled the server's peak (see
// server/db/pglite-template.ts). Runs after `react-router build`.
import { writeFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";

const TEMPLATE = "build/server/pglite-template.tar.gz";

const pglite = await PGlite.create();
const dump = await pglite.dumpDataDir("gzip");
await pglite.close();
const bytes = Buffer.from(await dump.arrayBuffer());
writeFileSync(TEMPLATE, bytes);
console.log(`PGlite template: ${TEMPLATE}, ${Math.round(bytes.length / 1024)} KB.`);
