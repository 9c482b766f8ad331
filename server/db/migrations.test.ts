import { readFileSync } from "node:fs";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/database";
import { type DatabaseHandle, MIGRATIONS_FOLDER } from "./client";
import { contacts, insightCounts } from "./schema";

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

  it("0013 folds the counts of reset links into their route and takes their tokens out of source pages", async () => {
    const { db } = database;
    const page = (day: string, value: string, views: number, visitors: number) => ({
      day,
      dimension: "page" as const,
      value,
      views,
      visitors,
    });
    await db
      .insert(insightCounts)
      .values([
        page("2026-11-20", "/reset-password/first-token", 2, 1),
        page("2026-11-20", "/Reset-Password/second-token", 1, 1),
        page("2026-11-20", "/solutions", 5, 3),
        page("2026-11-21", "/reset-password/third-token", 1, 1),
      ]);
    const enquiry = {
      name: "N",
      email: "n@example.com",
      message: "M",
      interest: "other",
      source: "get-started" as const,
    };
    await db.insert(contacts).values([
      { ...enquiry, sourcePage: "/reset-password/fourth-token" },
      { ...enquiry, sourcePage: "/contact" },
    ]);

    // Run again as it is, on rows written before it: the migrator has applied it to the empty database.
    const migration = readFileSync(path.join(MIGRATIONS_FOLDER, "0013_scrub_secret_paths.sql"), "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));

    const counts = await db
      .select({
        day: insightCounts.day,
        value: insightCounts.value,
        views: insightCounts.views,
        visitors: insightCounts.visitors,
      })
      .from(insightCounts)
      .orderBy(asc(insightCounts.day), asc(insightCounts.value));
    expect(counts).toEqual([
      { day: "2026-11-20", value: "/reset-password", views: 3, visitors: 2 },
      { day: "2026-11-20", value: "/solutions", views: 5, visitors: 3 },
      { day: "2026-11-21", value: "/reset-password", views: 1, visitors: 1 },
    ]);
    const pages = await db
      .select({ sourcePage: contacts.sourcePage })
      .from(contacts)
      .orderBy(asc(contacts.sourcePage));
    expect(pages).toEqual([{ sourcePage: "/contact" }, { sourcePage: "/reset-password" }]);
  });
});
