import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "#server/db/schema";
import { seedDemoContent } from "#server/seed/seed";
import { type ContactRecord, recordsOf } from "#server/services/sales-desk/contact-record";
import { apiClient, signIn } from "../../../../tests/support/api-client";
import { createTestDatabase } from "../../../../tests/support/database";
import { startTestServer, type TestServer } from "../../../../tests/support/server";
import { webhookReceiver } from "../../../../tests/support/webhook-receiver";

// Issue 47, item 3 (decision 0089): a batch of enquiries reads the settings row once, in its
// own transaction, and makes its mails and webhook events from what it holds: no module reads
// the settings again, and no one reads back the enquiries just stored. Counted in the log of
// every statement the server sends.

const RECIPIENTS = ["ops@example.co.za", "sales@example.co.za"];
const BOOKING_URL = "https://cal.com/ai-solutions/discovery";
const NAMES = ["Ayanda", "Bongani", "Chantal", "Dumisani", "Elize", "Fikile", "Gugu", "Hendrik"];

const emailOf = (name: string) => `${name.toLowerCase()}@example.co.za`;
const byId = (records: ContactRecord[]) => [...records].sort((a, b) => a.id.localeCompare(b.id));

describe("a batch of enquiries", () => {
  const statements: string[] = [];
  let server: TestServer;
  let hook: Awaited<ReturnType<typeof webhookReceiver>>;
  const count = (pattern: RegExp) => statements.filter((statement) => pattern.test(statement)).length;

  beforeAll(async () => {
    const database = await createTestDatabase({ log: (statement) => statements.push(statement) });
    server = await startTestServer({ ENQUIRY_RATE_LIMIT: "0" }, { database });
    await seedDemoContent(database.db);
    hook = await webhookReceiver();
    const { token, password } = await signIn(server, "admin");
    const admin = apiClient(server, token);
    const proof = { currentPassword: password };
    const webhook = { url: hook.url, secret: "a-test-secret-of-some-length" };
    const saved = await admin.put("/api/settings/notifications", {
      recipients: RECIPIENTS,
      webhook,
      ...proof,
    });
    expect(saved.status).toBe(200);
    const details = (await admin.get("/api/settings/company")).body.data;
    const company = await admin.put("/api/settings/company", {
      ...details,
      bookingUrl: BOOKING_URL,
      ...proof,
    });
    expect(company.status).toBe(200);
  });
  afterAll(async () => {
    await server.close();
    await hook.close();
  });

  it("reads the settings row once per batch and hands its values and the enquiries to the mails and the webhook", async () => {
    const [solution] = (await apiClient(server).get("/api/solutions")).body.data;
    statements.splice(0);
    const sent = await Promise.all(
      NAMES.map((name, index) =>
        apiClient(server).post("/api/enquiries", {
          name,
          email: emailOf(name),
          message: "Tell me more.",
          ...(index === 0 ? { solutionId: solution.id } : {}),
        }),
      ),
    );
    expect(sent.map((response) => response.status)).toEqual(NAMES.map(() => 201));
    // A pass after those the batches asked for: every event has been delivered, and the log
    // holds all the passes sent.
    await server.services.webhooks.kick();
    expect(hook.received).toHaveLength(NAMES.length);

    const batches = count(/^insert into "contacts"/);
    const passes = count(/^update "webhook_deliveries" .* for update skip locked/s);
    expect(batches).toBeGreaterThan(0);
    // One read per batch; each delivery pass reads the webhook's URL and secret for its
    // attempts (decision 0073), and no one else reads the row.
    expect(count(/ from "site_settings"/)).toBe(batches + passes);
    expect(count(/^select .* from "contacts"/s)).toBe(0);

    // The values read: the team's notifications, the booking page in each acknowledgement.
    const mails = await server.database.db.select().from(mailOutbox);
    for (const name of NAMES) {
      const told = mails.filter((mail) => mail.subject === `New enquiry from ${name}`);
      expect(told.map((mail) => mail.to).sort()).toEqual(RECIPIENTS);
      const acknowledgements = mails.filter((mail) => mail.to === emailOf(name));
      expect(acknowledgements).toHaveLength(1);
      expect(acknowledgements[0]?.text).toContain(`${BOOKING_URL}?name=${name}&email=`);
    }
    // The enquiries held: each event carries the record the inbox reads back, to the last field.
    const ids = sent.map((response) => response.body.data.id as string);
    const told = hook.received.map(({ body }) => JSON.parse(body).enquiry as ContactRecord);
    expect(byId(told)).toEqual(byId(await recordsOf(server.database.db, ids)));
    expect(told.find((record) => record.id === ids[0])?.solutionTitle).toBe(solution.title);
  });
});
