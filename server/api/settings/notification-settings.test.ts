import { createHmac } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, signIn } from "../../../tests/support/api-client";
import { captureLogs } from "../../../tests/support/log-capture";
import type { TestServer } from "../../../tests/support/server";
import { serverWithAdmin } from "../../../tests/support/server-with-admin";
import { webhookReceiver } from "../../../tests/support/webhook-receiver";
import { mailOutbox, siteSettings, webhookDeliveries } from "../../db/schema";
import { createWebhooks } from "../../services/sales-desk/notify/webhooks";

// Issue 34, item 6: who is told of enquiries, and a webhook that is told of everything that
// happens to them, set on the Settings screen (docs/decisions/0050).

const SECRET = "a-test-secret-of-some-length";
/** What GET answers for SECRET: it is never read back. */
const MASKED = "****ngth";
const PRIVATE_URL_RULE =
  "webhook.url must not be a private or local network address (only http:// to localhost, for testing)";

/** Saves the webhook, with one recipient, as an admin who confirmed it is them. */
const saveWebhook = (suite: { admin: ReturnType<typeof apiClient>; proof: object }, webhook: object | null) =>
  suite.admin.put("/api/settings/notifications", {
    recipients: ["sales@example.co.za"],
    webhook,
    ...suite.proof,
  });

/** An enquiry from a visitor, and a delivery pass for the webhook it queues. */
async function enquireAndDeliver(server: TestServer) {
  const enquiry = await apiClient(server).post("/api/contact/enquiry", {
    name: "Lerato Local",
    email: "local@example.org",
    message: "Where does this go?",
  });
  expect(enquiry.status).toBe(201);
  await server.services.webhooks.kick();
}

/**
 * Checks a delivery as a receiver would, by its own HMAC: the signature covers the timestamp
 * header, a dot and the raw body, and the timestamp is the time of sending (within 5 minutes).
 */
function expectSigned(delivery: { headers: IncomingHttpHeaders; body: string } | undefined, secret: string) {
  const timestamp = delivery?.headers["x-webhook-timestamp"] as string;
  expect(timestamp).toMatch(/^\d+$/);
  expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(300);
  const hmac = createHmac("sha256", secret).update(`${timestamp}.${delivery?.body}`).digest("hex");
  expect(delivery?.headers["x-webhook-signature"]).toBe(`sha256=${hmac}`);
}

