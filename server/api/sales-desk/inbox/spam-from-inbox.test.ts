import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts } from "#server/db/schema";
import { apiClient, signIn } from "../../../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../../../tests/support/server";
import { startSmtpServer } from "../../../../tests/support/smtp";

// Spam dealt with from the inbox (issue 45, item 6; decision 0077): an enquiry marked as spam
// leaves the inbox, its counts, the overdue list and any acknowledgement not yet sent; Not spam
// puts it back as it was; the Spam view deletes one or all for good.

describe("marking enquiries as spam from the inbox", () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let admin: ReturnType<typeof apiClient>;
  let adminName: string;
  const visitor = () => apiClient(server);

  async function send(email: string) {
    const response = await visitor().post("/api/contact/enquiry", {
      name: "Cheap Pills",
      email,
      company: "",
      phone: "",
      message: "Buy cheap pills now",
      interest: "crm",
    });
    expect(response.status).toBe(201);
    return response.body.data.id as string;
  }
  const spam = async () => (await admin.get("/api/spam-enquiries")).body.data;
  const dashboard = async () => (await admin.get("/api/admin/dashboard")).body.data;
  const deliverQueuedMail = async () => {
    smtp.failNext(0);
    await server.database.db.execute(
      sql`update mail_outbox set next_attempt_at = ${new Date()} where sent = false`,
    );
    await server.services.outbox.kick();
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({
      ENQUIRY_RATE_LIMIT: "0",
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL: "sales@example.co.za",
    });
    const signedIn = await signIn(server, "admin");
    admin = apiClient(server, signedIn.token);
    adminName = signedIn.user.name;
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it("moves an enquiry out of the inbox, its counts and the overdue list, and never acknowledges it", async () => {
    // The mail server is down when the enquiry comes: its acknowledgement waits in the outbox.
    smtp.failNext(1000);
    const before = await dashboard();
    const id = await send("pills@example.com");
    await server.services.outbox.kick();
    await server.database.db.execute(sql`update contacts set reply_due_at = now() - interval '1 minute'`);
    expect((await dashboard()).overdueContacts).toBe(before.overdueContacts + 1);

    const marked = await admin.post(`/api/contact/${id}/spam`);
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ success: true, data: { id } });

    expect((await admin.get(`/api/contact/${id}`)).status).toBe(404);
    const after = await dashboard();
    expect([after.totalContacts, after.contactsByStatus.new, after.overdueContacts]).toEqual([
      before.totalContacts,
      before.contactsByStatus.new,
      before.overdueContacts,
    ]);
    expect((await admin.get("/api/contact?overdue=true")).body.data).toEqual([]);
    expect((await spam()).items).toEqual([
      expect.objectContaining({ id, email: "pills@example.com", reason: "marked", markedBy: adminName }),
    ]);

    await deliverQueuedMail();
    const recipients = smtp.received.flatMap((mail) => mail.to);
    expect(recipients).toContain("sales@example.co.za");
    expect(recipients).not.toContain("pills@example.com");
  });

  it("Not spam puts a marked enquiry back as it was, without mailing anyone again", async () => {
    const id = await send("mistaken@example.com");
    await deliverQueuedMail();
    expect((await admin.put(`/api/contact/${id}`, { status: "in-progress" })).status).toBe(200);
    const arrived = (await admin.get(`/api/contact/${id}`)).body.data.createdAt;
    expect((await admin.post(`/api/contact/${id}/spam`)).status).toBe(200);
    const mailsBefore = smtp.received.length;

    const back = await admin.post(`/api/spam-enquiries/${id}/not-spam`);
    expect(back.body).toEqual({ success: true, data: { id } });
    const restored = (await admin.get(`/api/contact/${id}`)).body.data;
    expect(restored).toEqual(
      expect.objectContaining({
        id,
        status: "in-progress",
        createdAt: arrived,
        email: "mistaken@example.com",
      }),
    );
    await deliverQueuedMail();
    expect(smtp.received.length).toBe(mailsBefore);
  });

  it("keeps the team's replies, notes, history and assignments while it is spam, and Not spam shows them again", async () => {
    const id = await send("worked@example.com");
    const colleague = await signIn(server, "admin");
    expect((await admin.post(`/api/contact/${id}/replies`, { body: "Thanks, we will call." })).status).toBe(
      201,
    );
    expect((await admin.post(`/api/contact/${id}/notes`, { body: "Called Zoë back" })).status).toBe(201);
    expect((await admin.put(`/api/contact/${id}/owner`, { ownerId: colleague.user.id })).status).toBe(200);
    expect((await admin.put(`/api/contact/${id}`, { status: "completed" })).status).toBe(200);
    const worked = await admin.get(`/api/contact/${id}`);
    const { unread: _unread, ...before } = worked.body.data;
    expect(before.replies).toHaveLength(1);
    expect(before.notes).toHaveLength(1);
    expect(before.assignments).toHaveLength(1);
    expect(before.history.length).toBeGreaterThan(0);

    expect((await admin.post(`/api/contact/${id}/spam`)).status).toBe(200);
    expect((await admin.post(`/api/spam-enquiries/${id}/not-spam`)).status).toBe(200);
    const back = await admin.get(`/api/contact/${id}`);
    expect(back.body.data).toEqual({ ...before, unread: false });
    expect(back.headers.get("etag")).toBe(worked.headers.get("etag"));
    // The note's words are searched again, and the answer still counts: it is not overdue.
    const found = await admin.get("/api/contact?q=zoe&page=1&pageSize=10");
    expect(found.body.data.map((row: { id: string }) => row.id)).toEqual([id]);
    await server.database.db.execute(
      sql`update contacts set reply_due_at = now() - interval '1 minute' where id = ${id}`,
    );
    const overdue = await admin.get("/api/contact?overdue=true");
    expect(overdue.body.data.map((row: { id: string }) => row.id)).not.toContain(id);
  });

  it("deleting a marked enquiry from the spam deletes its work for good", async () => {
    const id = await send("gone@example.com");
    expect((await admin.post(`/api/contact/${id}/notes`, { body: "Looks like a bot" })).status).toBe(201);
    expect((await admin.post(`/api/contact/${id}/spam`)).status).toBe(200);
    expect((await admin.delete(`/api/spam-enquiries/${id}`)).status).toBe(200);
    expect((await admin.post(`/api/spam-enquiries/${id}/not-spam`)).status).toBe(404);
    const notes = await server.database.db.execute(sql`select 1 from contact_notes where contact_id = ${id}`);
    expect((notes as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it("marks a selection at once, and refuses a bad selection with a field error", async () => {
    const ids = [await send("bulk1@example.com"), await send("bulk2@example.com")];
    const gone = "00000000-0000-4000-8000-000000000000";
    const moved = await admin.post("/api/contact/bulk-spam", { ids: [...ids, gone] });
    expect(moved.body).toEqual({ success: true, data: { moved: 2 } });
    const inbox = (await admin.get("/api/contact")).body.data.map((contact: { id: string }) => contact.id);
    expect(inbox).not.toEqual(expect.arrayContaining([ids[0]]));
    expect(inbox).not.toEqual(expect.arrayContaining([ids[1]]));

    const refused = await admin.post("/api/contact/bulk-spam", { ids: [] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ ids: "Choose at least one enquiry" });
    expect((await admin.post(`/api/contact/${gone}/spam`)).status).toBe(404);
    expect((await admin.post("/api/contact/not-an-id/spam")).status).toBe(404);
  });

  it("deletes one spam enquiry, then empties the spam", async () => {
    const { items, total } = await spam();
    expect(total).toBeGreaterThan(1);
    const [first] = items;
    expect((await admin.delete(`/api/spam-enquiries/${first.id}`)).status).toBe(200);
    expect((await admin.delete(`/api/spam-enquiries/${first.id}`)).status).toBe(404);
    expect((await spam()).total).toBe(total - 1);

    const emptied = await admin.delete("/api/spam-enquiries");
    expect(emptied.body).toEqual({ success: true, data: { deleted: total - 1 } });
    expect(await spam()).toEqual({ items: [], total: 0 });
  });

  it("takes marking and deleting from admins only", async () => {
    const id = await send("kept@example.com");
    const user = apiClient(server, (await signIn(server, "user")).token);
    for (const client of [visitor(), user]) {
      const expected = client === user ? 403 : 401;
      expect((await client.post(`/api/contact/${id}/spam`)).status).toBe(expected);
      expect((await client.post("/api/contact/bulk-spam", { ids: [id] })).status).toBe(expected);
      expect((await client.delete("/api/spam-enquiries")).status).toBe(expected);
    }
    const [row] = await server.database.db.select({ id: contacts.id }).from(contacts).where(sql`id = ${id}`);
    expect(row?.id).toBe(id);
  });
});
