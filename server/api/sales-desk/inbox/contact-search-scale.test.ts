import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNAVAILABLE_MESSAGE, unavailableReason } from "#server/db/unavailable";
import { apiClient, signIn } from "../../../../tests/support/api-client";
import { captureLogs } from "../../../../tests/support/log-capture";
import { startTestServer, type TestServer } from "../../../../tests/support/server";

// Issue 52, item 2: a word in more notes than PostgreSQL's protocol has parameters (65,535) was
// sent as one parameter per note's enquiry, and the refusal read as a database outage (503).

const PAST_THE_LIMIT = 66_000;

describe("searching the inbox for a word in many notes", () => {
  let server: TestServer;
  let admin: ReturnType<typeof apiClient>;
  const logs = captureLogs();

  beforeAll(async () => {
    server = await startTestServer({}, { logger: logs.logger });
    admin = apiClient(server, (await signIn(server, "admin")).token);
    const { db } = server.database;
    // Every enquiry has one note; one in eleven does not name the word, and one enquiry names it
    // in its own message but in no note.
    await db.execute(sql`
      insert into contacts (name, email, message, interest, source, created_at)
      select 'Client ' || i, 'c' || i || '@example.co.za', 'Quote please', 'crm', 'contact-page',
             now() - (i || ' seconds')::interval
      from generate_series(1, ${PAST_THE_LIMIT + PAST_THE_LIMIT / 10}::integer) as i`);
    await db.execute(sql`
      insert into contact_notes (contact_id, author_name, body)
      select id, 'Sales', case when row_number() over (order by id) <= ${PAST_THE_LIMIT}
                               then 'Called back about the zebra crossing' else 'Left a voicemail' end
      from contacts`);
    await db.execute(sql`
      insert into contacts (name, email, message, interest, source)
      values ('Own Words', 'own@example.co.za', 'Zebra stripes on our van', 'crm', 'contact-page')`);
  }, 120_000);
  afterAll(() => server.close());

  it("answers with the first page and the right total", async () => {
    const response = await admin.get("/api/contact?q=zebra&page=1&pageSize=50");
    expect(response.status, JSON.stringify(response.body).slice(0, 200)).toBe(200);
    expect(response.body.total).toBe(PAST_THE_LIMIT + 1);
    expect(response.body.data).toHaveLength(50);
    expect(response.body.data[0].name).toBe("Own Words");
  });

  it("counts the same with a status filter beside the word", async () => {
    const response = await admin.get("/api/contact?q=zebra&status=new&page=2&pageSize=50");
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(PAST_THE_LIMIT + 1);
    expect(response.body.page).toBe(2);
  });

  it("takes a query the database refuses for its parameters for an error, not an outage", async () => {
    const values = Array.from({ length: 70_000 }, (_, i) => i);
    const refused = await server.database.db
      .execute(
        sql`select 1 where 0 in (${sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        )})`,
      )
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Error);
    expect(unavailableReason(refused)).toBeNull();
    // The connection stays usable after the refusal.
    expect((await admin.get("/api/contact?q=zebra&page=1&pageSize=1")).status).toBe(200);
  });

  // Last: it breaks the column the search reads notes from.
  it("answers a query that fails with 500 and logs its cause, not 503", async () => {
    await server.database.db.execute(sql`alter table contacts rename column notes_search to notes_gone`);
    const response = await admin.get("/api/contact?q=zebra&page=1&pageSize=50");
    expect(response.status).toBe(500);
    expect(response.body.error).not.toBe(UNAVAILABLE_MESSAGE);
    const line = logs
      .text()
      .split("\n")
      .find((l) => l.includes("unhandled error"));
    expect(line).toContain("notes_search does not exist");
    expect(line).toContain('"code":"42703"');
  });
});