describe("notification settings", () => {
  const suite = serverWithAdmin({ NOTIFY_EMAIL: "team@example.co.za" });
  /** The body of the 400 a webhook at `url` is refused with. */
  async function refusedUrl(url: string) {
    const refused = await saveWebhook(suite, { url, secret: SECRET });
    expect(refused.status, url).toBe(400);
    return refused.body;
  }

  it("answers NOTIFY_EMAIL and no webhook until an admin saves others, then mails each recipient", async () => {
    expect((await suite.admin.get("/api/settings/notifications")).body).toEqual({
      success: true,
      data: { recipients: ["team@example.co.za"], webhook: null },
    });
    const settings = {
      recipients: [" sales@example.co.za", "ops@example.co.za"],
      webhook: null,
    };
    const saved = await suite.admin.put("/api/settings/notifications", { ...settings, ...suite.proof });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      recipients: ["sales@example.co.za", "ops@example.co.za"],
      webhook: null,
    });

    const enquiry = await apiClient(suite.server).post("/api/contact/enquiry", {
      name: "Lindiwe Recipients",
      email: "lindiwe@example.org",
      message: "Please tell the whole team.",
    });
    expect(enquiry.status).toBe(201);
    const told = await suite.server.database.db
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, "New enquiry from Lindiwe Recipients"));
    expect(told.map((mail) => mail.to).sort()).toEqual(["ops@example.co.za", "sales@example.co.za"]);
  });

  it("refuses bad recipients, URLs and secrets with a message per field, storing nothing", async () => {
    const before = (await suite.admin.get("/api/settings/notifications")).body.data;
    const response = await suite.admin.put("/api/settings/notifications", {
      ...suite.proof,
      recipients: ["sales@example.co.za", "not-an-email"],
      webhook: { url: "http://hooks.example.com/in", secret: "short" },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      "recipients.1": "Enter a valid email address",
      "webhook.url": "webhook.url must be an https:// address (or http:// to localhost, for testing)",
      "webhook.secret": "webhook.secret must be 16 to 200 characters",
    });
    const none = await suite.admin.put("/api/settings/notifications", { recipients: [], webhook: null });
    expect(none.body.errors).toEqual({ recipients: "Add at least one recipient" });
    const many = Array.from({ length: 11 }, (_, index) => `person${index}@example.co.za`);
    const tooMany = await suite.admin.put("/api/settings/notifications", { recipients: many, webhook: null });
    expect(tooMany.body.errors).toEqual({ recipients: "At most 10 recipients" });
    for (const url of [
      "ftp://example.com/x",
      "http://10.0.0.5/hook",
      "https://user:pw@example.com/",
      "hook",
    ]) {
      expect(Object.keys((await refusedUrl(url)).errors), url).toEqual(["webhook.url"]);
    }
    expect((await suite.admin.put("/api/settings/notifications", "[")).status).toBe(400);
    expect((await suite.admin.put("/api/settings/notifications", { recipients: "x" })).status).toBe(400);
    expect((await suite.admin.get("/api/settings/notifications")).body.data).toEqual(before);
  });

  it("takes https anywhere and http to localhost", async () => {
    // The URL is answered masked like the secret: for Zapier or n8n it is the credential.
    for (const [url, masked] of [
      ["https://hooks.zapier.com/hooks/catch/1/abc", "https://hooks.zapier.com/****/abc"],
      ["http://localhost:5678/webhook/x", "http://localhost:5678/****ok/x"],
    ]) {
      const saved = await saveWebhook(suite, { url, secret: SECRET });
      expect(saved.status, url).toBe(200);
      expect(saved.body.data.webhook).toEqual({ url: masked, secret: MASKED });
      expect(JSON.stringify((await suite.admin.get("/api/settings/notifications")).body)).not.toContain(url);
    }
    await saveWebhook(suite, null);
  });

  it("refuses an https URL written as a private or local address, and takes public ones beside them", async () => {
    const before = (await suite.admin.get("/api/settings/notifications")).body.data;
    for (const url of [
      "https://10.0.0.5/hook",
      "https://172.16.3.4/hook",
      "https://172.31.255.254/hook",
      "https://192.168.1.20/hook",
      "https://127.0.0.1/hook",
      "https://2130706433/hook", // 127.0.0.1 written as one number
      "https://169.254.169.254/latest/meta-data/",
      "https://0.0.0.0/hook",
      "https://[::1]/hook",
      "https://[fd12:3456::1]/hook",
      "https://[fe80::1]/hook",
      "https://[::ffff:10.0.0.1]/hook",
      // Through a NAT64 gateway and a 6to4 relay: 169.254.169.254 and 192.168.1.1.
      "https://[64:ff9b::169.254.169.254]/latest/meta-data/",
      "https://[2002:c0a8:101::1]/hook",
      // IPv4-compatible and SIIT forms of 127.0.0.1 and 169.254.169.254, and site-local.
      "https://[::127.0.0.1]/hook",
      "https://[::ffff:0:7f00:1]/hook",
      "https://[::ffff:0:a9fe:a9fe]/latest/meta-data/",
      "https://[fec0::1]/hook",
    ]) {
      expect(await refusedUrl(url), url).toMatchObject({
        success: false,
        error: PRIVATE_URL_RULE,
        errors: { "webhook.url": PRIVATE_URL_RULE },
      });
    }
    expect((await suite.admin.get("/api/settings/notifications")).body.data).toEqual(before);
    for (const url of ["https://172.32.0.1/hook", "https://8.8.8.8/hook", "https://[2001:db8::1]/hook"]) {
      const saved = await saveWebhook(suite, { url, secret: SECRET });
      expect(saved.status, url).toBe(200);
    }
    await saveWebhook(suite, null);
  });

  it("never answers the secret or the URL, keeps them when a save sends the masks back, and wants a new secret with a new URL", async () => {
    const url = "https://hooks.example.com/in";
    const shownUrl = "https://hooks.example.com/****m/in";
    const first = await saveWebhook(suite, { url, secret: SECRET });
    expect(first.body.data.webhook).toEqual({ url: shownUrl, secret: MASKED });
    const read = await suite.admin.get("/api/settings/notifications");
    expect(read.body.data.webhook).toEqual({ url: shownUrl, secret: MASKED });
    expect(JSON.stringify(read.body)).not.toContain(SECRET.slice(0, 8));

    const stored = async () => {
      const [row] = await suite.server.database.db
        .select({ webhook: siteSettings.webhook })
        .from(siteSettings);
      return row?.webhook as { url: string; secret: string } | null;
    };
    // The screen sends back what it was given, with another change.
    const masked = await suite.admin.put("/api/settings/notifications", {
      ...suite.proof,
      recipients: ["sales@example.co.za", "ops@example.co.za"],
      webhook: read.body.data.webhook,
    });
    expect(masked.status).toBe(200);
    expect(masked.body.data).toEqual({
      recipients: ["sales@example.co.za", "ops@example.co.za"],
      webhook: { url: shownUrl, secret: MASKED },
    });
    expect(await stored()).toEqual({ url, secret: SECRET });
    // A new URL with the masked secret, or none: the old secret is not handed to a new receiver.
    for (const webhook of [
      { url: "https://hooks.example.com/moved" },
      { url: "https://hooks.example.com/moved", secret: MASKED },
    ]) {
      const refused = await saveWebhook(suite, webhook);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ "webhook.secret": "A new webhook URL needs a new secret" });
    }
    expect(await stored()).toEqual({ url, secret: SECRET });
    const moved = await saveWebhook(suite, {
      url: "https://hooks.example.com/moved",
      secret: "a-new-secret-for-the-move",
    });
    expect(moved.body.data.webhook).toEqual({
      url: "https://hooks.example.com/****oved",
      secret: "****move",
    });
    expect(await stored()).toEqual({
      url: "https://hooks.example.com/moved",
      secret: "a-new-secret-for-the-move",
    });

    const storedSecret = async () => (await stored())?.secret;
    const replacement = "another-secret-entirely-9f3a";
    const replaced = await saveWebhook(suite, { url, secret: replacement });
    expect(replaced.body.data.webhook).toEqual({ url: shownUrl, secret: "****9f3a" });
    expect(await storedSecret()).toBe(replacement);

    // Removed, then set again: there is no secret left to keep.
    await saveWebhook(suite, null);
    for (const webhook of [{ url }, { url, secret: MASKED }]) {
      const refused = await saveWebhook(suite, webhook);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({
        "webhook.secret": "webhook.secret must be 16 to 200 characters",
      });
    }
    expect((await suite.admin.get("/api/settings/notifications")).body.data.webhook).toBeNull();
  });

  it("is for admins only", async () => {
    const settings = { recipients: ["sales@example.co.za"], webhook: null };
    expect((await apiClient(suite.server).get("/api/settings/notifications")).status).toBe(401);
    expect((await apiClient(suite.server).put("/api/settings/notifications", settings)).status).toBe(401);
    const user = apiClient(suite.server, (await signIn(suite.server, "user")).token);
    expect((await user.get("/api/settings/notifications")).status).toBe(403);
    expect((await user.put("/api/settings/notifications", settings)).status).toBe(403);
  });
});

