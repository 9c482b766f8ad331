import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../../tests/support/api-client";
import { serverWithAdmin } from "../../../tests/support/server-with-admin";
import { MINIMUM_LISTS } from "../../../tests/support/solution-lists";
import { quotes } from "../../db/schema";

// Issue 49 item 3 and issue 50 item 2: insights join quotes and deposits to the solutions and
// sources of the enquiries behind them (decision 0099). Over real HTTP, on PGlite (and
// PostgreSQL with TEST_DATABASE_URL).

const SOLD = "sold-bot";
const NO_SALES = { quotesSent: 0, quotesAccepted: 0, acceptedCents: 0, deposits: 0, depositCents: 0 };

describe("quotes and deposits in insights", () => {
  const suite = serverWithAdmin();
  type Sent = Awaited<ReturnType<typeof sentQuote>>;
  let campaignQuote: Sent;
  let referredQuote: Sent;
  let loggedQuote: Sent;
  let fromCampaign: string;

  /** A quote of `contactId`, sent, with one line of `unitCents` when given (else its prefill). */
  const sentQuote = async (contactId: string, unitCents?: number) => {
    const { data: quote } = (await suite.admin.post(`/api/contact/${contactId}/quotes`)).body;
    if (unitCents) {
      const saved = await suite.admin.put(`/api/quotes/${quote.id}`, {
        lines: [{ description: "Set-up", quantity: 1, unitCents, unit: "once" }],
        depositPercent: 50,
        validDays: 30,
        terms: "Pay on time.",
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    const sent = await suite.admin.post(`/api/quotes/${quote.id}/send`);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const { data } = (await suite.admin.get(`/api/quotes/${quote.id}`)).body;
    return {
      id: quote.id as string,
      url: data.url as string,
      totalCents: data.totals.inclVatCents as number,
    };
  };
  /** The buyer accepts on the quote's page, as a browser without JavaScript posts it. */
  const accept = async (url: string) => {
    const answer = await fetch(`${suite.server.url}${new URL(url).pathname}`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: "http://site.test", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ name: "Buyer", accept: "yes" }).toString(),
    });
    expect(answer.status).toBe(303);
  };
  const deposit = async (contactId: string, amountCents: number, received: boolean) => {
    const asked = await suite.admin.post("/api/payments", { contactId, amountCents, description: "Deposit" });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    if (received) {
      const marked = await suite.admin.post(`/api/payments/${asked.body.data.id}/received`);
      expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    }
  };
  const report = async (days: number) => {
    const answer = await suite.admin.get(`/api/admin/insights?days=${days}`);
    expect(answer.status).toBe(200);
    return answer.body.data.sales;
  };

  beforeAll(async () => {
    const solution = await suite.admin.post("/api/solutions", {
      ...MINIMUM_LISTS,
      id: SOLD,
      title: "Sold Bot",
      tier: "silver",
      pricing: { upfront: "R5,000", monthly: "" },
    });
    expect(solution.status, JSON.stringify(solution.body)).toBe(201);
    const visitor = apiClient(suite.server);
    const enquiry = { email: "lead@example.co.za", message: "Please quote." };
    // From a campaign link about the solution (its referrer is not what counts then).
    fromCampaign = (
      await visitor.post("/api/enquiries", {
        ...enquiry,
        name: "Campaign",
        solutionId: SOLD,
        utmSource: "google",
        referrerHost: "www.google.com",
      })
    ).body.data.id as string;
    // Referred by another site, about no solution.
    const referred = (
      await visitor.post("/api/enquiries", { ...enquiry, name: "Referred", referrerHost: "www.facebook.com" })
    ).body.data.id as string;
    // A WhatsApp conversation an admin logged, about the solution.
    const logged = await suite.admin.post("/api/contact/conversations", {
      name: "Logged",
      email: "logged@example.co.za",
      message: "Quote me.",
      channel: "whatsapp",
      solutionId: SOLD,
    });
    expect(logged.status, JSON.stringify(logged.body)).toBe(201);

    campaignQuote = await sentQuote(fromCampaign);
    await accept(campaignQuote.url);
    await deposit(fromCampaign, 287_500, true);
    referredQuote = await sentQuote(referred, 100_000);
    await accept(referredQuote.url);
    loggedQuote = await sentQuote(logged.body.data.id);
    // Neither a draft nor a deposit still awaited counts.
    await suite.admin.post(`/api/contact/${referred}/quotes`);
    await deposit(logged.body.data.id, 100_000, false);
  });

  it("counts the period's quotes sent and accepted and deposits paid, by the enquiry's solution and source", async () => {
    const sales = await report(7);
    const campaign = campaignQuote.totalCents;
    const referred = referredQuote.totalCents;
    expect(sales.totals).toEqual({
      quotesSent: 3,
      quotesAccepted: 2,
      acceptedCents: campaign + referred,
      deposits: 1,
      depositCents: 287_500,
    });
    expect(sales.solutions).toEqual([
      {
        id: SOLD,
        title: "Sold Bot",
        quotesSent: 2,
        quotesAccepted: 1,
        acceptedCents: campaign,
        deposits: 1,
        depositCents: 287_500,
      },
    ]);
    // Most accepted value first: the campaign's R5,750 before the referral's R1,150.
    expect(sales.sources).toEqual([
      {
        source: { kind: "campaign", value: "google" },
        ...NO_SALES,
        quotesSent: 1,
        quotesAccepted: 1,
        acceptedCents: campaign,
        deposits: 1,
        depositCents: 287_500,
      },
      {
        source: { kind: "referrer", value: "www.facebook.com" },
        ...NO_SALES,
        quotesSent: 1,
        quotesAccepted: 1,
        acceptedCents: referred,
      },
      { source: { kind: "logged", value: "whatsapp" }, ...NO_SALES, quotesSent: 1 },
    ]);
  });

  it("counts a quote in the period it was sent in, and its acceptance in the period it was accepted in", async () => {
    // Sent ten days ago: in the last 30 days, not the last 7.
    await suite.server.database.db
      .update(quotes)
      .set({ sentAt: sql`now() - interval '10 days'` })
      .where(eq(quotes.id, loggedQuote.id));
    // Sent ten days ago and accepted today: its acceptance is in both periods, its sending only in 30.
    await suite.server.database.db
      .update(quotes)
      .set({ sentAt: sql`now() - interval '10 days'` })
      .where(eq(quotes.id, referredQuote.id));
    const week = await report(7);
    const month = await report(30);
    expect(week.totals).toMatchObject({ quotesSent: 1, quotesAccepted: 2 });
    expect(month.totals).toMatchObject({ quotesSent: 3, quotesAccepted: 2 });
    expect(week.sources.map((row: { source: { kind: string } }) => row.source.kind)).toEqual([
      "campaign",
      "referrer",
    ]);
  });

  it("keeps a paid deposit whose enquiry was deleted, under no solution and as from a deleted enquiry", async () => {
    expect((await suite.admin.delete(`/api/contact/${fromCampaign}`)).status).toBe(200);
    const sales = await report(30);
    // Its quote went with it; the payment is a financial record and stays (decision 0092).
    expect(sales.totals).toMatchObject({
      quotesSent: 2,
      quotesAccepted: 1,
      deposits: 1,
      depositCents: 287_500,
    });
    expect(sales.solutions).toEqual([{ id: SOLD, title: "Sold Bot", ...NO_SALES, quotesSent: 1 }]);
    expect(sales.sources).toContainEqual({
      source: { kind: "deleted", value: "" },
      ...NO_SALES,
      deposits: 1,
      depositCents: 287_500,
    });
  });
});
