import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, signIn } from "../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../tests/support/server";
import { startSmtpServer } from "../../tests/support/smtp";
import { mailOutbox } from "../db/schema";

// Issue 52: `a,victim@x`, `c<victim@x>` and `x:victim@x;` passed the loose email check, were
// counted as addresses of their own by the three-a-day acknowledgement cap, and reached the
// victim when the mail header was read: 9 acknowledgements from 10 enquiries. Every email field
// takes one plain address, the cap counts the mailbox, and the mailer sends to nothing else.

const VICTIM = "victim@example.co.za";
const HEADER_FORMS = [`a,${VICTIM}`, `c<${VICTIM}>`, `x:${VICTIM};`];

const enquiry = (email: string) => ({ name: "Victim", email, company: "", message: "Hello" });

describe("email fields take one plain address", () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let admin: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({ ENQUIRY_RATE_LIMIT: "0", SMTP_URL: smtp.url });
    admin = apiClient(server, (await signIn(server, "admin")).token);
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  /** Mail delivered to the victim's mailbox, however its address was spelt. */
  const reachingVictim = () =>
    smtp.received.filter((mail) => mail.to.some((to) => to.toLowerCase().replace(/\+[^@]*/, "") === VICTIM));

  it("acknowledges at most three of ten enquiries to one mailbox, refusing header syntax", async () => {
    const addresses = [
      ...HEADER_FORMS,
      VICTIM,
      "Victim+1@Example.co.za",
      "victim+2@example.co.za",
      ...HEADER_FORMS,
      "VICTIM@EXAMPLE.CO.ZA",
    ];
    const answers = [];
    for (const email of addresses)
      answers.push(await apiClient(server).post("/api/enquiries", enquiry(email)));
    await server.services.outbox.kick();

    answers.forEach((answer, index) => {
      const refused = HEADER_FORMS.includes(addresses[index] as string);
      expect(answer.status, addresses[index]).toBe(refused ? 400 : 201);
      if (refused) expect(answer.body.errors).toEqual({ email: "Invalid email address." });
    });
    expect(reachingVictim()).toHaveLength(3);
    for (const mail of smtp.received) expect(mail.to).toHaveLength(1);
  });

  it("refuses header syntax in every email field an admin or a visitor fills in", async () => {
    const details = (await admin.get("/api/settings/company")).body.data;
    for (const email of HEADER_FORMS) {
      const writes = [
        apiClient(server).post("/api/contact/enquiry", { ...enquiry(email), phone: "", interest: "crm" }),
        apiClient(server).post("/api/auth/forgotpassword", { email }),
        admin.post("/api/users", { name: "Victim", email, password: "quiet-lantern-2", role: "user" }),
        admin.put("/api/settings/company", { ...details, email }),
        admin.post("/api/contact/conversations", { ...enquiry(email), channel: "phone" }),
      ];
      for (const response of await Promise.all(writes)) {
        expect(response.status, email).toBe(400);
        expect(Object.keys(response.body.errors), email).toEqual(["email"]);
      }
      const recipients = await admin.put("/api/settings/notifications", {
        recipients: [email],
        webhook: null,
      });
      expect(recipients.status, email).toBe(400);
      expect(recipients.body.errors).toEqual({ "recipients.0": "Enter a valid email address" });
    }
  });

  it("sends no stored mail to an address that is not one plain address", async () => {
    // What a queue filled before the rule may hold.
    // Due by the queue's own millisecond clock: the database's now() may lie later in the same one.
    const due = new Date();
    await server.database.db.execute(
      sql`insert into mail_outbox ("to", reply_to, subject, text, next_attempt_at)
          values (${`a,${VICTIM}`}, 'sales@example.co.za', 'Queued before the rule', 'x', ${due}),
                 ('sales@example.co.za', ${`c<${VICTIM}>`}, 'Reply-To before the rule', 'x', ${due})`,
    );
    smtp.received.length = 0;
    await server.services.outbox.kick();

    expect(smtp.received.map((mail) => mail.to)).toEqual([["sales@example.co.za"]]);
    expect(smtp.received[0]?.raw).not.toMatch(/^Reply-To:/im);
    const [held] = await server.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, "Queued before the rule"));
    expect(held).toMatchObject({
      sent: false,
      lastError: expect.stringMatching(/not one plain email address/),
    });
  });
});