describe("the webhook", () => {
  const suite = serverWithAdmin({ ENQUIRY_RATE_LIMIT: "0" });
  let hook: Awaited<ReturnType<typeof webhookReceiver>>;

  beforeAll(async () => {
    hook = await webhookReceiver();
    const saved = await saveWebhook(suite, { url: hook.url, secret: SECRET });
    expect(saved.status).toBe(200);
  });
  afterAll(() => hook.close());

  async function enquire(name: string) {
    const response = await apiClient(suite.server).post("/api/contact/enquiry", {
      name,
      email: "webhook@example.org",
      company: "Hook (Pty) Ltd",
      message: "Send this to our CRM.",
    });
    expect(response.status).toBe(201);
    return response.body.data.id as string;
  }

  it("POSTs each enquiry signed with an HMAC-SHA256 of the raw body", async () => {
    const id = await enquire("Sipho Signed");
    // The pass the intake started after answering; any later one waits for it.
    await suite.server.services.webhooks.kick();
    const [delivery] = hook.received.splice(0);
    expect(delivery?.headers["content-type"]).toBe("application/json");
    const body = delivery?.body as string;
    expectSigned(delivery, SECRET);
    const timestamp = delivery?.headers["x-webhook-timestamp"];
    // Neither another secret nor the body alone (the signature before issue 45) verifies.
    for (const [secret, signed] of [
      ["another-secret-entirely", `${timestamp}.${body}`],
      [SECRET, body],
    ]) {
      const hmac = createHmac("sha256", secret as string)
        .update(signed as string)
        .digest("hex");
      expect(delivery?.headers["x-webhook-signature"]).not.toBe(`sha256=${hmac}`);
    }
    expect(JSON.parse(body)).toMatchObject({
      id: expect.any(String),
      event: "enquiry.created",
      occurredAt: expect.any(String),
      enquiry: { id, _id: id, name: "Sipho Signed", company: "Hook (Pty) Ltd", status: "new" },
    });
  });

  it("signs with the stored secret after a save that sent the mask back", async () => {
    const shown = (await suite.admin.get("/api/settings/notifications")).body.data;
    expect(shown.webhook).toEqual({ url: `${new URL(hook.url).origin}/****hook`, secret: MASKED });
    const saved = await suite.admin.put("/api/settings/notifications", {
      ...suite.proof,
      ...shown,
      recipients: ["sales@example.co.za", "ops@example.co.za"],
    });
    expect(saved.status).toBe(200);
    await enquire("Masked Mandla");
    await suite.server.services.webhooks.kick();
    const [delivery] = hook.received.splice(0);
    const body = delivery?.body as string;
    expect(JSON.parse(body)).toMatchObject({ enquiry: { name: "Masked Mandla" } });
    expectSigned(delivery, SECRET);
  });

  it("tells of a status change, an assignment and a reply", async () => {
    const id = await enquire("Thandi Events");
    await suite.server.services.webhooks.kick();
    hook.received.splice(0);
    const me = (await suite.admin.get("/api/auth/me")).body.data;
    expect((await suite.admin.post(`/api/contact/${id}/replies`, { body: "Gladly." })).status).toBe(201);
    expect((await suite.admin.put(`/api/contact/${id}/owner`, { ownerId: me.id })).status).toBe(200);
    expect((await suite.admin.put(`/api/contact/${id}`, { status: "completed" })).status).toBe(200);
    await suite.server.services.webhooks.kick();
    const events = hook.received.splice(0).map((delivery) => JSON.parse(delivery.body));
    expect(events).toMatchObject([
      { event: "enquiry.replied", enquiry: { id }, reply: { body: "Gladly." } },
      { event: "enquiry.status_changed", enquiry: { id, status: "in-progress" } },
      { event: "enquiry.assigned", enquiry: { id, ownerId: me.id } },
      { event: "enquiry.status_changed", enquiry: { id, status: "completed" } },
    ]);
  });

  it("retries a delivery the receiver failed, once it is due, and gives up after the last attempt", async () => {
    const webhooks = suite.server.services.webhooks;
    const db = suite.server.database.db;
    hook.statuses.push(500);
    const id = await enquire("Anele Retried");
    await webhooks.kick();
    expect(hook.received.splice(0)).toHaveLength(1);
    const [failed] = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.lastError, "HTTP 500"));
    expect(failed).toMatchObject({ attempts: 1, lastError: "HTTP 500" });

    // Not due yet: nothing is sent again.
    expect(await webhooks.deliverDue(new Date())).toBe(0);
    expect(hook.received).toHaveLength(0);

    const later = new Date(Date.now() + 60_000);
    expect(await webhooks.deliverDue(later)).toBe(1);
    const [retried] = hook.received.splice(0);
    expect(JSON.parse(retried?.body as string)).toMatchObject({ event: "enquiry.created", enquiry: { id } });
    const [row] = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, failed?.id as number));
    expect(row).toMatchObject({ state: "delivered", attempts: 2, lastError: null });

    // A receiver that never answers well: given up once it has been tried for 72 hours.
    hook.statuses.push(...Array(40).fill(503));
    await enquire("Zola Refused");
    const start = Date.now();
    const stateAfter = async (hours: number) => {
      for (let clock = start; clock <= start + hours * 60 * 60_000; clock += 2 * 60 * 60_000)
        await webhooks.deliverDue(new Date(clock));
      const [row] = await db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.lastError, "HTTP 503"));
      return row?.state;
    };
    expect(await stateAfter(70)).toBe("pending");
    expect(await stateAfter(80)).toBe("failed");
    hook.received.splice(0);
    hook.statuses.splice(0);
  });

  it("forgets finished deliveries after the retention period, keeping those still due", async () => {
    const webhooks = suite.server.services.webhooks;
    const db = suite.server.database.db;
    hook.statuses.push(500);
    await enquire("Pending Pam");
    await webhooks.kick();
    const states = async () =>
      (await db.select({ state: webhookDeliveries.state }).from(webhookDeliveries)).map((row) => row.state);
    expect(await states()).toContain("delivered");
    expect(await webhooks.purgeFinished(new Date(Date.now() + 6 * 24 * 60 * 60_000))).toBe(0);
    expect(await webhooks.purgeFinished(new Date(Date.now() + 8 * 24 * 60 * 60_000))).toBeGreaterThan(0);
    expect(await states()).toEqual(["pending"]);
    expect(await webhooks.deliverDue(new Date(Date.now() + 60_000))).toBe(1);
    expect(hook.received.splice(0)).toHaveLength(2);
  });

  it("does not follow a redirect", async () => {
    hook.statuses.push(302);
    await enquire("Redirected Rudi");
    await suite.server.services.webhooks.kick();
    expect(hook.received.splice(0)).toHaveLength(1);
    const [row] = await suite.server.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.lastError, "HTTP 302"));
    expect(row?.state).toBe("pending");
  });
});

