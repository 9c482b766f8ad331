import { eq, like } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { formatRand } from "#domain/money";
import { invoices, mailOutbox } from "#server/db/schema";
import { pdfReader } from "../support/pdf-reading";
import { attachmentsOf, type ReceivedMail, startSmtpServer } from "../support/smtp";
import { soon } from "../support/soon";
import { paymentSuite, withGateways } from "./payment-suite";
import { quoteFlow } from "./quote-flow";

// The final invoice of an accepted quote whose deposit was received (issue 50 item 2, last
// clause; decision 0098, update): the next number of the deposits' one sequence, the quote's
// lines and totals less the deposit invoice by number, the balance, its VAT the quote's less the
// deposit invoice's; mailed with its PDF; issued once however often asked.

const smtp = await startSmtpServer();
afterAll(() => smtp.close());
const helpers = paymentSuite({ SMTP_URL: smtp.url });
const { suite, download } = helpers;
const flow = quoteFlow(helpers, { solutionId: "final-bot", vatNumber: "4123456789" });
const pdf = pdfReader("final-invoice");

withGateways(helpers, () => ({
  bank: {
    bankName: "First National Bank",
    accountHolder: "AI Solutions (Pty) Ltd",
    accountNumber: "62812345678",
    branchCode: "250655",
  },
}));

/**
 * R24 345,55 incl. VAT at 15 %, 50 % deposit: the whole's VAT is R3 175,51, the deposit
 * invoice's R1 587,75, so the balance's is R1 587,76, a cent more than the tax fraction of the
 * balance alone (R1 587,75) would be.
 */
const QUOTE = {
  lines: [
    { description: "Chatbot build", quantity: 1, unitCents: 1_234_567, unit: "once" },
    { description: "Support", quantity: 12, unitCents: 99_999, unit: "month" },
  ],
  depositPercent: 50,
  validDays: 30,
  terms: "Balance due on delivery.",
};

/** An accepted quote whose deposit the buyer was asked on its page and an admin marked received. */
async function depositPaid(content: Record<string, unknown> = QUOTE) {
  const { path, quoteId, contactId } = await flow.acceptedQuote(content);
  expect((await flow.open(path)).response.status).toBe(200);
  const [payment] = await flow.quotePayments(quoteId);
  const received = await suite.admin.post(`/api/payments/${payment?.id}/received`);
  expect(received.status, JSON.stringify(received.body)).toBe(200);
  return {
    quoteId,
    contactId,
    buyerEmail: payment?.buyerEmail as string,
    deposit: received.body.data.invoiceNumber as string,
  };
}

const issueFinal = (quoteId: string) => suite.admin.post(`/api/quotes/${quoteId}/final-invoice`);
const sequence = (number: string) => Number(number.slice(-5));

