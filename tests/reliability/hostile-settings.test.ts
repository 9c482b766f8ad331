import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerProcess } from "../../bench/server-process";
import { adminHeaders } from "./admin";
import { createDataStore, type DataStore, startSite } from "./support";

// A typo in a setting must never cost an enquiry (issue 52, item 1). Every setting field gets
// hostile values twice: through the API (which refuses what it could not use) and written into
// the database by hand (as if saved before a rule existed). After each round, enquiries are sent
// by both APIs and the form without JavaScript, and every public page is opened: no answer may
// be other than 2xx, and every enquiry must be stored. PostgreSQL, so the test can write the
// row while the production server runs.

const HOSTILE = [
  "https://cal.example:99999/book",
  "https://cal.com>/acme",
  "https://calendly.com%2Facme/x",
  "https://a.b|/x",
  "x".repeat(10_240),
  "https://cal.com/\u0001\u001b[31m\u007f",
  "javascript:alert(document.domain)",
  "https://саl.com/acme",
  "+27 (0) 82 555 0101\u202e",
  "a,victim@example.com",
];

/** Hand-written values of the wrong kind altogether, which no save could make. */
const WRONG_KINDS: unknown[] = [42, null, ["https://cal.com/x"], { nested: { deeper: "x" } }, true];

const PAGES = ["/", "/solutions", "/ai-basics", "/contact", "/privacy", "/terms", "/login"];

describe("hostile settings", () => {
  let store: DataStore;
  let site: ServerProcess;
  let admin: Record<string, string>;
  let database: pg.Client;
  let sent = 0;
  const statuses: string[] = [];

  beforeAll(async () => {
    store = await createDataStore("postgres");
    site = await startSite(store, { ENQUIRY_RATE_LIMIT: "0", ENQUIRY_MIN_FILL_SECONDS: "0" });
    admin = await adminHeaders(site.url, store);
    database = new pg.Client({ connectionString: store.env.DATABASE_URL });
    await database.connect();
  });
  afterAll(async () => {
    await database?.end();
    await site?.stop();
    await store?.remove();
  });

  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${site.url}${path}`, {
      method,
      headers: { "content-type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    await response.arrayBuffer();
    return response.status;
  };

  /** Every setting field with `value`, one save each, as an admin would; none may be a 5xx. */
  async function saveThroughApi(value: string) {
    const company = (await (await fetch(`${site.url}/api/settings/company`, { headers: admin })).json()).data;
    const saves: [string, unknown][] = [
      ...["phone", "whatsapp", "email", "address", "bookingUrl"].map((field): [string, unknown] => [
        "/api/settings/company",
        { ...company, [field]: value },
      ]),
      ...["linkedin", "facebook", "x"].map((network): [string, unknown] => [
        "/api/settings/company",
        { ...company, social: { ...company.social, [network]: value } },
      ]),
      ["/api/settings/notifications", { recipients: [value], webhook: null }],
      [
        "/api/settings/notifications",
        { recipients: ["team@example.co.za"], webhook: { url: value, secret: "s".repeat(20) } },
      ],
      ["/api/settings/enquiries", { acknowledgeEnquiries: true, retentionMonths: value }],
    ];
    // With the password, so a value the rules let through is saved, not refused as unconfirmed.
    const proof = { currentPassword: store.env.ADMIN_PASSWORD };
    for (const [path, body] of saves) {
      const status = await call("PUT", path, { ...(body as object), ...proof }, admin);
      if (status >= 500) statuses.push(`PUT ${path} ${status} for ${JSON.stringify(body).slice(0, 80)}`);
    }
  }

  /** Every setting field set to `value` in the database, as a hand edit or an old version would leave it. */
  async function storeByHand(value: unknown) {
    const text = (v: unknown) => JSON.stringify(v);
    const details = {
      phone: value,
      whatsapp: value,
      email: value,
      address: value,
      social: { linkedin: value, facebook: value, x: value },
      bookingUrl: value,
    };
    await database.query(
      `insert into site_settings (id, company_details, notify_recipients, webhook, acknowledge_enquiries)
       values (1, $1::jsonb, $2::jsonb, $3::jsonb, true)
       on conflict (id) do update set company_details = excluded.company_details,
         notify_recipients = excluded.notify_recipients, webhook = excluded.webhook,
         acknowledge_enquiries = true`,
      [text(details), text([value, "team@example.co.za"]), text({ url: value, secret: value })],
    );
    // Cached pages are dropped as after any save (the change bus every instance listens to).
    await database.query("notify content_changed");
    await new Promise((resolve) => setTimeout(resolve, 300));
  }

  async function sendEnquiries(round: string) {
    const visitor = (channel: string) => ({
      name: "Lerato Molefe",
      email: `lerato.${round}.${channel}@example.co.za`,
      company: "Molefe Bakery",
      message: "We would like a chatbot for orders.",
    });
    for (const [path, body] of [
      ["/api/enquiries", visitor("dialog")],
      ["/api/contact/enquiry", { ...visitor("contact"), phone: "082 555 0101", interest: "crm" }],
    ] as const) {
      const status = await call("POST", path, body);
      sent++;
      if (status < 200 || status > 299) statuses.push(`POST ${path} ${status} in round ${round}`);
    }
    const page = await (await fetch(`${site.url}/contact`)).text();
    const token = /name="formToken" value="([^"]+)"/.exec(page)?.[1] ?? "";
    const form = new URLSearchParams({
      ...visitor("form"),
      phone: "",
      interest: "crm",
      formToken: token,
      website: "",
    });
    const posted = await fetch(`${site.url}/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: site.url },
      body: form,
      redirect: "follow",
    });
    const answer = await posted.text();
    sent++;
    if (posted.status < 200 || posted.status > 299)
      statuses.push(`POST /contact ${posted.status} in round ${round}: ${answer.slice(0, 200)}`);
  }

  async function openPages(round: string) {
    const solutions = (await (await fetch(`${site.url}/api/solutions`)).json()).data as { id: string }[];
    for (const path of [...PAGES, `/solutions/${solutions[0]?.id}`, "/go/whatsapp?from=/contact"]) {
      const response = await fetch(`${site.url}${path}`, { redirect: "manual" });
      await response.arrayBuffer();
      const ok = response.status >= 200 && response.status < 400;
      if (!ok) statuses.push(`GET ${path} ${response.status} in round ${round}`);
    }
  }

  it("never fails an enquiry or a page, whatever the settings hold", async () => {
    for (const [index, value] of HOSTILE.entries()) {
      await saveThroughApi(value);
      await sendEnquiries(`api${index}`);
      await openPages(`api${index}`);
      await storeByHand(value);
      await sendEnquiries(`hand${index}`);
      await openPages(`hand${index}`);
    }
    for (const [index, value] of WRONG_KINDS.entries()) {
      await storeByHand(value);
      await sendEnquiries(`kind${index}`);
      await openPages(`kind${index}`);
    }
    expect(statuses).toEqual([]);
    const stored = await database.query("select count(*)::int as n from contacts");
    const spam = await database.query("select count(*)::int as n from spam_enquiries");
    expect({ stored: stored.rows[0].n, spam: spam.rows[0].n }).toEqual({ stored: sent, spam: 0 });
  });
});
