import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, signIn } from "../../../tests/support/api-client";
import { captureLogs } from "../../../tests/support/log-capture";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { mailOutbox } from "../../db/schema";

// The settings that decide where leads and visitors go (issue 52, item 4): a session alone
// cannot change them. The current password is asked for, the change is a security event, and
// every administrator is mailed who changed what and when, never the webhook's URL or secret.

const SECRET = "a-webhook-secret-to-keep-quiet";
const HOOK = "https://hooks.example.com/catch/123456/secret-path";

describe("guarded settings", () => {
  let server: TestServer;
  let admin: ReturnType<typeof apiClient>;
  let password: string;
  let otherAdmin: string;
  const logs = captureLogs("info");
  beforeAll(async () => {
    server = await startTestServer({}, { logger: logs.logger });
    const signedIn = await signIn(server, "admin");
    admin = apiClient(server, signedIn.token);
    password = signedIn.password;
    otherAdmin = (await signIn(server, "admin")).email;
  });
  afterAll(() => server.close());

  const notices = async () =>
    (await server.database.db.select().from(mailOutbox)).filter((mail) =>
      mail.subject.includes("settings changed"),
    );
  const securityEvents = () =>
    logs
      .text()
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line))
      .filter((line) => line.security === "settings-changed");

  it("asks for the password to change the WhatsApp number or the booking page, not the phone", async () => {
    const details = (await admin.get("/api/settings/company")).body.data;
    const phoneOnly = await admin.put("/api/settings/company", { ...details, phone: "021 555 0199" });
    expect(phoneOnly.status).toBe(200);
    expect(await notices()).toEqual([]);

    const changed = { ...details, whatsapp: "082 555 0101", bookingUrl: "https://cal.com/acme/intro" };
    const bare = await admin.put("/api/settings/company", changed);
    expect(bare.status).toBe(403);
    const message = "Enter your current password to change the WhatsApp number and the booking page.";
    expect(bare.body).toEqual({
      success: false,
      error: message,
      message,
      errors: { currentPassword: message },
    });
    const wrong = await admin.put("/api/settings/company", { ...changed, currentPassword: "not-it" });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.errors)).toEqual(["currentPassword"]);
    expect((await admin.get("/api/settings/company")).body.data.whatsapp).toBe(details.whatsapp);

    const proven = await admin.put("/api/settings/company", { ...changed, currentPassword: password });
    expect(proven.status).toBe(200);
    expect(proven.body.data.bookingUrl).toBe("https://cal.com/acme/intro");
    const mails = await notices();
    expect(mails.map((mail) => mail.to).sort()).toContain(otherAdmin);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.text).toMatch(/^admin \d+ \(admin\d+-\d+@example\.com\) changed these settings on /);
    expect(mails[0]?.text).toContain("- the WhatsApp number: 082 555 0101");
    expect(mails[0]?.text).toContain("- the booking page: https://cal.com/acme/intro");
    expect(securityEvents().at(-1)).toMatchObject({ outcome: "ok", detail: "whatsapp bookingUrl" });
  });

  it("asks for it to set the webhook or the recipients, and never tells the URL or the secret", async () => {
    const settings = { recipients: ["sales@example.co.za"], webhook: { url: HOOK, secret: SECRET } };
    expect((await admin.put("/api/settings/notifications", settings)).status).toBe(403);
    expect((await admin.get("/api/settings/notifications")).body.data.webhook).toBeNull();
    const before = (await notices()).length;
    const saved = await admin.put("/api/settings/notifications", { ...settings, currentPassword: password });
    expect(saved.status).toBe(200);
    const mails = (await notices()).slice(before);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.text).toContain("- who is emailed new enquiries: sales@example.co.za");
    expect(mails[0]?.text).toContain("- the webhook URL\n");
    expect(mails[0]?.text).toContain("- the webhook secret\n");
    for (const mail of mails) {
      expect(mail.text).not.toContain("hooks.example.com");
      expect(mail.text).not.toContain(SECRET);
    }
    expect(logs.text()).not.toContain(SECRET);
    expect(logs.text()).not.toContain("secret-path");

    // Sending back what GET showed (the masked secret) changes nothing guarded: no password needed.
    const shown = (await admin.get("/api/settings/notifications")).body.data;
    expect((await admin.put("/api/settings/notifications", shown)).status).toBe(200);
  });

  it("asks for it to change the retention period, by a save or by restoring a version", async () => {
    const path = "/api/settings/enquiries";
    expect((await admin.put(path, { acknowledgeEnquiries: false })).status).toBe(200);
    const refused = await admin.put(path, { acknowledgeEnquiries: true, retentionMonths: 1 });
    expect(refused.status).toBe(403);
    // A shorter period says what it deletes (issue 45, item 7).
    expect(refused.body.errors.currentPassword).toBe(
      "Enter your current password to change how long enquiries are kept. The next nightly run, at 02:00, will delete no enquiries. This cannot be undone.",
    );
    const shortened = await admin.put(path, {
      acknowledgeEnquiries: true,
      retentionMonths: 1,
      currentPassword: password,
    });
    expect(shortened.status).toBe(200);
    expect((await notices()).at(-1)?.text).toContain("- how long enquiries are kept: 1 month\n");

    const versions = (await admin.get("/api/settings/versions")).body.data as { version: number }[];
    const withTwoYears = versions.at(-1)?.version as number;
    expect((await admin.post(`/api/settings/versions/${withTwoYears}/restore`)).status).toBe(403);
    const restored = await admin.post(`/api/settings/versions/${withTwoYears}/restore`, {
      currentPassword: password,
    });
    expect(restored.status).toBe(200);
    expect(restored.body.data.retentionMonths).toBe(24);
  });

  it("is only for administrators", async () => {
    const user = apiClient(server, (await signIn(server, "user")).token);
    expect((await user.put("/api/settings/enquiries", { acknowledgeEnquiries: true })).status).toBe(403);
  });
});