describe("a webhook whose name resolves to a private address", () => {
  const suite = serverWithAdmin({ ENQUIRY_RATE_LIMIT: "0" });
  /** Names this test gives addresses; nothing here reaches a real resolver or receiver. */
  const names: Record<string, Array<{ address: string; family: number }>> = {
    "hooks.internal.example": [{ address: "10.1.2.3", family: 4 }],
    "metadata.example": [{ address: "169.254.169.254", family: 4 }],
    "mixed.example": [
      { address: "93.184.215.14", family: 4 },
      { address: "fd00::7", family: 6 },
    ],
    "siit.example": [{ address: "::ffff:0:a9fe:a9fe", family: 6 }],
    "compatible.example": [{ address: "::7f00:1", family: 6 }],
    "site-local.example": [{ address: "fec0::1", family: 6 }],
  };
  const resolve = async (hostname: string) => names[hostname] ?? [];

  it("is saved, but each delivery is refused before connecting, logged without the secret and retried", async () => {
    const db = suite.server.database.db;
    const enquiry = await apiClient(suite.server).post("/api/contact/enquiry", {
      name: "Rebecca Rebound",
      email: "rebound@example.org",
      message: "Where does this go?",
    });
    expect(enquiry.status).toBe(201);
    const logs = captureLogs("warn");
    const webhooks = createWebhooks(db, logs.logger, { resolve, localAllowed: true });
    const point = async (url: string) => {
      const saved = await saveWebhook(suite, { url, secret: SECRET });
      expect(saved.status, url).toBe(200);
    };
    await point("https://hooks.internal.example/in");
    expect(await webhooks.enqueue(db, "enquiry.created", [enquiry.body.data.id])).toBe(true);

    const row = async () => (await db.select().from(webhookDeliveries))[0];
    expect(await webhooks.deliverDue()).toBe(0);
    expect(await row()).toMatchObject({
      state: "pending",
      attempts: 1,
      lastError: "refused: hooks.internal.example resolves to a private address (10.1.2.3)",
    });

    let clock = Date.now();
    const attempt = async (url: string, lastError: string, attempts: number) => {
      await point(url);
      clock += 10 * 60 * 60_000; // the longest retry delay
      expect(await webhooks.deliverDue(new Date(clock))).toBe(0);
      expect(await row(), url).toMatchObject({ state: "pending", attempts, lastError });
    };
    await attempt(
      "https://metadata.example/latest/meta-data/",
      "refused: metadata.example resolves to a private address (169.254.169.254)",
      2,
    );
    // One private address among public ones is enough to refuse.
    await attempt(
      "https://mixed.example/in",
      "refused: mixed.example resolves to a private address (fd00::7)",
      3,
    );
    const names = ["siit.example", "compatible.example", "site-local.example"];
    for (const [index, name] of names.entries()) {
      const address = (await resolve(name))[0]?.address;
      await attempt(
        `https://${name}/in`,
        `refused: ${name} resolves to a private address (${address})`,
        4 + index,
      );
    }
    // Stored before the rules on saving existed.
    const stored = async (url: string, lastError: string, attempts: number) => {
      await db.update(siteSettings).set({ webhook: { url, secret: SECRET } });
      clock += 10 * 60 * 60_000; // the longest retry delay
      expect(await webhooks.deliverDue(new Date(clock))).toBe(0);
      expect(await row(), url).toMatchObject({ attempts, lastError });
    };
    await stored("https://10.0.0.5/in", "refused: 10.0.0.5 is a private address", 7);
    await stored("https://[::ffff:0:7f00:1]/in", "refused: ::ffff:0:7f00:1 is a private address", 8);

    expect(logs.text()).toContain("webhook delivery failed");
    expect(logs.text()).toContain("resolves to a private address");
    expect(logs.text()).not.toContain(SECRET);
  });
});

