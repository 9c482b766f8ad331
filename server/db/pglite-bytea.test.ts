import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { PGLITE_BYTEA } from "./pglite-bytea";

describe("PGlite's bytea codec", () => {
  const client = new PGlite(PGLITE_BYTEA);
  afterAll(() => client.close());

  it("stores and reads back every byte, empty and megabytes alike", async () => {
    await client.exec("create table files (data bytea not null)");
    for (const bytes of [new Uint8Array(), randomBytes(3), randomBytes(4 * 1024 * 1024)]) {
      // A view into a larger buffer, as an upload's bytes often are: only the view is stored.
      const view = new Uint8Array(Buffer.concat([Buffer.from([9]), bytes, Buffer.from([9])])).subarray(
        1,
        bytes.length + 1,
      );
      await client.query("insert into files (data) values ($1)", [view]);
      const { rows } = await client.query<{ data: Uint8Array }>("select data from files");
      const read = rows[0]?.data as Uint8Array;
      expect(Buffer.from(read).equals(bytes)).toBe(true);
      // Its own buffer, as the pg driver returns: a Response may send the whole of it.
      expect(read.buffer.byteLength).toBe(bytes.length);
      await client.exec("delete from files");
    }
  });
});
