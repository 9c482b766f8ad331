import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contactNotes, mailOutbox } from "#server/db/schema";
import { apiClient, signIn } from "../../../../tests/support/api-client";
import { serverWithAdmin } from "../../../../tests/support/server-with-admin";
import { MINIMUM_LISTS } from "../../../../tests/support/solution-lists";

// Issue 49 item 3, step 1: quotes made from an enquiry, numbered, edited with stale-save
// protection, sent; over real HTTP, on PGlite (and PostgreSQL with TEST_DATABASE_URL).

const year = new Date().getUTCFullYear();
const SELLER = {
  registeredName: "Quoting Test (Pty) Ltd",
  registrationNumber: "2019/123456/07",
  physicalAddress: "1 Long Street, Cape Town, 8001",
  vatRegistered: true,
  vatNumber: "4123456789",
};

describe("quotes from the sales desk", () => {
  const suite = serverWithAdmin();
  let enquiryId: string;

  /** A logged enquiry (no form token, no rate limit) about `solutionId`. */
  const enquiry = async (extra: Record<string, unknown> = {}) => {
    const response = await suite.admin.post("/api/contact/conversations", {
      name: "Thandi Buyer",
      email: "thandi@example.co.za",
      phone: "082 555 0101",
      message: "Please quote the chatbot.",
      channel: "phone",
      ...extra,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.data.id as string;
  };

  beforeAll(async () => {
    const solution = await suite.admin.post("/api/solutions", {
      ...MINIMUM_LISTS,
      id: "quoted-bot",
      title: "Quoted Bot",
      tier: "silver",
      pricing: { upfront: "R5,000", monthly: "R1,500 / month" },
    });
    expect(solution.status, JSON.stringify(solution.body)).toBe(201);
    expect((await suite.admin.put("/api/settings/legal", SELLER)).status).toBe(200);
    enquiryId = await enquiry({ solutionId: "quoted-bot" });
  });

  it("creates a draft prefilled from the enquiry's solution and tier, numbered Q-YYYY-NNNN", async () => {
    const response = await suite.admin.post(`/api/contact/${enquiryId}/quotes`);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const quote = response.body.data;
    expect(quote.number).toMatch(new RegExp(`^Q-${year}-\\d{4}$`));
    expect(quote).toMatchObject({
      status: "draft",
      revision: 1,
      contactId: enquiryId,
      depositPercent: 50,
      validDays: 30,
      vatRegistered: true,
      vatPercent: 15,
      buyer: { name: "Thandi Buyer", email: "thandi@example.co.za" },
      seller: { registeredName: SELLER.registeredName, vatNumber: SELLER.vatNumber },
      lines: [
        {
          description: "Quoted Bot (Silver tier)",
          quantity: 1,
          unitCents: 500_000,
          totalCents: 500_000,
          unit: "once",
        },
        {
          description: "Monthly support for Quoted Bot, 12 months",
          quantity: 12,
          unitCents: 150_000,
          totalCents: 1_800_000,
          unit: "month",
        },
      ],
    });
    // R23 000 incl.: VAT is the tax fraction of the total, once (decision 0086).
    expect(quote.totals).toEqual({ exclVatCents: 2_000_000, vatCents: 300_000, inclVatCents: 2_300_000 });
    expect(quote.depositCents).toBe(1_150_000);
    expect(quote.terms).toMatch(/not a tax invoice/);
    expect(quote.url).toMatch(new RegExp(`^http://site\\.test/q/${quote.id}~\\d+\\.[\\w-]{43}$`));
    // Compression weakens the ETag of a large answer (W/"1"); it still names version 1.
    expect(response.headers.get("etag")).toMatch(/^(W\/)?"1"$/);
  });

  it("numbers quotes from one gap-free sequence, also when many are made at once", async () => {
    const made = await Promise.all(
      Array.from({ length: 8 }, () => suite.admin.post(`/api/contact/${enquiryId}/quotes`)),
    );
    expect(made.map((r) => r.status)).toEqual(Array(8).fill(201));
    const listed = await suite.admin.get(`/api/contact/${enquiryId}/quotes`);
    const sequence = listed.body.data
      .map((q: { number: string }) => Number(q.number.slice(-4)))
      .sort((a: number, b: number) => a - b);
    expect(sequence).toEqual(Array.from({ length: sequence.length }, (_, i) => i + 1));
  });

  it("saves a draft in place, and refuses a save from a stale version with 409 and the quote as stored", async () => {
    const { data: quote } = (await suite.admin.post(`/api/contact/${enquiryId}/quotes`)).body;
    const input = {
      lines: [{ description: "Setup", quantity: 2, unitCents: 250_000, unit: "once" }],
      depositPercent: 40,
      validDays: 14,
      terms: "Pay on time.",
    };
    const saved = await suite.admin.put(`/api/quotes/${quote.id}`, input, { "if-match": '"1"' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.headers.get("etag")).toMatch(/^(W\/)?"2"$/);
    expect(saved.body.data).toMatchObject({
      id: quote.id,
      number: quote.number,
      depositPercent: 40,
      depositCents: 200_000,
    });
    const stale = await suite.admin.put(
      `/api/quotes/${quote.id}`,
      { ...input, terms: "Other." },
      { "if-match": '"1"' },
    );
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ success: false, version: 2, current: { terms: "Pay on time." } });
    expect((await suite.admin.get(`/api/quotes/${quote.id}`)).body.data.terms).toBe("Pay on time.");
  });

  it.each([
    ["lines.0.unitCents", { lines: [{ description: "Free", quantity: 1, unitCents: 0 }] }],
    ["lines.0.unitCents", { lines: [{ description: "Huge", quantity: 1, unitCents: 10_000_000_001 }] }],
    ["lines.0.unitCents", { lines: [{ description: "Many", quantity: 2, unitCents: 6_000_000_000 }] }],
    [
      "lines",
      { lines: Array.from({ length: 51 }, () => ({ description: "x", quantity: 1, unitCents: 100 })) },
    ],
    ["depositPercent", { depositPercent: 101 }],
    ["depositPercent", { depositPercent: -1 }],
    ["validDays", { validDays: 0 }],
    ["validDays", { validDays: 366 }],
  ])("refuses bad input at %s with 400", async (field, change) => {
    const { data: quote } = (await suite.admin.post(`/api/contact/${enquiryId}/quotes`)).body;
    const body = { lines: [], depositPercent: 50, validDays: 30, terms: "", ...change };
    const response = await suite.admin.put(`/api/quotes/${quote.id}`, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, errors: { [field]: expect.any(String) } });
    expect(response.body.error).toBe(response.body.message);
  });

  it("sends: mails the buyer the link, offers WhatsApp, moves the enquiry to In Progress and notes it", async () => {
    const { data: quote } = (await suite.admin.post(`/api/contact/${enquiryId}/quotes`)).body;
    const response = await suite.admin.post(`/api/quotes/${quote.id}/send`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toMatchObject({ mailed: true, quote: { status: "sent", url: quote.url } });
    expect(response.body.data.whatsappUrl).toMatch(/^https:\/\/wa\.me\/27825550101\?text=/);
    expect(decodeURIComponent(response.body.data.whatsappUrl)).toContain(quote.url);
    const { db } = suite.server.database;
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, "thandi@example.co.za"));
    expect(mails.some((mail) => mail.subject.includes(quote.number) && mail.text.includes(quote.url))).toBe(
      true,
    );
    const enquiryNow = (await suite.admin.get(`/api/contact/${enquiryId}`)).body.data;
    expect(enquiryNow.status).toBe("in-progress");
    expect(enquiryNow.history.at(-1)).toMatchObject({ to: "in-progress" });
    const notes = await db.select().from(contactNotes).where(eq(contactNotes.contactId, enquiryId));
    expect(
      notes.some((note) => note.body.startsWith(`Quote ${quote.number} sent to thandi@example.co.za`)),
    ).toBe(true);
  });

  it("counts the month's sent and accepted quotes, and what they come to incl. VAT, on the dashboard", async () => {
    const month = async () => (await suite.admin.get("/api/admin/dashboard")).body.data.quotesThisMonth;
    const before = await month();
    const { data: quote } = (await suite.admin.post(`/api/contact/${enquiryId}/quotes`)).body;
    expect(quote.totals.inclVatCents).toBeGreaterThan(0);
    expect((await suite.admin.post(`/api/quotes/${quote.id}/send`)).status).toBe(200);
    const sent = await month();
    expect(sent).toEqual({
      ...before,
      sent: before.sent + 1,
      sentCents: before.sentCents + quote.totals.inclVatCents,
    });
    const token = new URL(quote.url).pathname.split("/").at(-1) as string;
    const acceptance = { name: "Thandi Buyer", ip: "192.0.2.1", userAgent: "test", sha256: "0".repeat(64) };
    expect((await suite.server.services.quoteResponses.accept(token, acceptance))?.changed).toBe(true);
    expect(await month()).toEqual({
      ...sent,
      accepted: before.accepted + 1,
      acceptedCents: before.acceptedCents + quote.totals.inclVatCents,
    });
  });

  it("makes revision 2 when a sent quote is changed, with a new link; the first is replaced", async () => {
    const { data: quote } = (await suite.admin.post(`/api/contact/${enquiryId}/quotes`)).body;
    await suite.admin.post(`/api/quotes/${quote.id}/send`);
    const input = { lines: quote.lines, depositPercent: 30, validDays: 30, terms: quote.terms };
    const revised = await suite.admin.put(`/api/quotes/${quote.id}`, input);
    expect(revised.status, JSON.stringify(revised.body)).toBe(201);
    expect(revised.body.data).toMatchObject({ number: quote.number, revision: 2, status: "draft" });
    expect(revised.body.data.id).not.toBe(quote.id);
    expect(revised.body.data.url).not.toBe(quote.url);
    const old = (await suite.admin.get(`/api/quotes/${quote.id}`)).body.data;
    expect(old).toMatchObject({ status: "replaced", replacedById: revised.body.data.id });
    expect((await suite.admin.put(`/api/quotes/${quote.id}`, input)).status).toBe(409);
    expect((await suite.admin.post(`/api/quotes/${quote.id}/send`)).status).toBe(409);
  });

  it("refuses to send a quote with no lines, at lines", async () => {
    const bare = await enquiry({ email: "nolines@example.co.za" });
    const { data: quote } = (await suite.admin.post(`/api/contact/${bare}/quotes`)).body;
    expect(quote.lines).toEqual([]);
    const response = await suite.admin.post(`/api/quotes/${quote.id}/send`);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ lines: "Add at least one line before sending the quote" });
  });

  it("answers the quote as a PDF at /api/quotes/{id}.pdf, to a signed-in admin only", async () => {
    const { data: quote } = (await suite.admin.post(`/api/contact/${enquiryId}/quotes`)).body;
    const pdf = await suite.admin.get(`/api/quotes/${quote.id}.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(String(pdf.body).startsWith("%PDF-")).toBe(true);
    expect((await apiClient(suite.server).get(`/api/quotes/${quote.id}.pdf`)).status).toBe(401);
  });

  it("answers 404 for an unknown enquiry or quote, 401 without a session and 403 for a user", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await suite.admin.post(`/api/contact/${missing}/quotes`)).status).toBe(404);
    expect((await suite.admin.get(`/api/quotes/${missing}`)).status).toBe(404);
    expect((await suite.admin.get("/api/quotes/not-a-uuid")).status).toBe(404);
    const { data: quote } = (await suite.admin.post(`/api/contact/${enquiryId}/quotes`)).body;
    const anonymous = apiClient(suite.server);
    const user = apiClient(suite.server, (await signIn(suite.server, "user")).token);
    const input = { lines: [], depositPercent: 50, validDays: 30, terms: "" };
    for (const client of [anonymous, user]) {
      const expected = client === anonymous ? 401 : 403;
      expect((await client.post(`/api/contact/${enquiryId}/quotes`)).status).toBe(expected);
      expect((await client.get(`/api/contact/${enquiryId}/quotes`)).status).toBe(expected);
      expect((await client.get(`/api/quotes/${quote.id}`)).status).toBe(expected);
      expect((await client.put(`/api/quotes/${quote.id}`, input)).status).toBe(expected);
      expect((await client.post(`/api/quotes/${quote.id}/send`)).status).toBe(expected);
    }
  });
});
