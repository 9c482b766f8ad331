import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "#server/db/schema";
import { apiClient, signIn } from "../../../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../../../tests/support/server";

// What the open inbox polls (issue 34, "noticed at once"): how many enquiries no admin has
// opened, and when the newest arrived. Opening one makes it read for every admin.

describe("the inbox summary and unread enquiries", () => {
  let server: TestServer;
  let admin: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    server = await startTestServer({ ENQUIRY_RATE_LIMIT: "0" });
    admin = apiClient(server, (await signIn(server, "admin")).token);
  });
  afterAll(() => server.close());

  async function enquire(name: string) {
    const response = await apiClient(server).post("/api/contact/enquiry", {
      name,
      email: "visitor@example.co.za",
      message: "Can you help with our invoices?",
    });
    expect(response.status).toBe(201);
    return response.body.data.id as string;
  }

  it("counts a new enquiry as unread until an admin opens it, for every admin", async () => {
    const before = (await admin.get("/api/contact/summary")).body.data;
    const id = await enquire("Ayanda Unread");
    const after = (await admin.get("/api/contact/summary")).body.data;
    expect(after.unread).toBe(before.unread + 1);
    expect(Date.parse(after.latest)).toBeGreaterThan(Date.now() - 60_000);

    const listed = (await admin.get("/api/contact?q=ayanda")).body.data;
    expect(listed).toMatchObject([{ id, unread: true }]);

    // Another admin opens it: read for this admin too.
    const other = apiClient(server, (await signIn(server, "admin")).token);
    expect((await other.get(`/api/contact/${id}`)).body.data).toMatchObject({ id, unread: false });
    expect((await admin.get("/api/contact/summary")).body.data.unread).toBe(before.unread);
    expect((await admin.get("/api/contact?q=ayanda")).body.data).toMatchObject([{ id, unread: false }]);
  });

  it("is for admins only", async () => {
    expect((await apiClient(server).get("/api/contact/summary")).status).toBe(401);
    const user = apiClient(server, (await signIn(server, "user")).token);
    expect((await user.get("/api/contact/summary")).status).toBe(403);
  });

  it("a poll marked as background keeps no idle session alive; the admin's own requests do", async () => {
    const { user, token } = await signIn(server, "admin");
    const client = apiClient(server, token);
    const lastSeenMinutesAgo = async () => {
      const [row] = await server.database.db
        .select({ lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.userId, user.id));
      return (Date.now() - (row?.lastSeenAt.getTime() ?? 0)) / 60_000;
    };
    await server.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '30 minutes'` })
      .where(eq(sessions.userId, user.id));

    expect((await client.get("/api/contact/summary", { "X-Activity": "background" })).status).toBe(200);
    expect(await lastSeenMinutesAgo()).toBeGreaterThan(29);

    expect((await client.get("/api/contact/summary")).status).toBe(200);
    expect(await lastSeenMinutesAgo()).toBeLessThan(1);
  });
});
