// Deposits and the invoices issued when they are paid (issue 50; decision 0092). Shapes and the
// rules server and admin screens share; the gateways' own rules live in server/payments/.

import type { DocumentTotals } from "../money";

export const PAYMENT_GATEWAYS = ["payfast", "yoco", "manual"] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];

/** awaiting: asked, not paid yet; confirmed: the money is ours; failed: the gateway said no. */
export const PAYMENT_STATUSES = ["awaiting", "confirmed", "failed"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * What the desk shows: a payment the buyer came back from the gateway for, still without a
 * confirmation this long after, is "awaiting confirmation" and offers Check again.
 */
export const CONFIRMATION_WAIT_MS = 15 * 60_000;

export type PaymentState = PaymentStatus | "awaiting-confirmation";

export function paymentState(
  payment: { status: PaymentStatus; returnedAt: string | null },
  now: number,
): PaymentState {
  if (payment.status !== "awaiting" || !payment.returnedAt) return payment.status;
  return now - Date.parse(payment.returnedAt) >= CONFIRMATION_WAIT_MS ? "awaiting-confirmation" : "awaiting";
}

/**
 * A VAT vendor's invoice for a supply above R5,000 incl. VAT is a full tax invoice, at or below
 * an abridged one (VAT Act s20(4) and (5), the R5,000 threshold since 1 March 2019); a seller
 * not registered for VAT issues an invoice that says nothing of VAT.
 */
const FULL_TAX_INVOICE_ABOVE_CENTS = 500_000;

export type InvoiceKind = "tax-full" | "tax-abridged" | "invoice";

export function invoiceKind(vatRegistered: boolean, inclVatCents: number): InvoiceKind {
  if (!vatRegistered) return "invoice";
  return inclVatCents > FULL_TAX_INVOICE_ABOVE_CENTS ? "tax-full" : "tax-abridged";
}

/** The document's title as VAT Act s20(4)(a) words it: "Tax Invoice" for a VAT vendor. */
export const invoiceTitle = (kind: InvoiceKind) => (kind === "invoice" ? "Invoice" : "Tax Invoice");

/** INV-2026-00042: the year the payment was confirmed, and its place in that year's sequence. */
export const invoiceNumber = (year: number, sequence: number) =>
  `INV-${year}-${String(sequence).padStart(5, "0")}`;

/**
 * What a quote's final invoice states beyond its own amounts, frozen at issue (decision 0098,
 * update): the quote's lines (amounts incl. VAT) and whole supply, and the deposit invoice it
 * deducts by number. Its own amounts are the balance.
 */
export interface FinalInvoiceStatement {
  quoteNumber: string;
  lines: { description: string; detail: string; cents: number }[];
  whole: DocumentTotals;
  deposit: { number: string; title: string; inclVatCents: number; vatCents: number };
}

/**
 * The balance a final invoice charges: the whole supply less the deposit invoice, amount by
 * amount. Its VAT is the whole's VAT less the VAT already invoiced with the deposit (which was
 * accounted for then, VAT Act s9(1)), never the balance's own tax fraction, so the two
 * invoices' VAT adds up to the quote's to the cent.
 */
export const balanceOf = (whole: DocumentTotals, deposit: DocumentTotals): DocumentTotals => ({
  exclVatCents: whole.exclVatCents - deposit.exclVatCents,
  vatCents: whole.vatCents - deposit.vatCents,
  inclVatCents: whole.inclVatCents - deposit.inclVatCents,
});

/** Bank details shown to a buyer who pays by transfer, with the payment's reference. */
export interface BankDetails {
  bankName: string;
  accountHolder: string;
  accountNumber: string;
  branchCode: string;
}

/** A secret as stored: AES-256-GCM under SETTINGS_ENCRYPTION_KEY (server/payments/secret-box.ts). */
export interface SealedSecret {
  sealed: string;
}

/** The gateways' settings as the database holds them, secrets sealed. */
export interface StoredPaymentSettings {
  payfast: {
    merchantId: string;
    merchantKey: SealedSecret;
    passphrase: SealedSecret | null;
    baseUrl: string;
  } | null;
  yoco: { secretKey: SealedSecret; webhookSecret: SealedSecret; baseUrl: string } | null;
  bank: BankDetails | null;
}
