import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, rateLimitWindows, spamEnquiries } from "#server/db/schema";
import { apiClient } from "../../../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../../../tests/support/server";
import { mailText, startSmtpServer } from "../../../../tests/support/smtp";
import { JSON_BODY_LIMITS } from "../../shared/validate";

const getStarted = {
  name: "Thandi Mokoena",
  email: "thandi@example.co.za",
  company: "",
  message: "We need a chatbot.",
};
const contactForm = {
  name: "Sipho Dlamini",
  company: "Dlamini Logistics",
  email: "sipho@example.co.za",
  phone: "+27 82 123 4567",
  message: "Can you help us forecast fuel costs?",
  interest: "report-generation",
};

describe("enquiry endpoints", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ENQUIRY_RATE_LIMIT: "0" });
  });
  afterAll(() => server.close());

  it("POST /api/enquiries stores a Get Started enquiry before answering 201", async () => {
    const response = await apiClient(server).post("/api/enquiries", {
      ...getStarted,
      interest: "Get Started Modal",
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      success: true,
      data: { id: expect.any(String), message: expect.any(String) },
    });
    const [stored] = await server.services.contacts.list(1);
    expect(stored).toMatchObject({
      ...getStarted,
      interest: "Get Started Modal",
      source: "get-started",
      status: "new",
      phone: "",
      _id: response.body.data.id,
      id: response.body.data.id,
    });
  });

  it("POST /api/enquiries takes an optional WhatsApp or phone number, kept as typed (decision 0079)", async () => {
    for (const typed of ["082 555 0199", "(072) 555-0100", "+44 20 7946 0958"]) {
      const response = await apiClient(server).post("/api/enquiries", { ...getStarted, phone: typed });
      expect(response.status).toBe(201);
      const [latest] = await server.services.contacts.list(1);
      expect(latest).toMatchObject({ id: response.body.data.id, phone: typed });
    }
    const refused = await apiClient(server).post("/api/enquiries", { ...getStarted, phone: "call me maybe" });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ phone: "Please enter a valid phone number." });
  });

  it("POST /api/contact/enquiry stores a contact-page enquiry, defaulting the interest", async () => {
    const { interest: _, ...withoutInterest } = contactForm;
    const response = await apiClient(server).post("/api/contact/enquiry", withoutInterest);
    expect(response.status).toBe(201);
    const [stored] = await server.services.contacts.list(1);
    expect(stored).toMatchObject({ ...withoutInterest, interest: "market-analysis", source: "contact-page" });
  });

  it("stores each of many concurrent enquiries exactly once, with its own fields", async () => {
    const before = (await server.services.contacts.list()).length;
    const sent = Array.from({ length: 100 }, (_, i) => ({
      ...contactForm,
      name: `Client ${i}`,
      message: `Message ${i}`,
    }));
    const responses = await Promise.all(
      sent.map((body) => apiClient(server).post("/api/contact/enquiry", body)),
    );
    expect(responses.every((response) => response.status === 201)).toBe(true);
    const stored = await server.services.contacts.list();
    expect(stored).toHaveLength(before + 100);
    const byId = new Map(stored.map((contact) => [contact.id, contact]));
    responses.forEach((response, i) => {
      expect(byId.get(response.body.data.id)).toMatchObject({ name: `Client ${i}`, message: `Message ${i}` });
    });
  });

  it("gives the SPEC §5 messages for missing and malformed fields", async () => {
    const empty = await apiClient(server).post("/api/enquiries", {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      name: "Name is required.",
      email: "Email is required.",
      message: "Please let us know how we can help.",
    });
    expect(empty.body.error).toBe(empty.body.message);
    const badEmail = await apiClient(server).post("/api/enquiries", {
      ...getStarted,
      email: "thandi@example",
    });
    expect(badEmail.body.errors).toEqual({ email: "Invalid email address." });
    const badInterest = await apiClient(server).post("/api/contact/enquiry", {
      ...contactForm,
      interest: "crypto",
    });
    expect(badInterest.body.errors).toEqual({ interest: "Please choose what you are interested in" });
  });

  it("enforces length limits and trims text", async () => {
    const long = await apiClient(server).post("/api/contact/enquiry", {
      ...contactForm,
      name: "n".repeat(101),
      company: "c".repeat(201),
      phone: "1".repeat(31),
      message: "m".repeat(5001),
      email: `${"e".repeat(250)}@x.co`,
    });
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.errors).sort()).toEqual(["company", "email", "message", "name", "phone"]);
    const padded = await apiClient(server).post("/api/contact/enquiry", {
      ...contactForm,
      name: "  Lindiwe  ",
    });
    expect(padded.status).toBe(201);
    expect((await server.services.contacts.list(1))[0]?.name).toBe("Lindiwe");
  });

  it("keeps a filled honeypot aside as spam, answered like any enquiry but not counted or mailed", async () => {
    const before = {
      list: (await server.services.contacts.list()).length,
      summary: await server.services.contacts.summary(),
      counts: await server.services.contacts.countByStatus(),
      mails: (await server.database.db.select().from(mailOutbox)).length,
    };
    const genuine = await apiClient(server).post("/api/enquiries", getStarted);
    const spam = await apiClient(server).post("/api/enquiries", {
      ...getStarted,
      email: "bot@example.com",
      website: "http://spam",
    });
    expect(spam.status).toBe(genuine.status);
    expect(spam.body).toEqual({ ...genuine.body, data: { ...genuine.body.data, id: expect.any(String) } });
    const fromContactPage = await apiClient(server).post("/api/contact/enquiry", {
      ...contactForm,
      email: "bot2@example.com",
      website: "http://spam",
    });
    expect(fromContactPage.status).toBe(201);

    expect(await server.services.contacts.list()).toHaveLength(before.list + 1);
    expect(await server.services.contacts.get(spam.body.data.id)).toBeNull();
    expect(await server.services.contacts.summary()).toMatchObject({
      unread: before.summary.unread + 1,
      latest: expect.any(String),
    });
    expect((await server.services.contacts.countByStatus()).total).toBe(before.counts.total + 1);
    const mails = await server.database.db.select().from(mailOutbox);
    const aboutSpam = (mail: { to: string; text: string }) =>
      [mail.to, mail.text].some((field) => /bot@example\.com|bot2@example\.com/.test(field));
    expect(mails.filter(aboutSpam)).toEqual([]);
    const kept = await server.database.db.select().from(spamEnquiries);
    expect(kept.map((row) => [row.id, row.reason, row.enquiry.email])).toEqual(
      expect.arrayContaining([
        [spam.body.data.id, "honeypot", "bot@example.com"],
        [fromContactPage.body.data.id, "honeypot", "bot2@example.com"],
      ]),
    );
  });

  it("keeps aside a trap field that is not text, however deep, on either way in (issue 52)", async () => {
    const nested = `${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}`;
    const deep = await apiClient(server).post(
      "/api/enquiries",
      `{"name":"Bot","email":"deep@example.com","message":"Hi","website":${nested}}`,
    );
    expect(deep.status).toBe(201);
    const sent = [deep.body.data.id];
    for (const website of [0, false, null, [], ["x"], { url: "x" }, "x\u0000"]) {
      const response = await apiClient(server).post("/api/contact/enquiry", { ...contactForm, website });
      expect(response.status, JSON.stringify(website)).toBe(201);
      sent.push(response.body.data.id);
    }
    // The contact page posted without JavaScript: a form field may be a file.
    const form = new FormData();
    for (const [name, value] of Object.entries(contactForm)) form.set(name, value);
    form.set("website", new File(["x"], "x.txt"));
    const posted = await server.services.enquiries.contactPage(Object.fromEntries(form), "192.0.2.1");
    expect(posted.ok).toBe(true);
    if (posted.ok) sent.push(posted.id);

    const kept = await server.database.db.select().from(spamEnquiries);
    const keptById = new Map(kept.map((row) => [row.id, row]));
    for (const id of sent) {
      expect(keptById.get(id)?.reason).toBe("honeypot");
      expect(typeof keptById.get(id)?.enquiry.website).toBe("string");
    }
    expect(keptById.get(deep.body.data.id)?.enquiry.website).toBe("(not text)");
  });

  it("names each field sent as something other than text", async () => {
    const response = await apiClient(server).post("/api/contact/enquiry", {
      name: { first: "Sipho" },
      email: ["sipho@example.co.za"],
      company: 7,
      phone: [1],
      message: { text: "Hello" },
      interest: { value: "crm" },
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors).sort()).toEqual([
      "company",
      "email",
      "interest",
      "message",
      "name",
      "phone",
    ]);
  });

  it("refuses bodies that are not JSON, malformed or too large", async () => {
    const client = apiClient(server);
    expect((await client.post("/api/enquiries", "name=x", { "content-type": "text/plain" })).status).toBe(
      415,
    );
    const malformed = await client.post("/api/enquiries", "{not json");
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe("Invalid JSON body");
    expect(
      (await client.post("/api/enquiries", { ...getStarted, message: "x".repeat(1_100_000) })).status,
    ).toBe(413);
  });

  it("answers 413 to an oversized body sent without a length, before it has all arrived", async () => {
    const chunk = new TextEncoder().encode(`{"message":"${"x".repeat(64 * 1024)}`);
    let sent = 0;
    // 64 KiB pieces, endlessly: only a server that stops reading can answer.
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${server.url}/api/enquiries`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: endless,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, error: "Request body is too large" });
    expect(sent).toBeGreaterThan(JSON_BODY_LIMITS.enquiries);
  });
});

describe("enquiry rate limit", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ENQUIRY_RATE_LIMIT: "2" });
  });
  afterAll(() => server.close());
  // Each test starts with a full allowance.
  beforeEach(() => server.database.db.delete(rateLimitWindows));

  it("answers 429 with Retry-After and a message once an address has sent its allowance", async () => {
    const client = apiClient(server);
    expect((await client.post("/api/enquiries", getStarted)).status).toBe(201);
    expect((await client.post("/api/contact/enquiry", contactForm)).status).toBe(201);
    const blocked = await client.post("/api/enquiries", getStarted);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(blocked.body.message).toMatch(
      /^Too many messages from your connection\. Please try again in \d+ minutes?\.$/,
    );
  });

  it("counts refused enquiries too, so a client cannot keep the server checking them", async () => {
    const client = apiClient(server);
    const stored = (await server.services.contacts.list()).length;
    expect((await client.post("/api/enquiries", { ...getStarted, email: "not an address" })).status).toBe(
      400,
    );
    expect((await client.post("/api/contact/enquiry", { ...contactForm, message: "" })).status).toBe(400);
    const blocked = await client.post("/api/enquiries", getStarted);
    expect(blocked.status).toBe(429);
    expect(await server.services.contacts.list()).toHaveLength(stored);
  });
});

describe("enquiry notifications", () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({ NOTIFY_EMAIL: "sales@example.co.za", SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it("sends mail a crashed process left behind, once its claim on it has lapsed", async () => {
    // What a process that died mid-send leaves: a claimed, unsent row whose lease has run out.
    await server.database.db.execute(
      sql`insert into mail_outbox ("to", subject, text, attempts, next_attempt_at)
          values ('sales@example.co.za', 'Left behind', 'Enquiry from before the restart', 1, now() - interval '1 second')`,
    );
    await server.services.outbox.kick();
    const mail = smtp.received.find((m) => mailText(m).includes("Left behind"));
    expect(mail?.to).toEqual(["sales@example.co.za"]);
    smtp.received.length = 0;
  });

  it("emails each new enquiry to NOTIFY_EMAIL and acknowledges it to the visitor, retrying when SMTP fails", async () => {
    smtp.failNext(1);
    const sent = await apiClient(server).post("/api/contact/enquiry", contactForm);
    expect(sent.status).toBe(201);
    await server.services.outbox.kick();
    // The staff notification (written first) failed and waits; the acknowledgement went out.
    expect(smtp.received.map((mail) => mail.to)).toEqual([["sipho@example.co.za"]]);
    const ack = mailText(smtp.received[0] as (typeof smtp.received)[number]);
    expect(ack).toContain("Thank you for your enquiry to AI Solutions");
    expect(ack).toContain("Hello Sipho,");
    expect(ack).not.toContain("Can you help us forecast fuel costs?");

    // The failed message waits for its retry; make it due now instead of in 5 seconds (by the
    // clock the queue reads, in milliseconds: the database's now() may lie later in the same one).
    await server.database.db.execute(
      sql`update mail_outbox set next_attempt_at = ${new Date()} where sent = false`,
    );
    await server.services.outbox.kick();
    expect(smtp.received).toHaveLength(2);
    const mail = smtp.received[1] as (typeof smtp.received)[number];
    expect(mail.to).toEqual(["sales@example.co.za"]);
    expect(mailText(mail)).toContain("New enquiry from Sipho Dlamini");
    expect(mailText(mail)).toContain("Can you help us forecast fuel costs?");
    expect(mailText(mail)).toContain(`/admin/contacts?id=${sent.body.data.id}`);
    // The interest as the form named it, never its stored code (issue 45, item 8).
    expect(mailText(mail)).toContain("Interest: AI-Powered Report Generation");
    expect(mailText(mail)).not.toContain("report-generation");

    await server.services.outbox.kick();
    expect(smtp.received).toHaveLength(2);
  });
});
