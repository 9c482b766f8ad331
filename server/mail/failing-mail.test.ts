import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, signIn } from "../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../tests/support/server";
import { mailText, startSmtpServer } from "../../tests/support/smtp";

// Mail that keeps failing is shown to administrators on the dashboard; the enquiry
// notification can be answered straight to the enquirer.

describe("mail seen from the back-office", () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let admin: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({ NOTIFY_EMAIL: "sales@example.co.za", SMTP_URL: smtp.url });
    admin = apiClient(server, (await signIn(server, "admin")).token);
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const dashboardMail = async () => (await admin.get("/api/admin/dashboard")).body.data.mail;

  it("reports failing mail with its last error on the dashboard until it is sent", async () => {
    expect(await dashboardMail()).toEqual({ queued: 0, failing: 0, lastError: null });
    // An enquiry queues two mails, the staff notification and the visitor's acknowledgement;
    // both fail on the first two attempts.
    smtp.failNext(4);
    const enquiry = { name: "Naledi", email: "naledi@example.co.za", message: "Hello" };
    expect((await apiClient(server).post("/api/enquiries", enquiry)).status).toBe(201);
    await server.services.outbox.kick();
    await server.database.db.execute(
      sql`update mail_outbox set next_attempt_at = ${new Date()} where sent = false`,
    );
    await server.services.outbox.kick();

    const failing = await dashboardMail();
    expect(failing.queued).toBe(2);
    expect(failing.failing).toBe(2);
    expect(failing.lastError).toContain("Mailbox temporarily unavailable");

    await server.database.db.execute(
      sql`update mail_outbox set next_attempt_at = ${new Date()} where sent = false`,
    );
    await server.services.outbox.kick();
    expect(await dashboardMail()).toEqual({ queued: 0, failing: 0, lastError: null });
  });

  it("sends the enquiry notification with Reply-To set to the enquirer", async () => {
    smtp.received.length = 0;
    const enquiry = { name: "Pieter", email: "pieter@example.co.za", message: "Quote, please" };
    expect((await apiClient(server).post("/api/enquiries", enquiry)).status).toBe(201);
    await server.services.outbox.kick();
    const mail = smtp.received.find((m) => mailText(m).includes("New enquiry from Pieter"));
    expect(mail?.to).toEqual(["sales@example.co.za"]);
    expect(mail?.raw).toMatch(/^Reply-To: pieter@example\.co\.za\r?$/m);
  });
});
