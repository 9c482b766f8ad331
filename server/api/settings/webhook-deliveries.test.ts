import { eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { apiClient, signIn } from "../../../tests/support/api-client";
import { serverWithAdmin } from "../../../tests/support/server-with-admin";
import { webhookReceiver } from "../../../tests/support/webhook-receiver";
import { mailOutbox, users, webhookDeliveries } from "../../db/schema";

// Issue 45, item 1: a delivery the team relies on never disappears silently
// (docs/decisions/0073). A receiver that is down is retried for 72 hours, admins see every
// delivery and can send it again, and are mailed once when deliveries fail and once when
// they recover.

const SECRET = "a-test-secret-of-some-length";
const HOUR = 60 * 60_000;
const DELIVERIES = "/api/settings/notifications/deliveries";

describe("webhook deliveries", () => {
  const suite = serverWithAdmin({ ENQUIRY_RATE_LIMIT: "0" });
  let hook: Awaited<ReturnType<typeof webhookReceiver>>;

  beforeAll(async () => {
    hook = await webhookReceiver();
    const saved = await suite.admin.put("/api/settings/notifications", {
      recipients: ["sales@example.co.za"],
      webhook: { url: hook.url, secret: SECRET },
      ...suite.proof,
    });
    expect(saved.status).toBe(200);
    return () => hook.close();
  });

  async function enquire(name: string) {
    const response = await apiClient(suite.server).post("/api/contact/enquiry", {
      name,
      email: "crm@example.org",
      message: "Put me in the CRM.",
    });
    expect(response.status).toBe(201);
    await suite.server.services.webhooks.kick();
    return response.body.data.id as string;
  }
  const listed = async () => {
    const response = await suite.admin.get(DELIVERIES);
    expect(response.status).toBe(200);
    return response.body.data as Array<Record<string, unknown>>;
  };
  const deliveryOf = async (enquiryId: string) =>
    (await listed()).find((delivery) => delivery.enquiryId === enquiryId);
  /** Who was mailed with a subject ending in `subject`, one entry per mail. */
  const mailedAbout = async (subject: string) =>
    (
      await suite.server.database.db
        .select({ to: mailOutbox.to })
        .from(mailOutbox)
        .where(like(mailOutbox.subject, `%${subject}`))
    )
      .map((mail) => mail.to)
      .sort();
  const admins = async () =>
    (await suite.server.database.db.select({ email: users.email }).from(users).where(eq(users.role, "admin")))
      .map((admin) => admin.email)
      .sort();

  it("lists deliveries newest first, for admins only", async () => {
    const first = await enquire("Listed Lwazi");
    const second = await enquire("Listed Lerato");
    const [newest, older] = await listed();
    expect(newest).toEqual({
      id: expect.any(Number),
      event: "enquiry.created",
      enquiryId: second,
      status: "delivered",
      attempts: 1,
      lastError: null,
      lastAttemptAt: expect.any(String),
      nextAttemptAt: null,
      deliveredAt: expect.any(String),
    });
    expect(older).toMatchObject({ enquiryId: first, status: "delivered" });
    hook.received.splice(0);

    const anonymous = apiClient(suite.server);
    const user = apiClient(suite.server, (await signIn(suite.server, "user")).token);
    const resend = `${DELIVERIES}/${newest?.id}/resend`;
    expect((await anonymous.get(DELIVERIES)).status).toBe(401);
    expect((await anonymous.post(resend, {})).status).toBe(401);
    expect((await user.get(DELIVERIES)).status).toBe(403);
    expect((await user.post(resend, {})).status).toBe(403);
    expect(hook.received).toEqual([]);
  });

  it("resends a delivered event now, with the same event id", async () => {
    const id = await enquire("Resent Refilwe");
    const [first] = hook.received.splice(0);
    const delivery = await deliveryOf(id);
    const resent = await suite.admin.post(`${DELIVERIES}/${delivery?.id}/resend`, {});
    expect(resent.status).toBe(200);
    expect(resent.body.data).toMatchObject({ id: delivery?.id, status: "pending" });
    await suite.server.services.webhooks.kick();
    const [again] = hook.received.splice(0);
    expect(again?.body).toBe(first?.body);
    expect(JSON.parse(again?.body as string).id).toBe(JSON.parse(first?.body as string).id);
    expect(await deliveryOf(id)).toMatchObject({ status: "delivered", attempts: 2 });

    expect((await suite.admin.post(`${DELIVERIES}/999999999/resend`, {})).status).toBe(404);
    const malformed = await suite.admin.post(`${DELIVERIES}/abc/resend`, {});
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ success: false, error: "The delivery id must be a whole number" });
  });

  it("retries a receiver that is down through 72 hours, then fails it; admins are mailed once each way", async () => {
    const webhooks = suite.server.services.webhooks;
    const dashboard = async () => (await suite.admin.get("/api/admin/dashboard")).body.data.deliveries;
    await hook.stop();
    const id = await enquire("Stopped Sizwe");
    const start = Date.now();
    const pending = await deliveryOf(id);
    expect(pending).toMatchObject({ status: "pending", attempts: 1, deliveredAt: null });
    expect(pending?.lastError).toMatch(/ECONNREFUSED/);
    // The first retry a minute later.
    expect(Date.parse(pending?.nextAttemptAt as string) - Date.parse(pending?.lastAttemptAt as string)).toBe(
      60_000,
    );
    expect(await dashboard()).toMatchObject({ pending: 1, failing: 1, late: 0 });

    // A pass every half hour of a clock moved through 71.5 hours: still retried.
    const at = (hours: number) => new Date(start + hours * HOUR);
    for (let hours = 0.5; hours <= 71.5; hours += 0.5) await webhooks.deliverDue(at(hours));
    const retried = await deliveryOf(id);
    // At 0, 1 min, 6 min, 36 min, 2 h 36, 7 h 36, then every 10 h: 12 attempts on a half-hour grid.
    expect(retried).toMatchObject({ status: "pending", attempts: 12 });
    expect(await mailedAbout("webhook deliveries are failing")).toEqual(await admins());

    // Past 72 hours the next failed attempt is the last.
    for (let hours = 72; hours <= 80; hours += 0.5) await webhooks.deliverDue(at(hours));
    expect(await deliveryOf(id)).toMatchObject({ status: "failed", attempts: 13, nextAttemptAt: null });
    const health = await webhooks.health(at(80));
    expect(health).toMatchObject({ failing: 1, pending: 0 });
    expect(health.lastError).toMatch(/ECONNREFUSED/);
    // Still one mail each, however many attempts failed.
    expect(await mailedAbout("webhook deliveries are failing")).toEqual(await admins());
    expect(await mailedAbout("webhook deliveries work again")).toEqual([]);

    // The receiver is back: a resend delivers it, and admins are told once.
    await hook.start();
    const delivery = await deliveryOf(id);
    expect((await suite.admin.post(`${DELIVERIES}/${delivery?.id}/resend`, {})).status).toBe(200);
    await webhooks.kick();
    expect(JSON.parse(hook.received.splice(0)[0]?.body as string).enquiry.id).toBe(id);
    expect(await deliveryOf(id)).toMatchObject({ status: "delivered", attempts: 14, lastError: null });
    await enquire("Back Bongani");
    expect(await mailedAbout("webhook deliveries work again")).toEqual(await admins());
    expect(await mailedAbout("webhook deliveries are failing")).toEqual(await admins());
    expect(await dashboard()).toMatchObject({ failing: 0, late: 0 });
    hook.received.splice(0);
  });

  it("warns on the dashboard of a delivery pending for more than an hour", async () => {
    const db = suite.server.database.db;
    await hook.stop();
    const id = await enquire("Late Lindiwe");
    await hook.start();
    const delivery = await deliveryOf(id);
    await db
      .update(webhookDeliveries)
      .set({ createdAt: new Date(Date.now() - 2 * HOUR), lastError: null })
      .where(eq(webhookDeliveries.id, delivery?.id as number));
    expect((await suite.admin.get("/api/admin/dashboard")).body.data.deliveries).toMatchObject({
      pending: 1,
      late: 1,
    });
  });
});
