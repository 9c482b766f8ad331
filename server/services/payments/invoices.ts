import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { LegalDetails } from "#domain/company/legal-details";
import { legalLines } from "#domain/company/legal-details";
import { formatRand, inclusiveTotals, vatPercentOn } from "#domain/money";
import {
  type FinalInvoiceStatement,
  invoiceKind,
  invoiceNumber,
  invoiceTitle,
} from "#domain/sales-desk/payment";
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

/**
 * The next number of the one sequence, for an invoice issued at `at`, in `tx`: deposit and final
 * invoices alike, so the year's numbers stay one run without gaps.
 */
export async function nextInvoiceNumber(tx: Executor, at: Date): Promise<string> {
  const year = Number(southAfricanDay(at).slice(0, 4));
  return invoiceNumber(year, await nextInYear(tx, invoiceCounters, year));
}

/** Issues the invoice of `payment`, confirmed at `at`, in `tx`. */
export async function issueInvoice(
  tx: Executor,
  payment: Payment,
  seller: LegalDetails,
  at: Date,
): Promise<Invoice> {
  const percent = seller.vatRegistered ? vatPercentOn(seller.vatRates, southAfricanDay(at)) : 0;
  const totals = inclusiveTotals([payment.amountCents], percent);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number: await nextInvoiceNumber(tx, at),
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
  const { kind, seller, statement } = invoice;
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
  const issued = `${invoice.number} · issued ${formatSouthAfricanTime(invoice.issuedAt.toISOString())}`;
  const heading = {
    title,
    name: `${title} ${invoice.number}`,
    author: seller.registeredName,
    createdAt: invoice.issuedAt,
    parties: [{ heading: "From", lines: legalLines(seller) }, ...(kind === "tax-abridged" ? [] : [buyer])],
    sections: [],
  };
  if (statement)
    return { ...heading, ...finalContent(invoice, statement), subtitle: `${issued} · final invoice` };
  return {
    ...heading,
    subtitle: issued,
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
  };
}

/**
 * A final invoice's lines and totals: the quote's lines and whole supply, less the deposit
 * received with the number of the invoice that charged it, then the balance this invoice
 * charges (decision 0098, update). A seller not registered says nothing of VAT.
 */
function finalContent(invoice: Invoice, statement: FinalInvoiceStatement) {
  const { whole, deposit } = statement;
  const less = {
    label: `Less deposit received, ${deposit.title} ${deposit.number}`,
    cents: -deposit.inclVatCents,
    total: false,
  };
  const percent = invoice.vatPercent / 100;
  const taxed = invoice.kind !== "invoice";
  return {
    items: statement.lines,
    totals: taxed
      ? [
          { label: "Total excl. VAT", cents: whole.exclVatCents, total: false },
          { label: `VAT at ${percent} %`, cents: whole.vatCents, total: false },
          { label: "Total incl. VAT", cents: whole.inclVatCents, total: false },
          less,
          { label: "Balance excl. VAT", cents: invoice.exclVatCents, total: false },
          { label: "VAT on the balance", cents: invoice.vatCents, total: false },
          { label: "Balance due incl. VAT", cents: invoice.inclVatCents, total: true },
        ]
      : [
          { label: "Total", cents: whole.inclVatCents, total: false },
          less,
          { label: "Balance due", cents: invoice.inclVatCents, total: true },
        ],
    notes: [
      ...(taxed
        ? [
            "The lines' amounts include VAT.",
            `The VAT on the balance is the VAT of the whole, less ${formatRand(deposit.vatCents)} charged on ${deposit.number}.`,
          ]
        : []),
      `Final invoice for quotation ${statement.quoteNumber}.`,
    ],
  };
}

/** The invoice's PDF as the mail attaches it and the desk downloads it: the same bytes each time. */
export const invoiceFile = async (invoice: Invoice, payment: Payment) => ({
  filename: `${invoice.number}.pdf`,
  contentType: "application/pdf",
  content: await documentPdf(invoiceDocument(invoice, payment)),
});

const deducted = alias(invoices, "deducted");

/** The invoice `ref` (its number, or its id) and its (deposit's) payment; null when there is none. */
export async function findInvoice(db: Executor, ref: string) {
  const byNumber = /^INV-\d{4}-\d{5}$/.test(ref);
  if (!byNumber && !/^[0-9a-f-]{36}$/i.test(ref)) return null;
  const [row] = await db
    .select({ invoice: invoices, payment: payments })
    .from(invoices)
    .leftJoin(deducted, eq(deducted.id, invoices.deductsInvoiceId))
    // A final invoice's buyer is its deposit's.
    .innerJoin(payments, eq(payments.id, sql`coalesce(${invoices.paymentId}, ${deducted.paymentId})`))
    .where(byNumber ? eq(invoices.number, ref) : eq(invoices.id, ref));
  return row ?? null;
}

/** An invoice as the API answers it. */
export interface InvoiceView {
  id: string;
  number: string;
  kind: Invoice["kind"];
  title: string;
  /** The deposit's payment: the one it was issued for, or the one whose invoice it deducts. */
  paymentId: string;
  contactId: string | null;
  /** A final invoice: the quote's number and the deposit invoice it deducts; null on a deposit's. */
  quoteNumber: string | null;
  deducts: string | null;
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
  quoteNumber: invoice.statement?.quoteNumber ?? null,
  deducts: invoice.statement?.deposit.number ?? null,
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
