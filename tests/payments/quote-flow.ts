import { eq } from "drizzle-orm";
import { beforeAll, expect } from "vitest";
import { payments } from "#server/db/schema";
import { quotableSolution } from "../support/solution-lists";
import { PUBLIC_URL, type paymentSuite } from "./payment-suite";

// A quote taken to its buyer's page as a browser without JavaScript goes (decision 0097): made
// and sent through the API, accepted by a form post on the page, its deposit asked there.

/**
 * The pages and quotes of `helpers`' test site; quotes are made from enquiries about a solution
 * `solutionId` made for them, by a seller VAT-registered when a `vatNumber` is given.
 */
export function quoteFlow(
  helpers: ReturnType<typeof paymentSuite>,
  { solutionId, vatNumber }: { solutionId: string; vatNumber?: string },
) {
  const { suite } = helpers;
  beforeAll(async () => {
    await suite.admin.post("/api/solutions", quotableSolution(solutionId, `Solution ${solutionId}`));
    const legal = await suite.admin.put("/api/settings/legal", {
      registeredName: "AI Solutions (Pty) Ltd",
      registrationNumber: "2019/123456/07",
      physicalAddress: "1 Long Street, Cape Town, 8001",
      vatRegistered: Boolean(vatNumber),
      ...(vatNumber ? { vatNumber } : {}),
    });
    expect(legal.status, JSON.stringify(legal.body)).toBe(200);
  });
  let quotes = 0;
  const local = (url: string) => helpers.reach(url);
  /** Our page at `path`, as the buyer's browser reads it. */
  const open = async (path: string) => {
    const response = await fetch(local(`${PUBLIC_URL}${path}`));
    return { response, html: await response.text() };
  };
  /** A form post as the buyer's browser sends it from our page. */
  const post = (path: string, fields: Record<string, string> = {}) =>
    fetch(local(`${PUBLIC_URL}${path}`), {
      method: "POST",
      redirect: "manual",
      headers: { origin: PUBLIC_URL, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });

  /**
   * A quote sent to a new enquiry, prefilled from the solution or saved with `content` (PUT's
   * body) first: its page's path, its id and the enquiry's.
   */
  async function sentQuote(content?: Record<string, unknown>) {
    quotes++;
    const logged = await suite.admin.post("/api/contact/conversations", {
      name: `Naledi Deposit ${quotes}`,
      email: `naledi${quotes}-${Date.now()}@example.co.za`,
      message: "Quote please.",
      channel: "email",
      solutionId,
    });
    const { data: quote } = (await suite.admin.post(`/api/contact/${logged.body.data.id}/quotes`)).body;
    if (content) expect((await suite.admin.put(`/api/quotes/${quote.id}`, content)).status).toBe(200);
    expect((await suite.admin.post(`/api/quotes/${quote.id}/send`)).status).toBe(200);
    return {
      path: new URL(quote.url).pathname,
      quoteId: quote.id as string,
      contactId: logged.body.data.id as string,
    };
  }

  /** A quote sent and accepted by its buyer on its page. */
  async function acceptedQuote(content?: Record<string, unknown>) {
    const sent = await sentQuote(content);
    const accepted = await post(sent.path, { intent: "accept", name: `Naledi ${quotes}`, accept: "yes" });
    expect(accepted.status).toBe(303);
    return sent;
  }

  const quotePayments = (quoteId: string) =>
    suite.server.services.db.select().from(payments).where(eq(payments.quoteId, quoteId));

  return { open, post, sentQuote, acceptedQuote, quotePayments };
}
