import type { LegalDetails } from "#domain/company/legal-details";
import { legalLines } from "#domain/company/legal-details";
import { formatRand, inclusiveTotals, vatPercentOn } from "#domain/money";
import { invoiceKind, invoiceNumber, invoiceTitle } from "#domain/sales-desk/payment";
import { formatSouthAfricanTime } from "#domain/south-african-time";
import type { Executor } from "../../db/client";
import { invoiceCounters, invoices, type payments } from "../../db/schema";
import { nextInYear } from "../../db/year-counter";
import type { MailMessage } from "../../mail/mailer";

// The invoice a confirmed payment gets (issue 50 item 2; decision 0092). A supply takes place at
// the earlier of invoice or payment (VAT Act s9(1)), so it is issued at confirmation, in the
// same transaction, numbered from one gap-free sequence per year.

type Payment = typeof payments.$inferSelect;
type Invoice = typeof invoices.$inferSelect;

const SAST_OFFSET_MS = 2 * 60 * 60_000;

/** The South African calendar day of `at`, yyyy-mm-dd. */
const southAfricanDay = (at: Date) => new Date(at.getTime() + SAST_OFFSET_MS).toISOString().slice(0, 10);

/** Issues the invoice of `payment`, confirmed at `at`, in `tx`. */
export async function issueInvoice(
  tx: Executor,
  payment: Payment,
  seller: LegalDetails,
  at: Date,
): Promise<Invoice> {
  const day = southAfricanDay(at);
  const percent = seller.vatRegistered ? vatPercentOn(seller.vatRates, day) : 0;
  const totals = inclusiveTotals([payment.amountCents], percent);
  const year = Number(day.slice(0, 4));
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number: invoiceNumber(year, await nextInYear(tx, invoiceCounters, year)),
      paymentId: payment.id,
      kind: invoiceKind(seller.vatRegistered, totals.inclVatCents),
      ...totals,
      vatPercent: Math.round(percent * 100),
      seller,
      issuedAt: at,
    })
    .returning();
  return invoice as Invoice;
}

const GATEWAY_NAMES = { payfast: "PayFast", yoco: "Yoco", manual: "bank transfer" } as const;

/**
 * The invoice as the buyer's mail states it. A full tax invoice (VAT Act s20(4)) names the
 * seller's address and VAT number, the buyer and their VAT number where given, the value, the
 * VAT and the total; an abridged one (s20(5)) may leave the buyer out and state that the total
 * includes VAT; an invoice of a seller not registered says nothing of VAT.
 */
function invoiceText(invoice: Invoice, payment: Payment): string {
  const kind = invoice.kind;
  const seller = invoice.seller;
  const money = (label: string, cents: number) => `${label}: ${formatRand(cents)}`;
  const percent = invoice.vatPercent / 100;
  const lines = [
    `${invoiceTitle(kind)} ${invoice.number}`,
    `Date: ${formatSouthAfricanTime(invoice.issuedAt.toISOString())}`,
    "",
    ...legalLines(seller),
    "",
    ...(kind === "tax-abridged"
      ? []
      : [
          `To: ${payment.buyerName}`,
          ...(kind === "tax-full" && payment.buyerVatNumber ? [`VAT number ${payment.buyerVatNumber}`] : []),
          "",
        ]),
    payment.description,
    "",
    ...(kind === "invoice"
      ? [money("Total", invoice.inclVatCents)]
      : kind === "tax-full"
        ? [
            money("Value excl. VAT", invoice.exclVatCents),
            money(`VAT at ${percent} %`, invoice.vatCents),
            money("Total incl. VAT", invoice.inclVatCents),
          ]
        : [
            money("Total incl. VAT", invoice.inclVatCents),
            money(`VAT included at ${percent} %`, invoice.vatCents),
          ]),
    "",
    `Paid in full by ${GATEWAY_NAMES[payment.gateway ?? "manual"]}, reference ${payment.reference}. Thank you.`,
  ];
  return lines.join("\n");
}

export const invoiceMail = (invoice: Invoice, payment: Payment): MailMessage => ({
  to: payment.buyerEmail,
  subject: `${invoiceTitle(invoice.kind)} ${invoice.number} from ${invoice.seller.registeredName}`,
  text: invoiceText(invoice, payment),
});
