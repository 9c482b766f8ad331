import { z } from "zod";
import { QUOTE_LINE_UNITS, QUOTE_STATUSES } from "#domain/sales-desk/quote";
import type { InvoiceView } from "../../services/payments/invoices";
import type { Quote } from "../../services/sales-desk/quotes/quote-view";
import { storedLegalDetailsSchema, uuid } from "./records";

// What the quote routes send, for the OpenAPI document; each `satisfies` the service's type.

const when = z.string().meta({ format: "date-time" });
const cents = (description: string) => z.int().meta({ description: `${description}, in cents` });

export const quoteSchema = z.object({
  id: uuid,
  contactId: uuid,
  solutionId: z.string().nullable(),
  number: z
    .string()
    .meta({ description: "Q-YYYY-NNNN, one gap-free sequence a year; kept by its revisions" }),
  revision: z.int(),
  status: z.enum(QUOTE_STATUSES).meta({
    description: "expired: sent (or viewed) and past validUntil; replaced: a later revision was made from it",
  }),
  lines: z.array(
    z.object({
      description: z.string(),
      quantity: z.int().meta({ description: "For a monthly line, its term in months" }),
      unitCents: cents("The unit amount, VAT included when the seller is VAT-registered"),
      unit: z.enum(QUOTE_LINE_UNITS),
      totalCents: cents("quantity × unitCents"),
    }),
  ),
  vatRegistered: z.boolean().meta({ description: "false: the quote says nothing of VAT" }),
  vatPercent: z.number(),
  totals: z.object({
    exclVatCents: z.int(),
    vatCents: z.int().meta({ description: "Worked out once on the total (decision 0086)" }),
    inclVatCents: z.int(),
  }),
  depositPercent: z.int(),
  depositCents: cents("depositPercent of the total incl. VAT"),
  validDays: z.int(),
  validUntil: z.string().meta({ format: "date", description: "The last day it can be accepted (SAST)" }),
  terms: z.string(),
  seller: storedLegalDetailsSchema,
  buyer: z.object({ name: z.string(), company: z.string(), email: z.string(), phone: z.string() }),
  url: z.string().meta({ description: "The buyer's page: signed, no account needed" }),
  version: z.int(),
  createdAt: when,
  sentAt: when.nullable(),
  viewedAt: when.nullable(),
  acceptedAt: when.nullable(),
  acceptance: z
    .object({ name: z.string(), at: when, ip: z.string(), userAgent: z.string(), sha256: z.string() })
    .nullable(),
  declinedAt: when.nullable(),
  declineReason: z.string().nullable(),
  replacedById: uuid.nullable(),
}) satisfies z.ZodType<Quote>;

export const sentQuoteSchema = z.object({
  quote: quoteSchema,
  mailed: z.boolean().meta({ description: "false: the enquiry has no email address" }),
  whatsappUrl: z.string().nullable().meta({
    description: "A wa.me link with the quote's link typed in; null when the enquiry has no phone number",
  }),
});

/** A deposit's or a final invoice (decisions 0092, 0098). */
export const invoiceSchema = z.object({
  id: z.uuid(),
  number: z.string().meta({ description: "INV-YYYY-NNNNN, from one sequence without gaps" }),
  kind: z.enum(["tax-full", "tax-abridged", "invoice"]).meta({
    description:
      "tax-full: VAT-registered, above R5,000 incl. VAT (VAT Act s20(4)); tax-abridged: at or below (s20(5)); invoice: not VAT-registered",
  }),
  title: z.string().meta({ description: '"Tax Invoice" or "Invoice", as the document is headed' }),
  paymentId: z
    .uuid()
    .meta({ description: "The deposit's payment: the one it was issued for, or whose invoice it deducts" }),
  contactId: z.uuid().nullable(),
  quoteNumber: z
    .string()
    .nullable()
    .meta({ description: "A final invoice's quotation; null on a deposit's invoice" }),
  deducts: z.string().nullable().meta({
    description:
      "A final invoice's deposit invoice (INV-YYYY-NNNNN), deducted from the whole; null on a deposit's",
  }),
  reference: z.string(),
  description: z.string(),
  buyerName: z.string(),
  exclVatCents: z
    .int()
    .meta({ description: "What this invoice charges (a final invoice: the balance), in cents" }),
  vatCents: z.int().meta({
    description:
      "A final invoice: the whole quote's VAT less the VAT of the deposit invoice, so the two add up to the quote's",
  }),
  inclVatCents: z.int(),
  vatPercent: z.number(),
  issuedAt: z.iso.datetime(),
}) satisfies z.ZodType<InvoiceView>;