// In production only a PUBLIC_URL set to this machine vouches for local webhooks: left unset,
// its localhost default says nothing of where the site is (issue 52, item 10).
describe.each([
  ["a site with a public address", "https://www.example.co.za"],
  ["a production site whose PUBLIC_URL is left unset", ""],
])("%s", (_, publicUrl) => {
  const suite = serverWithAdmin({ NODE_ENV: "production", PUBLIC_URL: publicUrl });
  const LOCAL_URL_RULE =
    "webhook.url must be an https:// address: http:// to localhost is only for a site running on this machine";

  it("refuses a webhook to http://localhost, which would reach the services beside the server", async () => {
    for (const url of ["http://localhost:5432/", "http://127.0.0.1:9200/_bulk", "http://[::1]:6379/"]) {
      const refused = await saveWebhook(suite, { url, secret: SECRET });
      expect(refused.status, url).toBe(400);
      expect(refused.body.errors, url).toEqual({ "webhook.url": LOCAL_URL_RULE });
    }
    expect((await suite.admin.get("/api/settings/notifications")).body.data.webhook).toBeNull();
    expect((await saveWebhook(suite, { url: "https://hooks.example.com/in", secret: SECRET })).status).toBe(
      200,
    );
  });

  it("does not deliver to a local receiver stored before the rule, and says why", async () => {
    const hook = await webhookReceiver();
    try {
      const db = suite.server.database.db;
      await db.update(siteSettings).set({ webhook: { url: hook.url, secret: SECRET } });
      await enquireAndDeliver(suite.server);
      const [delivery] = await db.select().from(webhookDeliveries);
      expect(delivery).toMatchObject({
        state: "pending",
        lastError: "refused: 127.0.0.1 is a private address",
      });
      expect(hook.received).toEqual([]);
    } finally {
      await hook.close();
    }
  });
});

describe("a production site whose PUBLIC_URL is set to this machine", () => {
  const suite = serverWithAdmin({ NODE_ENV: "production", PUBLIC_URL: "http://localhost:3000" });

  it("takes a webhook to a local receiver and delivers to it", async () => {
    const hook = await webhookReceiver();
    try {
      expect((await saveWebhook(suite, { url: hook.url, secret: SECRET })).status).toBe(200);
      await enquireAndDeliver(suite.server);
      expect(hook.received).toHaveLength(1);
    } finally {
      await hook.close();
    }
  });
});
