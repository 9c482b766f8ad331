import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, webhookDeliveries } from "#server/db/schema";
import { seedDemoContent } from "#server/seed/seed";
import { recordsOf } from "#server/services/sales-desk/contact-record";
import { apiClient, signIn } from "../../../../tests/support/api-client";
import { serverWithAdmin } from "../../../../tests/support/server-with-admin";

// Issue 35, item 4: a lead who wrote on WhatsApp, called, walked in or emailed, put in the inbox
// by hand, with the channel as its source and counted by channel in the insights.

const PATH = "/api/contact/conversations";
const CONTACT_REQUIRED = "Please give a phone number or an email address.";

/** A phone call with `name`, as the dialog sends it, with `extra` over it. */
const conversation = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  phone: "0825550199",
  message: "Asked for a quote.",
  channel: "phone",
  ...extra,
});

describe("POST /api/contact/conversations", () => {
  const suite = serverWithAdmin({ NOTIFY_EMAIL: "sales@example.co.za" });
  let me: { id: string; name: string };

  beforeAll(async () => {
    await seedDemoContent(suite.server.database.db);
    me = (await suite.admin.get("/api/auth/me")).body.data;
    // A webhook is set, so that one told of the logged enquiry can be seen waiting.
    const saved = await suite.admin.put("/api/settings/notifications", {
      ...suite.proof,
      recipients: ["sales@example.co.za"],
      webhook: { url: "http://localhost:9/hook", secret: "a-test-secret-of-some-length" },
    });
    expect(saved.status).toBe(200);
  });

  it("stores a WhatsApp conversation with its channel as the source, logged by and owned by the admin", async () => {
    const [solution] = (await apiClient(suite.server).get("/api/solutions")).body.data;
    const mailsBefore = (await suite.server.database.db.select().from(mailOutbox)).length;
    const response = await suite.admin.post(PATH, {
      name: "Zanele WhatsApp",
      phone: "082 555 0101",
      message: "Asked about a bot that answers her salon's bookings.",
      channel: "whatsapp",
      solutionId: solution.id,
      interest: "chatbot",
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const logged = response.body.data;
    expect(logged).toMatchObject({
      name: "Zanele WhatsApp",
      email: "",
      phone: "082 555 0101",
      source: "whatsapp",
      status: "new",
      interest: "chatbot",
      solutionId: solution.id,
      solutionTitle: solution.title,
      ownerId: me.id,
      ownerName: me.name,
      loggedByName: me.name,
      unread: false,
    });

    // In the list, with its channel; and in its own record, as logged by this admin.
    const list = await suite.admin.get("/api/contact?q=Zanele");
    expect(list.body.data).toMatchObject([{ id: logged.id, source: "whatsapp", loggedByName: me.name }]);
    expect((await suite.admin.get(`/api/contact/${logged.id}`)).body.data).toMatchObject({
      source: "whatsapp",
      loggedByName: me.name,
    });

    // No acknowledgement to the enquirer, no notification to the team; the webhook is told.
    const mailsAfter = (await suite.server.database.db.select().from(mailOutbox)).length;
    expect(mailsAfter).toBe(mailsBefore);
    const hooks = await suite.server.database.db
      .select({ body: webhookDeliveries.body })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.event, "enquiry.created"));
    // With the record as the inbox reads it back, to the last field (decision 0089).
    const told = hooks.map(({ body }) => JSON.parse(body).enquiry).find(({ id }) => id === logged.id);
    expect(told).toEqual((await recordsOf(suite.server.database.db, [logged.id]))[0]);
  });

  it("takes each channel, and an email instead of a phone number", async () => {
    for (const channel of ["phone", "walk-in", "email"]) {
      const response = await suite.admin.post(PATH, {
        name: `Lead by ${channel}`,
        email: `${channel}@example.co.za`,
        message: "Wants a quote.",
        channel,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      expect(response.body.data).toMatchObject({ source: channel, phone: "", interest: "other" });
    }
  });

  it("refuses a conversation with neither phone nor email, at both fields", async () => {
    const response = await suite.admin.post(PATH, conversation("No Way Back", { phone: " ", email: "" }));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      success: false,
      message: CONTACT_REQUIRED,
      errors: { phone: CONTACT_REQUIRED, email: CONTACT_REQUIRED },
    });
  });

  it("refuses a channel it does not know, a bad email, a missing name and an unknown solution", async () => {
    const base = conversation("Thabo");
    const badChannel = await suite.admin.post(PATH, { ...base, channel: "fax" });
    expect(badChannel.status).toBe(400);
    expect(badChannel.body.errors).toEqual({ channel: "Channel must be whatsapp, phone, walk-in or email." });

    const badFields = await suite.admin.post(PATH, { ...base, name: "", email: "not-an-address" });
    expect(badFields.status).toBe(400);
    expect(badFields.body.errors).toEqual({ name: "Name is required.", email: "Invalid email address." });

    const noSolution = await suite.admin.post(PATH, { ...base, solutionId: "no-such-solution" });
    expect(noSolution.status).toBe(400);
    expect(noSolution.body.errors).toEqual({ solutionId: "No solution has this id" });

    const notJson = await suite.admin.post(PATH, "name=Thabo", { "content-type": "text/plain" });
    expect(notJson.status).toBe(415);
  });

  it("is for administrators only", async () => {
    const body = conversation("Sneaky");
    const user = apiClient(suite.server, (await signIn(suite.server, "user")).token);
    const refused = await user.post(PATH, body);
    expect(refused.status).toBe(403);
    expect(refused.body.success).toBe(false);
    expect((await apiClient(suite.server).post(PATH, body)).status).toBe(401);
    expect((await suite.admin.get("/api/contact?q=Sneaky")).body.data).toEqual([]);
  });

  it("refuses a reply by mail to a conversation logged without an email address", async () => {
    const logged = await suite.admin.post(PATH, conversation("Phone Only"));
    const reply = await suite.admin.post(`/api/contact/${logged.body.data.id}/replies`, { body: "Hello" });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe("This enquiry has no email address: answer them by phone or WhatsApp.");
  });

  it("counts enquiries by channel in the insights: the web forms together, then each logged channel", async () => {
    const before = (await suite.admin.get("/api/admin/insights?days=7")).body.data.channels;
    const visitor = apiClient(suite.server);
    const enquiry = { name: "Web Lead", email: "web@example.co.za", message: "Hello" };
    expect((await visitor.post("/api/enquiries", enquiry)).status).toBe(201);
    expect((await visitor.post("/api/contact/enquiry", enquiry)).status).toBe(201);
    const logged = conversation("Walk In", { channel: "walk-in" });
    expect((await suite.admin.post(PATH, logged)).status).toBe(201);

    const after = (await suite.admin.get("/api/admin/insights?days=7")).body.data.channels;
    expect(after).toEqual({ ...before, web: before.web + 2, "walk-in": before["walk-in"] + 1 });
    expect(Object.keys(after)).toEqual(["web", "whatsapp", "phone", "walk-in", "email"]);
    expect(after.whatsapp).toBeGreaterThanOrEqual(1);
  });
});
