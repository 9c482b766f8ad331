import { and, eq } from "drizzle-orm";
import type { LegalDetails } from "#domain/company/legal-details";
import { formatRand } from "#domain/money";
import { balanceOf, invoiceKind, invoiceTitle } from "#domain/sales-desk/payment";
import { lineDetail, quoteTotals } from "#domain/sales-desk/quote";
import type { Database } from "../../db/client";
import { contactNotes, invoices, payments } from "../../db/schema";
import type { Outbox } from "../../mail/outbox";
import type { Actor } from "../sales-desk/contact-record";
import { recordChange } from "../sales-desk/inbox/contact-version";
import { readLines, readQuoteRow } from "../sales-desk/quotes/quote-view";
import { RuleError } from "../shared/errors";
import { type InvoiceView, invoiceMail, invoiceView, nextInvoiceNumber } from "./invoices";

// The final invoice of an accepted quote whose deposit was received (issue 50 item 2; decision
// 0098, update of 7 Dec 2026): the whole supply, less the deposit invoice by number, and the
// balance due. Numbered from the deposits' sequence when issued, which is the balance's time of
// supply unless it was paid before (VAT Act s9(1)); issued once per quote.

export const FINAL_INVOICE_NOT_ACCEPTED = "Only an accepted quote gets a final invoice";
export const FINAL_INVOICE_NO_DEPOSIT =
  "The quote's deposit has not been received yet: the final invoice deducts the deposit's invoice, so it comes after";
export const FINAL_INVOICE_NO_BALANCE = "The deposit paid the whole quote: there is no balance to invoice";

interface FinalInvoiceOptions {
  outbox: Outbox;
  legalDetails: () => Promise<LegalDetails>;
  now?: () => number;
}

export function createFinalInvoices(db: Database, options: FinalInvoiceOptions) {
  const now = options.now ?? Date.now;

  /**
   * Issues the final invoice of quote `quoteId`, or answers the one issued before (`issued`
   * false): the quote's row is locked first, so two requests at once issue one. Null when there
   * is no such quote; a RuleError when it is not accepted, its deposit not received, or nothing
   * is left to pay.
   */
  async function issue(
    quoteId: string,
    by: Actor,
  ): Promise<{ invoice: InvoiceView; issued: boolean } | null> {
    const seller = await options.legalDetails();
    const at = new Date(now());
    const result = await db.transaction(async (tx) => {
      const quote = await readQuoteRow(tx, quoteId, true);
      if (!quote) return null;
      if (quote.status !== "accepted") throw new RuleError(FINAL_INVOICE_NOT_ACCEPTED);
      const [deposit] = await tx
        .select({ payment: payments, invoice: invoices })
        .from(payments)
        .innerJoin(invoices, eq(invoices.paymentId, payments.id))
        .where(and(eq(payments.quoteId, quoteId), eq(payments.status, "confirmed")));
      if (!deposit) throw new RuleError(FINAL_INVOICE_NO_DEPOSIT);
      const [before] = await tx
        .select()
        .from(invoices)
        .where(eq(invoices.deductsInvoiceId, deposit.invoice.id));
      if (before) return { invoice: before, payment: deposit.payment, issued: false };

      // The quote's own figures: the VAT rate it was accepted at, VAT once on its total.
      const { lines, totals } = quoteTotals(
        await readLines(tx, quoteId),
        quote.vatBasisPoints / 100,
        quote.depositPercent,
      );
      const balance = balanceOf(totals, deposit.invoice);
      if (balance.inclVatCents <= 0) throw new RuleError(FINAL_INVOICE_NO_BALANCE);
      const [invoice] = await tx
        .insert(invoices)
        .values({
          number: await nextInvoiceNumber(tx, at),
          deductsInvoiceId: deposit.invoice.id,
          kind: invoiceKind(quote.seller.vatRegistered, totals.inclVatCents),
          ...balance,
          vatPercent: quote.vatBasisPoints,
          seller,
          statement: {
            quoteNumber: quote.number,
            lines: lines.map((line) => ({
              description: line.description,
              detail: lineDetail(line),
              cents: line.totalCents,
            })),
            whole: totals,
            deposit: {
              number: deposit.invoice.number,
              title: invoiceTitle(deposit.invoice.kind),
              inclVatCents: deposit.invoice.inclVatCents,
              vatCents: deposit.invoice.vatCents,
            },
          },
          issuedAt: at,
        })
        .returning();
      const issued = invoice as typeof invoices.$inferSelect;
      await options.outbox.enqueue(tx, invoiceMail(issued, deposit.payment));
      await tx.insert(contactNotes).values({
        contactId: quote.contactId,
        authorId: by.id,
        authorName: by.name,
        body: `Final ${invoiceTitle(issued.kind)} ${issued.number} issued for quotation ${quote.number}, less deposit ${deposit.invoice.number}: balance of ${formatRand(issued.inclVatCents)} due; mailed to ${deposit.payment.buyerEmail}.`,
      });
      await recordChange(tx, [quote.contactId], by);
      return { invoice: issued, payment: deposit.payment, issued: true };
    });
    if (result?.issued) void options.outbox.kick();
    return result && { invoice: invoiceView(result), issued: result.issued };
  }

  return { issue };
}

export type FinalInvoices = ReturnType<typeof createFinalInvoices>;
