import { readFileSync } from "node:fs";
import path from "node:path";
import { asc, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settledPricing } from "#domain/content/pricing";
import { PRICE_PATTERN } from "#domain/money";
import { searchedPhoneDigits } from "#domain/phone-number";
import { createTestDatabase } from "../../tests/support/database";
import { type DatabaseHandle, MIGRATIONS_FOLDER } from "./client";
import {
  contactNotes,
  contactReplies,
  contactStatusChanges,
  contacts,
  insightCounts,
  solutions,
} from "./schema";

describe("migrations", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  /** Runs a migration's statements that fill rows written before it (its UPDATEs, with or without a WITH) again. */
  async function runUpdatesOf(file: string) {
    const migration = readFileSync(path.join(MIGRATIONS_FOLDER, file), "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) {
      if (/^\s*(--.*\n)*\s*(UPDATE|WITH)/.test(statement)) await database.db.execute(sql.raw(statement));
    }
  }

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

  // A secret path's token (domain/secret-paths.ts) stored before the path went by its route.
  it.each([
    ["0013_scrub_secret_paths.sql", "/reset-password", "/Reset-Password"],
    ["0048_quote-links-by-route.sql", "/q", "/Q"],
  ])(
    "%s folds the counts of %s links into their route and takes their tokens out of source pages",
    async (file, route, otherCase) => {
      const { db } = database;
      await db.delete(insightCounts);
      await db.delete(contacts);
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
          page("2026-11-20", `${route}/first-token`, 2, 1),
          page("2026-11-20", `${otherCase}/second-token`, 1, 1),
          page("2026-11-20", "/solutions", 5, 3),
          page("2026-11-21", `${route}/third-token`, 1, 1),
          page("2026-11-21", route, 4, 2),
        ]);
      const enquiry = {
        name: "N",
        email: "n@example.com",
        message: "M",
        interest: "other",
        source: "get-started" as const,
      };
      await db.insert(contacts).values([
        { ...enquiry, sourcePage: `${route}/fourth-token` },
        { ...enquiry, sourcePage: "/contact" },
      ]);

      // Run again as it is, on rows written before it: the migrator has applied it to the empty database.
      const migration = readFileSync(path.join(MIGRATIONS_FOLDER, file), "utf8");
      for (const statement of migration.split("--> statement-breakpoint"))
        await db.execute(sql.raw(statement));

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
        { day: "2026-11-20", value: route, views: 3, visitors: 2 },
        { day: "2026-11-20", value: "/solutions", views: 5, visitors: 3 },
        { day: "2026-11-21", value: route, views: 5, visitors: 3 },
      ]);
      const pages = await db
        .select({ sourcePage: contacts.sourcePage })
        .from(contacts)
        .orderBy(asc(contacts.sourcePage));
      expect(pages).toEqual([{ sourcePage: "/contact" }, { sourcePage: route }]);
    },
  );

  it("0034, 0035 and 0036 fill the new columns of the rows written before them", async () => {
    const { db } = database;
    const written = new Date("2026-11-20T08:00:00Z");
    const row = (name: string, phone: string, extra: Partial<typeof contacts.$inferInsert> = {}) => ({
      name,
      email: `${name}@example.com`,
      phone,
      message: "M",
      interest: "other",
      source: "contact-page" as const,
      createdAt: written,
      ...extra,
    });
    const ids = (
      await db
        .insert(contacts)
        .values([
          row("typed", "072 123 4567"),
          row("trunk", "+27 (0) 82 555 0101"),
          row("words", "after 5pm"),
          row("closed", "", { status: "completed" }),
          row("replied", "0044 20 7946 0958"),
          row("moved", ""),
        ])
        .returning({ id: contacts.id, name: contacts.name })
    ).reduce<Record<string, string>>((all, r) => Object.assign(all, { [r.name]: r.id }), {});
    await db.insert(contactNotes).values([
      { contactId: ids.typed as string, authorName: "S", body: "Called BACK", createdAt: written },
      { contactId: ids.typed as string, authorName: "S", body: "Quote sent", createdAt: new Date() },
    ]);
    const replyAt = new Date("2026-11-21T09:00:00Z");
    await db.insert(contactReplies).values({
      contactId: ids.replied as string,
      authorName: "S",
      authorEmail: "s@example.com",
      body: "Hi",
      createdAt: replyAt,
    });
    const movedAt = new Date("2026-11-20T10:00:00Z");
    await db.insert(contactStatusChanges).values({
      contactId: ids.moved as string,
      fromStatus: "new",
      toStatus: "in-progress",
      changedByName: "S",
      changedAt: movedAt,
    });
    // As the rows were before the three migrations, which then fill them again.
    await db.update(contacts).set({ notesSearch: "", phoneDigits: "", answeredAt: null });
    for (const file of [
      "0034_notes_search.sql",
      "0035_answered_at.sql",
      "0036_search_folded_phone_digits.sql",
    ]) {
      await runUpdatesOf(file);
    }

    const rows = await db
      .select({
        name: contacts.name,
        notes: contacts.notesSearch,
        digits: contacts.phoneDigits,
        answeredAt: contacts.answeredAt,
      })
      .from(contacts)
      .where(inArray(contacts.id, Object.values(ids)));
    const by = Object.fromEntries(rows.map((r) => [r.name, r]));
    expect(by.typed?.notes).toBe("called back\u001fquote sent");
    expect([by.typed, by.trunk, by.words, by.replied].map((r) => r?.digits)).toEqual([
      searchedPhoneDigits("072 123 4567"),
      searchedPhoneDigits("+27 (0) 82 555 0101"),
      "",
      searchedPhoneDigits("0044 20 7946 0958"),
    ]);
    expect(by.replied?.answeredAt).toEqual(replyAt);
    expect(by.moved?.answeredAt).toEqual(movedAt);
    expect(by.closed?.answeredAt).toEqual(written);
    expect(by.typed?.answeredAt).toBeNull();
  });

  it("0037 folds the notes written before it and gives existing solutions the interest their words gave", async () => {
    const { db } = database;
    const [noted] = await db
      .insert(contacts)
      .values({
        name: "Noted",
        email: "noted@example.com",
        message: "M",
        interest: "other",
        source: "contact-page",
      })
      .returning({ id: contacts.id });
    const id = noted?.id as string;
    await db.insert(contactNotes).values({ contactId: id, authorName: "S", body: "Met Zoë at the Straße" });
    await db
      .update(contacts)
      .set({ notesSearch: "met zoë at the straße" })
      .where(inArray(contacts.id, [id]));
    const solution = (id: string, title: string) => ({
      id,
      title,
      features: [],
      implementationSteps: [],
      pricing: { upfront: "R1" },
    });
    await db
      .insert(solutions)
      .values([
        solution("slip-reader", "Receipt Reader"),
        solution("payroll-helper", "Payroll Helper"),
        solution("marketplace-crm", "Marketplace CRM"),
      ]);

    await runUpdatesOf("0037_folded_notes_solution_interest.sql");

    const [row] = await db
      .select({ notes: contacts.notesSearch })
      .from(contacts)
      .where(inArray(contacts.id, [id]));
    expect(row?.notes).toBe("met zoe at the strasse");
    const interests = await db
      .select({ id: solutions.id, interest: solutions.interest })
      .from(solutions)
      .where(inArray(solutions.id, ["slip-reader", "payroll-helper", "marketplace-crm"]))
      .orderBy(asc(solutions.id));
    expect(interests).toEqual([
      { id: "marketplace-crm", interest: "crm" },
      { id: "payroll-helper", interest: null },
      { id: "slip-reader", interest: "ocr" },
    ]);
  });

  it("0041 reads every stored price for its amount as the API reads a price sent without one", async () => {
    const { db } = database;
    const file = "0041_prices_in_cents_legal_details.sql";
    // One pattern, written twice: in the migration's SQL and in domain/money.ts.
    const migration = readFileSync(path.join(MIGRATIONS_FOLDER, file), "utf8");
    expect(migration).toContain(`'${PRICE_PATTERN.source.replaceAll("\\/", "/")}', 'i'`);

    const typed = [
      ["R15,000", "R1 500 / month"],
      ["R4,500.50", undefined],
      ["From R800", "R250 per month"],
      ["R 4 500,5", "R99/mo"],
      ["Contact us", "R300 / month"],
      ["R1,2345", "Included"],
      ["R0", undefined],
      ["R100 000 000,01", undefined],
      [`R${"9".repeat(25)}`, undefined],
      ["r1\u00a0200", "R1,50 pm"],
    ] as const;
    const pricing = typed.map(([upfront, monthly]) => (monthly ? { upfront, monthly } : { upfront }));
    const ids = pricing.map((_, index) => `priced-${index}`);
    await db.insert(solutions).values(
      pricing.map((price, index) => ({
        id: ids[index] as string,
        title: `Priced ${index}`,
        features: [],
        implementationSteps: [],
        pricing: price,
      })),
    );

    await runUpdatesOf(file);

    const rows = await db
      .select({ id: solutions.id, pricing: solutions.pricing })
      .from(solutions)
      .where(inArray(solutions.id, ids));
    const migrated = new Map(rows.map((row) => [row.id, row.pricing]));
    pricing.forEach((price, index) => {
      expect(migrated.get(ids[index] as string)).toEqual(settledPricing(price));
    });
    expect(migrated.get("priced-0")).toMatchObject({ upfrontCents: 1_500_000, monthlyCents: 150_000 });
    expect(migrated.get("priced-4")).toMatchObject({ upfront: "Contact us", priceNote: "on request" });
  });
});
