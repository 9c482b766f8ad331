import type { QuoteInput } from "#domain/sales-desk/quote-schema";
import type { Quote } from "#server/services/sales-desk/quotes/quote-view";
import { call, callVersioned, request } from "./http";

// Quotes from the inbox's panel (decision 0091): made from an enquiry, saved, sent.

export type { Quote };

export const fetchQuotes = (contactId: string) =>
  call("GET /api/contact/:id/quotes", { params: { id: contactId } });
export const createQuote = (contactId: string) =>
  call("POST /api/contact/:id/quotes", { params: { id: contactId } });
/** Saves over the version shown; a quote already sent answers with its next revision. */
export const saveQuote = (quote: Quote, input: QuoteInput) =>
  callVersioned("PUT /api/quotes/:id", quote.version, { params: { id: quote.id }, body: input }).then(
    (answer) => answer.data,
  );
export const sendQuote = (quote: Quote) =>
  callVersioned("POST /api/quotes/:id/send", quote.version, { params: { id: quote.id } }).then(
    (answer) => answer.data,
  );
/** An accepted quote's final invoice, less its deposit's: issued once, the same one when asked again. */
export const issueFinalInvoice = (quote: Quote) =>
  call("POST /api/quotes/:id/final-invoice", { params: { id: quote.id } });
/** An invoice's PDF, read with the admin's session, by its number. */
export const invoicePdfPath = (number: string) =>
  `${request("GET /api/invoices/:ref", { params: { ref: number } }).path}.pdf`;
/** The PDF, read with the admin's session: the quote's own address with .pdf after it. */
export const quotePdfPath = (quote: Quote) =>
  `${request("GET /api/quotes/:id", { params: { id: quote.id } }).path}.pdf`;
