import type { QuoteInput } from "#domain/sales-desk/quote-schema";
import type { Quote } from "#server/services/sales-desk/quotes/quote-view";
import { apiRequest, apiVersioned } from "./http";

// Quotes from the inbox's panel (decision 0091): made from an enquiry, saved, sent.

export type { Quote };

const one = (id: string) => `/api/quotes/${encodeURIComponent(id)}`;

export const fetchQuotes = (contactId: string) =>
  apiRequest<Quote[]>("GET", `/api/contact/${encodeURIComponent(contactId)}/quotes`);
export const createQuote = (contactId: string) =>
  apiRequest<Quote>("POST", `/api/contact/${encodeURIComponent(contactId)}/quotes`);
/** Saves over the version shown; a quote already sent answers with its next revision. */
export const saveQuote = (quote: Quote, input: QuoteInput) =>
  apiVersioned<Quote>("PUT", one(quote.id), { body: input, version: quote.version }).then(
    (answer) => answer.data,
  );
export const sendQuote = (quote: Quote) =>
  apiVersioned<{ quote: Quote; mailed: boolean; whatsappUrl: string | null }>(
    "POST",
    `${one(quote.id)}/send`,
    {
      version: quote.version,
    },
  ).then((answer) => answer.data);
/** The PDF, read with the admin's session. */
export const quotePdfPath = (quote: Quote) => `${one(quote.id)}.pdf`;
