import { eq } from "drizzle-orm";
import type { LegalDetails } from "#domain/company/legal-details";
import { legalLines } from "#domain/company/legal-details";
import { inclusiveTotals, vatPercentOn } from "#domain/money";
import { invoiceKind, invoiceNumber, invoiceTitle } from "#domain/sales-desk/payment";
import { formatSouthAfricanTime } from "#domain/south-african-time";
import type { Executor } from "../../db/client";
import { invoiceCounters, invoices, payments } from "../../db/schema";
import { nextInYear } from "../../db/year-counter";
import type { MailMessage } from "../../mail/mailer";
import { type DocumentContent, documentPdf, documentText } from "../shared/document-pdf";

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

/** How a payment is named where it was made. */
export const GATEWAY_NAMES = { payfast: "PayFast", yoco: "Yoco", manual: "bank transfer" } as const;

/**
 * What the invoice states, for its PDF and its mail alike. A full tax invoice (VAT Act s20(4))
 * names the seller's address and VAT number, the buyer and their VAT number where given, the
 * value, the VAT and the total; an abridged one (s20(5)) may leave the buyer out and state that
 * the total includes VAT; an invoice of a seller not registered says nothing of VAT.
 */
export function invoiceDocument(invoice: Invoice, payment: Payment): DocumentContent {
  const { kind, seller } = invoice;
  const title = invoiceTitle(kind);
  const percent = invoice.vatPercent / 100;
  const buyer = {
    heading: "To",
    lines: [
      payment.buyerName,
      payment.buyerEmail,
      ...(kind === "tax-full" && payment.buyerVatNumber ? [`VAT number ${payment.buyerVatNumber}`] : []),
    ],
  };
  return {
    title,
    subtitle: `${invoice.number} · issued ${formatSouthAfricanTime(invoice.issuedAt.toISOString())}`,
    name: `${title} ${invoice.number}`,
    author: seller.registeredName,
    createdAt: invoice.issuedAt,
    parties: [{ heading: "From", lines: legalLines(seller) }, ...(kind === "tax-abridged" ? [] : [buyer])],
    items: [
      {
        description: payment.description,
        detail: `Reference ${payment.reference}`,
        cents: kind === "tax-full" ? invoice.exclVatCents : invoice.inclVatCents,
      },
    ],
    totals:
      kind === "invoice"
        ? [{ label: "Total", cents: invoice.inclVatCents, total: true }]
        : kind === "tax-full"
          ? [
              { label: "Value excl. VAT", cents: invoice.exclVatCents, total: false },
              { label: `VAT at ${percent} %`, cents: invoice.vatCents, total: false },
              { label: "Total incl. VAT", cents: invoice.inclVatCents, total: true },
            ]
          : [
              { label: "Total incl. VAT", cents: invoice.inclVatCents, total: true },
              { label: `VAT included at ${percent} %`, cents: invoice.vatCents, total: false },
            ],
    notes: [
      `Paid in full by ${GATEWAY_NAMES[payment.gateway ?? "manual"]}, reference ${payment.reference}. Thank you.`,
    ],
    sections: [],
  };
}

/** The invoice's PDF as the mail attaches it and the desk downloads it: the same bytes each time. */
export const invoiceFile = async (invoice: Invoice, payment: Payment) => ({
  filename: `${invoice.number}.pdf`,
  contentType: "application/pdf",
  content: await documentPdf(invoiceDocument(invoice, payment)),
});

/** The invoice `ref` (its number, or its id) and its payment; null when there is none. */
export async function findInvoice(db: Executor, ref: string) {
  const byNumber = /^INV-\d{4}-\d{5}$/.test(ref);
  if (!byNumber && !/^[0-9a-f-]{36}$/i.test(ref)) return null;
  const [row] = await db
    .select({ invoice: invoices, payment: payments })
    .from(invoices)
    .innerJoin(payments, eq(payments.id, invoices.paymentId))
    .where(byNumber ? eq(invoices.number, ref) : eq(invoices.id, ref));
  return row ?? null;
}

/** An invoice as the API answers it. */
export interface InvoiceView {
  id: string;
  number: string;
  kind: Invoice["kind"];
  title: string;
  paymentId: string;
  contactId: string | null;
  reference: string;
  description: string;
  buyerName: string;
  exclVatCents: number;
  vatCents: number;
  inclVatCents: number;
  /** The VAT rate in percent (15), 0 when the seller was not VAT-registered. */
  vatPercent: number;
  issuedAt: string;
}

export const invoiceView = ({ invoice, payment }: { invoice: Invoice; payment: Payment }): InvoiceView => ({
  id: invoice.id,
  number: invoice.number,
  kind: invoice.kind,
  title: invoiceTitle(invoice.kind),
  paymentId: payment.id,
  contactId: payment.contactId,
  reference: payment.reference,
  description: payment.description,
  buyerName: payment.buyerName,
  exclVatCents: invoice.exclVatCents,
  vatCents: invoice.vatCents,
  inclVatCents: invoice.inclVatCents,
  vatPercent: invoice.vatPercent / 100,
  issuedAt: invoice.issuedAt.toISOString(),
});

/** The mail's attachment that stands for the invoice's PDF, rendered when the mail is sent. */
export const INVOICE_ATTACHMENT = "invoice-pdf";

/** The outbox's maker of INVOICE_ATTACHMENT: the PDF of the invoice with `id`. */
export async function invoiceAttachment(db: Executor, id: string) {
  const found = await findInvoice(db, id);
  if (!found) throw new Error(`Invoice ${id} not found`);
  return invoiceFile(found.invoice, found.payment);
}

export const invoiceMail = (invoice: Invoice, payment: Payment): MailMessage => ({
  to: payment.buyerEmail,
  subject: `${invoiceTitle(invoice.kind)} ${invoice.number} from ${invoice.seller.registeredName}`,
  text: `${documentText(invoiceDocument(invoice, payment))}\n\nThe ${invoiceTitle(invoice.kind).toLowerCase()} is attached as a PDF.`,
  attachments: [{ kind: INVOICE_ATTACHMENT, id: invoice.id }],
});
