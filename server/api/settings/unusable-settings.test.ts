import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_COMPANY_DETAILS } from "#domain/company/company-details";
import { apiClient, signIn } from "../../../tests/support/api-client";
import { captureLogs } from "../../../tests/support/log-capture";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { mailOutbox, siteSettings } from "../../db/schema";

// A setting must never cost an enquiry (issue 52, item 1): what a page, a mail or the redirect
// could not use is refused on save, and a stored value that cannot be used (saved before a rule
// existed, or written into the database by hand) is skipped with one warning.

/** Values an attacker or a slip of the finger puts in a setting. */
const HOSTILE_URLS = [
  "https://cal.example:99999/book",
  "https://cal.com>/acme",
  "https://calendly.com%2Facme/x",
  "https://a.b|/x",
  "javascript:alert(1)",
  "https://саl.com/acme",
  "https://xn--l-7sbq.com/acme",
  `https://cal.com/${"a".repeat(10_000)}`,
  "https://cal.com/a\u0000b",
  "https://cal.com/\u0007bell",
  "https://user:pass@cal.com/acme",
  "http://cal.com/acme",
];
const HOSTILE_NUMBERS = [
  "+27 82",
  "٠٨٢ ٥٥٥ ٠١٠١",
  "javascript:alert(1)",
  "0".repeat(10_000),
  "082\u0000555 0101",
];

const good = {
  phone: "021 555 0199",
  whatsapp: "+27 (0) 82 555 0123",
  email: "sales@example.co.za",
  address: "12 Main Road, Cape Town",
  social: { linkedin: "https://www.linkedin.com/company/example", facebook: "", x: "" },
  bookingUrl: "https://cal.com/example/discovery",
};

const getStarted = { name: "Lerato Molefe", email: "lerato@example.co.za", company: "", message: "Hello" };

describe("settings that cannot be used", () => {
  let server: TestServer;
  let admin: ReturnType<typeof apiClient>;
  let proof: { currentPassword: string };
  const logs = captureLogs("warn");
  beforeAll(async () => {
    server = await startTestServer({ ENQUIRY_RATE_LIMIT: "0" }, { logger: logs.logger });
    const signedIn = await signIn(server, "admin");
    admin = apiClient(server, signedIn.token);
    proof = { currentPassword: signedIn.password };
  });
  afterAll(() => server.close());

  const storeByHand = (details: unknown) =>
    server.database.db
      .insert(siteSettings)
      .values({ id: 1, companyDetails: sql`${JSON.stringify(details)}::jsonb` })
      .onConflictDoUpdate({
        target: siteSettings.id,
        set: { companyDetails: sql`${JSON.stringify(details)}::jsonb` },
      });

  it("are refused on save, at the field, with what it accepts", async () => {
    for (const url of HOSTILE_URLS) {
      for (const body of [
        { ...good, bookingUrl: url, ...proof },
        { ...good, social: { ...good.social, linkedin: url } },
      ]) {
        const response = await admin.put("/api/settings/company", body);
        expect(response.status, url).toBe(400);
        const [field, message] = Object.entries(response.body.errors)[0] as [string, string];
        expect(["bookingUrl", "social.linkedin"]).toContain(field);
        expect(message).toMatch(/https:\/\/|characters|NUL/);
      }
    }
    for (const number of HOSTILE_NUMBERS) {
      const response = await admin.put("/api/settings/company", { ...good, whatsapp: number, ...proof });
      expect(response.status, number).toBe(400);
      expect(Object.keys(response.body.errors)).toEqual(["whatsapp"]);
    }
    expect((await admin.get("/api/settings/company")).body.data).toEqual(DEFAULT_COMPANY_DETAILS);
    // What it does take, a number with the trunk 0 in brackets included, is stored.
    expect((await admin.put("/api/settings/company", { ...good, ...proof })).status).toBe(200);
  });

  it("are skipped where they are used, with one warning each, and every enquiry arrives with its mails", async () => {
    await admin.put("/api/settings/enquiries", { acknowledgeEnquiries: true });
    await admin.put("/api/settings/notifications", {
      recipients: ["team@example.co.za"],
      webhook: null,
      ...proof,
    });
    await storeByHand({
      ...good,
      whatsapp: "not a number",
      email: "victim.example.com",
      social: { linkedin: "https://a.b|/x", facebook: 42, x: "https://x.com/example" },
      bookingUrl: "https://cal.example:99999/book",
    });
    await server.database.db
      .update(siteSettings)
      .set({ notifyRecipients: sql`'["team@example.co.za", "victim.example.com", 7]'::jsonb` })
      .where(eq(siteSettings.id, 1));

    const read = (await admin.get("/api/settings/company")).body.data;
    expect(read).toEqual({
      ...good,
      whatsapp: "",
      email: "",
      social: { linkedin: "", facebook: "", x: "https://x.com/example" },
      bookingUrl: "",
    });

    for (let round = 0; round < 3; round++) {
      const response = await apiClient(server).post("/api/enquiries", {
        ...getStarted,
        email: `lerato${round}@example.co.za`,
      });
      expect(response.status).toBe(201);
    }
    const mails = await server.database.db.select().from(mailOutbox);
    expect(mails.filter((mail) => mail.to === "team@example.co.za")).toHaveLength(3);
    expect(mails.filter((mail) => mail.to.startsWith("lerato"))).toHaveLength(3);
    expect(mails.some((mail) => mail.to.includes("victim"))).toBe(false);
    expect(mails.some((mail) => mail.text.includes("Book a 20-minute call"))).toBe(false);

    // WhatsApp is off while its number is not one: an old link lands on the contact page.
    const redirect = await fetch(`${server.url}/go/whatsapp?from=/`, { redirect: "manual" });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toBe("/contact");

    const warnings = logs
      .text()
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line))
      .filter((line) => line.msg === "a stored setting cannot be used and is skipped");
    expect(warnings.map((line) => line.setting).sort()).toEqual(
      [
        "bookingUrl",
        "email",
        "recipients.1",
        "recipients.2",
        "social.facebook",
        "social.linkedin",
        "whatsapp",
      ].sort(),
    );
    expect(logs.text()).not.toContain("victim");
  });
});
