import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContactStatus } from "#domain/options";
import { contacts } from "#server/db/schema";
import { apiClient, signIn } from "../../../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../../../tests/support/server";

// Issue 52, item 3: deep pages, the export and the unpaged list at size. A page by number is
// found from the positions alone, a page after a cursor (`next`, sent back as `after`) from the
// index, and the unpaged list is read and sent in chunks: each must list exactly what one
// ordered read of the table does.

const ROWS = 1_203;

describe("the inbox list, page by page and whole", () => {
  let server: TestServer;
  let admin: ReturnType<typeof apiClient>;
  /** Every id, newest first, as the database orders them. */
  let newestFirst: (status?: string) => Promise<string[]>;

  beforeAll(async () => {
    server = await startTestServer();
    admin = apiClient(server, (await signIn(server, "admin")).token);
    const { db } = server.database;
    // Three enquiries to a microsecond, so the id must break ties; microseconds apart
    // elsewhere, which a millisecond cursor would skip or repeat.
    await db.execute(sql`
      insert into contacts (name, email, message, interest, source, status, created_at)
      select 'Client ' || i, 'c' || i || '@example.co.za', 'Quote please', 'crm', 'contact-page',
             (array['new','in-progress','completed'])[1 + i % 3],
             timestamptz '2026-11-27 10:00:00.000001+00' - ((i / 3) || ' microseconds')::interval
      from generate_series(1, ${ROWS}::integer) as i`);
    newestFirst = async (status) => {
      const rows = await db
        .select({ id: contacts.id })
        .from(contacts)
        .where(status ? eq(contacts.status, status as ContactStatus) : undefined)
        .orderBy(desc(contacts.createdAt), desc(contacts.id));
      return rows.map((row) => row.id);
    };
  });
  afterAll(() => server.close());

  const ids = (body: { data: { id: string }[] }) => body.data.map((contact) => contact.id);

  it("follows next from the first page to the last, missing and repeating none", async () => {
    for (const status of ["all", "in-progress"]) {
      const seen: string[] = [];
      let after = "";
      let pages = 0;
      do {
        const response = await admin.get(
          `/api/contact?status=${status}&pageSize=100${after ? `&after=${after}` : ""}`,
        );
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        seen.push(...ids(response.body));
        after = response.body.next ?? "";
        pages += 1;
      } while (after);
      const expected = await newestFirst(status === "all" ? undefined : status);
      expect(seen).toEqual(expected);
      expect(pages).toBe(Math.ceil(expected.length / 100));
    }
  });

  it("answers a page by number with the rows an offset reads", async () => {
    const all = await newestFirst();
    for (const page of [1, 2, 7, 13]) {
      const response = await admin.get(`/api/contact?page=${page}&pageSize=100`);
      expect(response.status).toBe(200);
      expect(ids(response.body)).toEqual(all.slice((page - 1) * 100, page * 100));
      expect(response.body).toMatchObject({ page, pageSize: 100, total: ROWS, pageCount: 13 });
    }
    const past = await admin.get("/api/contact?page=14&pageSize=100");
    expect(past.body).toMatchObject({ data: [], next: null, total: ROWS });
  });

  it("refuses an after it did not give, as a field error", async () => {
    for (const after of ["nonsense", Buffer.from("2026-11-27 10:00:00+00|x").toString("base64url")]) {
      const response = await admin.get(`/api/contact?after=${after}`);
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ after: "after must be the next of an earlier page" });
    }
  });

  it("sends the unpaged list whole, newest first, with its count, gzipped or not", async () => {
    for (const encoding of ["gzip", "identity"]) {
      const response = await admin.get("/api/contact", { "accept-encoding": encoding });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-encoding") ?? "identity").toBe(encoding);
      expect(ids(response.body)).toEqual(await newestFirst());
      expect(response.body.count).toBe(ROWS);
      expect(response.body.success).toBe(true);
    }
  });
});
