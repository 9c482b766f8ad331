import { legalLines } from "#domain/company/legal-details";
import {
  lineDetail,
  QUOTE_TITLE,
  quoteSubtitle,
  totalRows,
  VAT_INCLUDED_NOTE,
} from "#domain/sales-desk/quote";
import { type DocumentContent, documentPdf, pdfAnswer } from "../../shared/document-pdf";
import type { Quote } from "./quote-view";

// A quote as a PDF (decision 0091): what the buyer's page shows, drawn by the document builder
// the invoices share (decision 0098).

const quoteDocument = (quote: Quote): DocumentContent => ({
  title: QUOTE_TITLE,
  subtitle: quoteSubtitle(quote),
  name: `${QUOTE_TITLE} ${quote.number}`,
  author: quote.seller.registeredName,
  parties: [
    { heading: "From", lines: legalLines(quote.seller) },
    {
      heading: "For",
      lines: [quote.buyer.name, quote.buyer.company, quote.buyer.email, quote.buyer.phone].filter(Boolean),
    },
  ],
  items: quote.lines.map((line) => ({
    description: line.description,
    detail: lineDetail(line),
    cents: line.totalCents,
  })),
  totals: totalRows(quote),
  notes: quote.vatRegistered ? [VAT_INCLUDED_NOTE] : [],
  sections: [{ heading: "Terms", body: quote.terms }],
});

/** The PDF of `quote`, as bytes. */
export const quotePdf = (quote: Quote): Promise<Buffer> => documentPdf(quoteDocument(quote));

/** The PDF as an answer: a download named by the quote's number, never cached. */
export async function pdfResponse(quote: Quote): Promise<Response> {
  const name = `${quote.number}${quote.revision > 1 ? `-${quote.revision}` : ""}.pdf`;
  return pdfAnswer(await quotePdf(quote), name);
}
