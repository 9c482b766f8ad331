import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/database";
import type { DatabaseHandle } from "./client";

describe("migrations", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("create every table of the schema", async () => {
    // Both drivers answer a raw query with `{ rows }`.
    const result = (await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    )) as unknown as { rows: { table_name: string }[] };
    const tables = result.rows.map((row) => row.table_name);
    expect(tables).toEqual(
      expect.arrayContaining([
        "contacts",
        "mail_outbox",
        "media",
        "password_reset_tokens",
        "sessions",
        "site_settings",
        "solutions",
        "users",
      ]),
    );
  });

  it("can be applied again without changing anything", async () => {
    await expect(database.migrate()).resolves.toBeUndefined();
  });
});
