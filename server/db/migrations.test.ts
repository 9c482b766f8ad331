import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/database";
import { type DatabaseHandle, selectRows } from "./client";

describe("migrations", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("create every table of the schema", async () => {
    const rows = await selectRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const tables = rows.map((row) => row.table_name);
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
