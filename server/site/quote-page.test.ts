import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { serverWithAdmin } from "../../tests/support/server-with-admin";
import { quotableSolution } from "../../tests/support/solution-lists";
import { mailOutbox, quotes, webhookDeliveries } from "../db/schema";

// Issue 49 item 3, step 2: the buyer's page /q/{token} over real HTTP: read, accepted, declined,
// expired, replaced, forged; plain form posts as a browser without JavaScript sends them.

const SELLER = {
  registeredName: "Buyer Page Test (Pty) Ltd",
  registrationNumber: "2019/123456/07",
  physicalAddress: "1 Long Street, Cape Town, 8001",
  vatRegistered: true,
  vatNumber: "4123456789",
};

describe("the buyer's page of a quote", () => {
  const suite = serverWithAdmin({ NOTIFY_EMAIL: "sales@example.co.za" });
  let enquiryId: string;

  /** A sent quote's id and its page's path. */
  const sentQuote = async () => {
    const { data: quote } = (await suite.admin.post(`/api/contact/${enquiryId}/quotes`)).body;
    const sent = await suite.admin.post(`/api/quotes/${quote.id}/send`);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    return { id: quote.id as string, number: quote.number as string, path: new URL(quote.url).pathname };
  };
  const open = (path: string) => fetch(`${suite.server.url}${path}`);
  /** A form post as a browser sends it from our page. */
  const post = (path: string, fields: Record<string, string>, userAgent = "Test Phone") =>
    fetch(`${suite.server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        origin: "http://site.test",
        "content-type": "application/x-www-form-urlencoded",
        "user-agent": userAgent,
      },
      body: new URLSearchParams(fields).toString(),
    });
  const stored = async (id: string) => (await suite.admin.get(`/api/quotes/${id}`)).body.data;

  beforeAll(async () => {
    await suite.admin.post("/api/solutions", quotableSolution("page-bot", "Page Bot"));
    expect((await suite.admin.put("/api/settings/legal", SELLER)).status).toBe(200);
    const hook = await suite.admin.put("/api/settings/notifications", {
      ...suite.proof,
      recipients: ["sales@example.co.za"],
      webhook: { url: "http://localhost:9/hook", secret: "a-test-secret-of-some-length" },
    });
    expect(hook.status).toBe(200);
    const logged = await suite.admin.post("/api/contact/conversations", {
      name: "Pieter Koöperasie",
      email: "pieter@example.co.za",
      message: "Quote please.",
      channel: "email",
      solutionId: "page-bot",
    });
    enquiryId = logged.body.data.id;
  });

  it("shows the Quotation, never cached or indexed, and marks it viewed on the first open", async () => {
    const { id, number, path } = await sentQuote();
    const response = await open(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toMatch(/noindex/);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain("<h1>Quotation</h1>");
    expect(html).not.toMatch(/tax invoice<\/h1>/i);
    for (const text of [
      number,
      SELLER.registeredName,
      "Registration number 2019/123456/07",
      "VAT number 4123456789",
      "Pieter Koöperasie",
    ])
      expect(html).toContain(text);
    // R5 000 incl.: VAT R652,17, excl. R4 347,83 (decision 0086), deposit 50 %.
    expect(html).toMatch(/Total excl\. VAT<\/th><td>R4\u00a0347,83/);
    expect(html).toMatch(/VAT at 15 %<\/th><td>R652,17/);
    expect(html).toMatch(/Total incl\. VAT<\/th><td>R5\u00a0000/);
    expect(html).toMatch(/Deposit \(50 %\) due on acceptance<\/th><td>R2\u00a0500/);
    expect(await stored(id)).toMatchObject({ status: "viewed", viewedAt: expect.any(String) });
  });

  it("gives the buyer the same quote as a PDF at its page's address plus /pdf, and nothing for a forged link", async () => {
    const { path, number } = await sentQuote();
    const pdf = await open(`${path}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("cache-control")).toContain("no-store");
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.toString("latin1")).toContain(number);
    const forged = await open(`${path.slice(0, -2)}xx/pdf`);
    expect(forged.headers.get("content-type")).not.toBe("application/pdf");
  });

  it("accepts on a typed name and a tick, storing who, when, where from and the page's SHA-256; twice changes nothing", async () => {
    const { id, path } = await sentQuote();
    const article = /<article class="sheet">[\s\S]*<\/article>/.exec(
      await (await open(path)).text(),
    )?.[0] as string;

    const unnamed = await post(path, { intent: "accept", name: " ", accept: "yes" });
    expect(unnamed.status).toBe(400);
    expect(await unnamed.text()).toContain("Type your full name to accept.");
    const unticked = await post(path, { intent: "accept", name: "Pieter K" });
    expect(unticked.status).toBe(400);
    expect(await unticked.text()).toContain("Tick “I accept” to accept the quote.");
    expect((await stored(id)).status).toBe("viewed");

    const accepted = await post(path, { intent: "accept", name: "Pieter K", accept: "yes" });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get("location")).toBe(path);
    const quote = await stored(id);
    expect(quote.status).toBe("accepted");
    expect(quote.acceptance).toMatchObject({
      name: "Pieter K",
      userAgent: "Test Phone",
      ip: expect.stringMatching(/127\.0\.0\.1/),
      sha256: createHash("sha256").update(article).digest("hex"),
    });
    expect(await (await open(path)).text()).toContain("Accepted by Pieter K on");

    const again = await post(path, { intent: "accept", name: "Someone Else", accept: "yes" }, "Other");
    expect(again.status).toBe(303);
    expect((await stored(id)).acceptance).toEqual(quote.acceptance);
    expect((await post(path, { intent: "decline", reason: "late" })).status).toBe(303);
    expect((await stored(id)).status).toBe("accepted");
  });

  it("tells the team of an acceptance by mail and by the webhook event quote.accepted", async () => {
    const { number, path } = await sentQuote();
    await post(path, { intent: "accept", name: "Team Told", accept: "yes" });
    const { db } = suite.server.database;
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, "sales@example.co.za"));
    expect(mails.some((mail) => mail.subject === `Quote ${number} accepted by Team Told`)).toBe(true);
    const events = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.event, "quote.accepted"));
    const bodies = events.map((event) => JSON.parse(event.body));
    expect(bodies.find((body) => body.quote.number === number)).toMatchObject({
      event: "quote.accepted",
      enquiry: { id: enquiryId },
      quote: { acceptedName: "Team Told", totals: { inclVatCents: 500_000 } },
    });
  });

  it("declines with an optional reason", async () => {
    const { id, path } = await sentQuote();
    expect((await post(path, { intent: "decline", reason: "Too dear for now" })).status).toBe(303);
    expect(await stored(id)).toMatchObject({ status: "declined", declineReason: "Too dear for now" });
    expect(await (await open(path)).text()).toContain("You declined this quote");
    expect((await post(path, { intent: "accept", name: "Late", accept: "yes" })).status).toBe(303);
    expect((await stored(id)).status).toBe("declined");
  });

  it("says an expired quote has expired, offers to ask for a new one, and refuses to accept it", async () => {
    const { id, path } = await sentQuote();
    await suite.server.database.db.update(quotes).set({ validUntil: "2020-01-31" }).where(eq(quotes.id, id));
    const html = await (await open(path)).text();
    expect(html).toContain("This quote expired on 31 January 2020");
    expect(html).toContain("Ask for a new quote");
    expect(html).not.toContain('name="intent" value="accept"');
    expect((await post(path, { intent: "accept", name: "Too Late", accept: "yes" })).status).toBe(303);
    expect(await stored(id)).toMatchObject({ status: "expired", acceptance: null });
  });

  it("says an old link's quote was replaced, and changes nothing through it", async () => {
    const { id, path } = await sentQuote();
    const quote = await stored(id);
    const input = { lines: quote.lines, depositPercent: 20, validDays: 10, terms: quote.terms };
    expect((await suite.admin.put(`/api/quotes/${id}`, input)).status).toBe(201);
    const response = await open(path);
    expect(response.status).toBe(410);
    expect(await response.text()).toContain("This quote was replaced");
    await post(path, { intent: "accept", name: "Old Link", accept: "yes" });
    expect(await stored(id)).toMatchObject({ status: "replaced", acceptance: null });
  });

  it("answers a forged or altered link with a plain page, and changes nothing", async () => {
    const { id, path } = await sentQuote();
    const forged = `${path.slice(0, -3)}${path.endsWith("AAA") ? "BBB" : "AAA"}`;
    for (const wrong of [forged, "/q/nothing", `/q/${id}~1.${"A".repeat(43)}`]) {
      const response = await open(wrong);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("This link does not open a quote");
      expect((await post(wrong, { intent: "accept", name: "Forger", accept: "yes" })).status).toBe(404);
    }
    expect(await stored(id)).toMatchObject({ status: "sent", acceptance: null });
  });

  it("refuses a form posted from another site", async () => {
    const { id, path } = await sentQuote();
    const response = await fetch(`${suite.server.url}${path}`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "intent=accept&name=Evil&accept=yes",
    });
    expect(response.status).toBe(403);
    expect((await stored(id)).status).toBe("sent");
  });

  it("says nothing of VAT when the seller is not VAT-registered", async () => {
    await suite.admin.put("/api/settings/legal", { ...SELLER, vatRegistered: false, vatNumber: "" });
    const { path } = await sentQuote();
    const html = await (await open(path)).text();
    expect(html).toContain("<h1>Quotation</h1>");
    expect(html).toMatch(/>Total<\/th><td>R5\u00a0000/);
    expect(html).not.toMatch(/\bVAT\b/i);
  });
});
