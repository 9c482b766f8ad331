import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "#server/db/schema";
import { apiClient, signIn } from "../../../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../../../tests/support/server";

// The signed form token (decision 0051) on a clock the test moves: an enquiry sent sooner than
// a person could type it, or with a forged token, is answered like any other but kept aside;
// one sent in time, or by a client that sends no token (SPEC §7), is an enquiry.

const enquiry = (email: string) => ({
  name: "Thandi Mokoena",
  email,
  company: "",
  message: "We need a chatbot for our bookings.",
});

const MIN_FILL_MS = 3_000;

describe("enquiries sent too fast or with a forged token", () => {
  let server: TestServer;
  let clock = Date.parse("2026-11-27T08:00:00Z");
  let admin: ReturnType<typeof apiClient>;
  const visitor = () => apiClient(server);
  const token = async () => (await visitor().get("/api/enquiries/token")).body.data.token as string;
  const inbox = async () =>
    (await admin.get("/api/contact")).body.data.map((c: { email: string }) => c.email);
  const spam = async () => (await admin.get("/api/spam-enquiries")).body.data;

  beforeAll(async () => {
    server = await startTestServer(
      { ENQUIRY_RATE_LIMIT: "0", ENQUIRY_MIN_FILL_SECONDS: "3" },
      { now: () => clock },
    );
    admin = apiClient(server, (await signIn(server, "admin")).token);
  });
  afterAll(() => server.close());

  it("hands out a fresh token that no cache may keep", async () => {
    const response = await visitor().get("/api/enquiries/token");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.body.data.token).toMatch(/^\d+\.[\w-]{43}$/);
  });

  it("keeps aside a send faster than a person types, answering it like any other", async () => {
    const issued = await token();
    clock += MIN_FILL_MS - 1;
    const sent = await visitor().post("/api/enquiries", {
      ...enquiry("quick@example.com"),
      formToken: issued,
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toEqual({ id: expect.any(String), message: expect.stringMatching(/^Thank you/) });
    expect(await inbox()).not.toContain("quick@example.com");
    expect(await spam()).toEqual({
      items: [expect.objectContaining({ email: "quick@example.com", reason: "too-fast" })],
      total: 1,
    });
  });

  it("keeps aside a forged or unreadable token, on either form", async () => {
    const issued = await token();
    clock += 60_000;
    const [time, mac] = issued.split(".");
    const forged = `${Number(time) - 60_000}.${mac}`;
    for (const [path, email, formToken] of [
      ["/api/enquiries", "forged@example.com", forged],
      ["/api/contact/enquiry", "garbage@example.com", "not-a-token"],
      ["/api/contact/enquiry", "number@example.com", 12],
    ] as const) {
      const sent = await visitor().post(path, { ...enquiry(email), formToken });
      expect(sent.status).toBe(201);
    }
    const reasons = (await spam()).items.map((item: { email: string; reason: string }) => [
      item.email,
      item.reason,
    ]);
    expect(reasons).toEqual(
      expect.arrayContaining([
        ["forged@example.com", "forged-token"],
        ["garbage@example.com", "forged-token"],
        ["number@example.com", "forged-token"],
      ]),
    );
    expect(await inbox()).not.toEqual(expect.arrayContaining(["forged@example.com"]));
  });

  it("takes a send in a person's time, and one without a token (SPEC §7 clients), as enquiries", async () => {
    const issued = await token();
    clock += MIN_FILL_MS;
    const timed = await visitor().post("/api/contact/enquiry", {
      ...enquiry("typed@example.com"),
      formToken: issued,
    });
    const tokenless = await visitor().post("/api/enquiries", enquiry("old-client@example.com"));
    expect([timed.status, tokenless.status]).toEqual([201, 201]);
    expect(await inbox()).toEqual(expect.arrayContaining(["typed@example.com", "old-client@example.com"]));
    const kept = (await spam()).items.map((item: { email: string }) => item.email);
    expect(kept).not.toContain("typed@example.com");
    expect(kept).not.toContain("old-client@example.com");
  });

  it("Not spam makes it a new enquiry, counted and notified", async () => {
    const before = await admin.get("/api/contact/summary");
    const quick = (await spam()).items.find((item: { email: string }) => item.email === "quick@example.com");
    const moved = await admin.post(`/api/spam-enquiries/${quick.id}/not-spam`);
    expect(moved.status).toBe(200);
    const after = await admin.get("/api/contact/summary");
    expect(after.body.data.unread).toBe(before.body.data.unread + 1);
    const contact = await admin.get(`/api/contact/${moved.body.data.id}`);
    expect(contact.body.data).toEqual(
      expect.objectContaining({ email: "quick@example.com", status: "new", message: enquiry("").message }),
    );
    expect((await spam()).items.map((item: { id: string }) => item.id)).not.toContain(quick.id);
    const mails = await server.database.db.select().from(mailOutbox);
    expect(mails.map((mail) => mail.to)).toContain("quick@example.com");

    const again = await admin.post(`/api/spam-enquiries/${quick.id}/not-spam`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ success: false, error: expect.any(String), message: expect.any(String) });
    expect((await admin.post("/api/spam-enquiries/not-an-id/not-spam")).status).toBe(404);
  });

  it("shows spam and takes Not spam from admins only", async () => {
    const user = apiClient(server, (await signIn(server, "user")).token);
    const [item] = (await spam()).items;
    for (const client of [visitor(), user]) {
      const listed = await client.get("/api/spam-enquiries");
      const moved = await client.post(`/api/spam-enquiries/${item.id}/not-spam`);
      expect([listed.status, moved.status]).toEqual(client === user ? [403, 403] : [401, 401]);
    }
    expect((await spam()).items.map((kept: { id: string }) => kept.id)).toContain(item.id);
  });
});
