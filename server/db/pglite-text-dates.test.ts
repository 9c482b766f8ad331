import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGLITE_OPTIONS } from "./client";
import { textDatesClient } from "./pglite-text-dates";

// Decision 0103: drizzle reads the same values through the client that keeps its parsers on the
// instance as through PGlite itself given them with every query, in and out of transactions.

const ROW = sql`select
  timestamp '2026-12-07 06:30:00' as plain_time,
  timestamptz '2026-12-07 06:30:00+02' as zoned_time,
  date '2026-12-07' as day,
  interval '2 days 03:00' as span,
  array[1.50, 2.25]::numeric[] as amounts,
  array[timestamp '2026-01-01 00:00']::timestamp[] as times,
  array[timestamptz '2026-01-01 00:00+00']::timestamptz[] as zoned_times,
  array[interval '1 hour']::interval[] as spans,
  array[date '2026-01-01']::date[] as days,
  array[1, 2]::int[] as numbers,
  '\\x00ff'::bytea as bytes,
  42::int as answer,
  '{"a":1}'::jsonb as doc,
  true as yes`;

describe("a PGlite client for drizzle with dates read as text once", () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create(PGLITE_OPTIONS);
  });
  afterAll(async () => client.close());

  it("reads every type as drizzle given PGlite itself does", async () => {
    const direct = drizzle({ client });
    const once = drizzle({ client: textDatesClient(client) });
    const expected = (await direct.execute(ROW)).rows;
    expect(expected[0]).toMatchObject({ zoned_time: "2026-12-07 04:30:00+00", numbers: [1, 2], answer: 42 });
    expect((await once.execute(ROW)).rows).toEqual(expected);
    expect(await once.transaction(async (tx) => (await tx.execute(ROW)).rows)).toEqual(expected);
    expect(
      await once.transaction((tx) => tx.transaction(async (inner) => (await inner.execute(ROW)).rows)),
    ).toEqual(expected);
  });

  it("rolls a failed transaction back", async () => {
    const once = drizzle({ client: textDatesClient(client) });
    await once.execute(sql`create table kept (id int primary key)`);
    await expect(
      once.transaction(async (tx) => {
        await tx.execute(sql`insert into kept values (1)`);
        await tx.execute(sql`insert into kept values (1)`);
      }),
    ).rejects.toThrow();
    expect((await once.execute(sql`select count(*)::int as n from kept`)).rows).toEqual([{ n: 0 }]);
  });
});