describe("an accepted quote's final invoice", () => {
  it("deducts the deposit invoice by number, charges the balance with the VAT left over, and is mailed with its PDF", async () => {
    const { quoteId, contactId, buyerEmail, deposit } = await depositPaid();
    const quote = (await suite.admin.get(`/api/quotes/${quoteId}`)).body.data;
    expect(quote.totals).toEqual({ exclVatCents: 2_117_004, vatCents: 317_551, inclVatCents: 2_434_555 });

    const issued = await issueFinal(quoteId);
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    const final = issued.body.data;
    expect(final).toMatchObject({
      kind: "tax-full",
      title: "Tax Invoice",
      contactId,
      quoteNumber: quote.number,
      deducts: deposit,
      inclVatCents: 1_217_277,
      vatCents: 158_776,
      exclVatCents: 1_058_501,
      vatPercent: 15,
    });
    expect(sequence(final.number)).toBe(sequence(deposit) + 1);

    // The two invoices add up to the quote, VAT to the cent.
    const first = (await suite.admin.get(`/api/invoices/${deposit}`)).body.data;
    expect(first.vatCents + final.vatCents).toBe(quote.totals.vatCents);
    expect(first.inclVatCents + final.inclVatCents).toBe(quote.totals.inclVatCents);
    expect(first.exclVatCents + final.exclVatCents).toBe(quote.totals.exclVatCents);

    const mail = await soon(
      async () => smtp.received.find((m) => m.to.includes(buyerEmail) && m.raw.includes(final.number)),
      (found) => found !== undefined,
    );
    expect(mail, "the final invoice's mail").toBeDefined();
    const files = attachmentsOf(mail as ReceivedMail);
    expect(files.map(({ name }) => name)).toEqual([`${final.number}.pdf`]);
    const attached = files[0]?.bytes as Buffer;
    expect((await download(`/api/invoices/${final.number}.pdf`)).bytes.equals(attached)).toBe(true);

    const text = pdf.text(pdf.save("final.pdf", attached)).replace(/\u00a0/g, " ");
    for (const words of [
      "Tax Invoice",
      final.number,
      "final invoice",
      "VAT number 4123456789",
      "Chatbot build",
      "R999,99 a month × 12 months",
      "Total excl. VAT",
      "VAT at 15 %",
      `Less deposit received, Tax Invoice ${deposit}`,
      "VAT on the balance",
      "Balance due incl. VAT",
      `Final invoice for quotation ${quote.number}.`,
    ])
      expect(text).toContain(words);
    for (const cents of [2_434_555, -1_217_278, 1_058_501, 158_776, 1_217_277])
      expect(text).toContain(formatRand(cents).replace(/\u00a0/g, " "));

    const notes = (await suite.admin.get(`/api/contact/${contactId}`)).body.data.notes.map(
      (note: { body: string }) => note.body,
    );
    expect(notes).toContainEqual(
      `Final Tax Invoice ${final.number} issued for quotation ${quote.number}, less deposit ${deposit}: balance of ${formatRand(1_217_277)} due; mailed to ${buyerEmail}.`,
    );
  });

  it("is issued once: asked again, or several times at once, it answers the same invoice and mails it once", async () => {
    const { quoteId, buyerEmail } = await depositPaid();
    const answers = await Promise.all([issueFinal(quoteId), issueFinal(quoteId), issueFinal(quoteId)]);
    const again = await issueFinal(quoteId);
    expect([...answers, again].map((answer) => answer.status).sort()).toEqual([200, 200, 200, 201]);
    const numbers = new Set([...answers, again].map((answer) => answer.body.data.number));
    expect(numbers.size).toBe(1);
    const [number] = numbers;
    const { db } = suite.server.services;
    expect(await db.select().from(invoices).where(eq(invoices.number, number))).toHaveLength(1);
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `%${number}%`));
    expect(mails.map((mail) => mail.to)).toEqual([buyerEmail]);
  });

  it("takes its number from the deposits' sequence, which stays without gaps with the two kinds interleaved", async () => {
    const a = await depositPaid();
    const b = await depositPaid();
    const finalA = (await issueFinal(a.quoteId)).body.data.number as string;
    const c = await depositPaid({ ...QUOTE, depositPercent: 30 });
    const finalB = (await issueFinal(b.quoteId)).body.data.number as string;
    const refused = await issueFinal((await flow.sentQuote()).quoteId);
    expect(refused.status).toBe(400);
    expect((await issueFinal(a.quoteId)).body.data.number).toBe(finalA);
    const finalC = (await issueFinal(c.quoteId)).body.data;
    expect([a.deposit, b.deposit, finalA, c.deposit, finalB, finalC.number].map(sequence)).toEqual(
      Array.from({ length: 6 }, (_, i) => sequence(a.deposit) + i),
    );

    const all = (await suite.server.services.db.select({ number: invoices.number }).from(invoices))
      .map(({ number }) => sequence(number))
      .sort((x, y) => x - y);
    expect(all).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));

    // 30 %: R7 303,67 deposit; the balance's VAT is still the whole's less the deposit's.
    const deposit = (await suite.admin.get(`/api/invoices/${c.deposit}`)).body.data;
    expect(deposit.inclVatCents + finalC.inclVatCents).toBe(2_434_555);
    expect(deposit.vatCents + finalC.vatCents).toBe(317_551);
  });

  it("is refused, changing nothing, for a quote not accepted, a deposit not received, or a quote unknown", async () => {
    const { db } = suite.server.services;
    const count = async () => (await db.select({ id: invoices.id }).from(invoices)).length;
    const before = await count();

    const sent = await flow.sentQuote();
    expect((await issueFinal(sent.quoteId)).body).toMatchObject({
      success: false,
      message: "Only an accepted quote gets a final invoice",
    });
    const accepted = await flow.acceptedQuote(QUOTE);
    await flow.open(accepted.path);
    const unpaid = await issueFinal(accepted.quoteId);
    expect(unpaid.status).toBe(400);
    expect(unpaid.body.message).toBe(
      "The quote's deposit has not been received yet: the final invoice deducts the deposit's invoice, so it comes after",
    );
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-quote"]) {
      const unknown = await issueFinal(id);
      expect(unknown.status, id).toBe(404);
      expect(unknown.body).toMatchObject({ success: false, message: "Quote not found" });
    }
    const signedOut = await fetch(`${suite.server.url}/api/quotes/${accepted.quoteId}/final-invoice`, {
      method: "POST",
    });
    expect(signedOut.status).toBe(401);
    expect(await count()).toBe(before);
  });
});
