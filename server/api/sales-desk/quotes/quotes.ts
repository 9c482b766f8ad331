import { Hono } from "hono";
import { quoteInputSchema } from "#domain/sales-desk/quote-schema";
import { requireAdmin } from "#server/http/authenticate";
import { found } from "#server/http/http-error";
import type { PublicUser } from "#server/services/accounts/users";
import type { Services } from "#server/services/container";
import { CONTACT_NOT_FOUND } from "#server/services/sales-desk/contact-record";
import { pdfResponse } from "#server/services/sales-desk/quotes/quote-pdf";
import { QUOTE_NOT_FOUND } from "#server/services/sales-desk/quotes/quotes";
import { preparePdf } from "#server/services/shared/document-pdf";
import { routes, serve } from "../../openapi/contract";
import { data, list } from "../../openapi/operation";
import { invoiceSchema, quoteSchema, sentQuoteSchema } from "../../openapi/quote-records";
import type { ApiEnv } from "../../shared/env";
import { isUuid, ok, okAt } from "../../shared/respond";
import { saveOptions } from "../../shared/versioning";
import { actor } from "../inbox/contacts";

/** `{id}` or `{id}.pdf`: one route answers both, so the document keeps one path per quote. */
const PDF_NAME = /^(.*?)(\.pdf)?$/;

/** The quote routes (decisions 0090, 0091), under /api: an enquiry's quotes, and each quote. */
export const quotesApi = routes("/api", {
  create: {
    at: "POST /contact/:id/quotes",
    summary: "Make a draft quote from an enquiry",
    description:
      "Numbered Q-YYYY-NNNN in the same transaction. Prefilled from the enquiry's solution and tier: the solution once at its upfront amount, its monthly support as a line of its own for 12 months; deposit 50 %, valid 30 days, the standard terms. Amounts include VAT when the seller is VAT-registered.",
    ok: data(quoteSchema),
    status: 201,
    access: "admin",
    errors: [404],
  },
  listOfContact: {
    at: "GET /contact/:id/quotes",
    summary: "An enquiry's quotes, newest first",
    ok: list(quoteSchema),
    access: "admin",
    errors: [404],
  },
  get: {
    at: "GET /quotes/:id",
    summary: "A quote (as JSON, or as a PDF at /api/quotes/{id}.pdf)",
    description:
      "The ETag is its version, which a save names back in If-Match. GET /api/quotes/{id}.pdf answers the same quote as an A4 PDF (application/pdf, fonts embedded), as the buyer's page offers it.",
    ok: data(quoteSchema),
    access: "admin",
    errors: [404],
  },
  replace: {
    at: "PUT /quotes/:id",
    summary: "Change a quote",
    description:
      "A draft is changed in place (200). A quote already sent, viewed, accepted, declined or expired is frozen: the change makes its next revision, a new draft with the same number and a new link (201, the new quote), and the old link says it was replaced. A replaced quote cannot be changed (409). Amounts above 0 and at most R100 million, at most 50 lines, deposit 0-100 %, validity 1-365 days.",
    body: quoteInputSchema,
    ok: data(quoteSchema),
    access: "admin",
    errors: [400, 404, 409],
    versioned: true,
  },
  send: {
    at: "POST /quotes/:id/send",
    summary: "Send a quote to the buyer",
    description:
      "Mails the buyer its link through the outbox (Reply-To the sender) and answers a WhatsApp link with the same message; the enquiry moves to In Progress and its notes say so. A draft is frozen as sent; a sent one is mailed again. 400 at lines when it has none; 409 when it was accepted, declined, replaced or has expired.",
    ok: data(sentQuoteSchema),
    access: "admin",
    errors: [400, 404, 409],
    versioned: true,
  },
  finalInvoice: {
    at: "POST /quotes/:id/final-invoice",
    summary: "Issue an accepted quote's final invoice",
    description:
      "For an accepted quote whose deposit was received: the next INV-YYYY-NNNNN of the deposits' sequence, the quote's lines and totals, less the deposit invoice by number, and the balance due; its VAT is the quote's VAT less the deposit invoice's. Mailed to the buyer with its PDF (GET /api/invoices/{number}.pdf). 201 when issued; asked again, 200 and the same invoice. 400 when the quote is not accepted, its deposit not received, or nothing is left to pay.",
    ok: data(invoiceSchema),
    status: 201,
    access: "admin",
    errors: [400, 404],
  },
});

/** Quotes from the sales desk (decision 0091): made from an enquiry, edited, sent. */
export function quoteRoutes(services: Services) {
  return new Hono<ApiEnv>()
    .on(
      ...serve(quotesApi.create, requireAdmin, async (c) => {
        const id = c.req.param("id");
        const created = found(
          isUuid(id) ? await services.quotes.create(id, actor(c)) : null,
          CONTACT_NOT_FOUND,
        );
        return okAt(c, created, created, 201);
      }),
    )
    .on(
      ...serve(quotesApi.listOfContact, requireAdmin, async (c) => {
        const id = c.req.param("id");
        const listed = found(isUuid(id) ? await services.quotes.ofContact(id) : null, CONTACT_NOT_FOUND);
        // The panel links each quote's PDF: loaded in the background before one is asked for.
        if (listed.length > 0) void preparePdf();
        return listed;
      }),
    )
    .on(
      ...serve(quotesApi.get, requireAdmin, async (c) => {
        const [, id = "", pdf] = PDF_NAME.exec(c.req.param("id")) ?? [];
        const quote = found(isUuid(id) ? await services.quotes.get(id) : null, QUOTE_NOT_FOUND);
        if (pdf) return pdfResponse(quote);
        void preparePdf();
        return okAt(c, quote, quote);
      }),
    )
    .on(
      ...serve(quotesApi.replace, requireAdmin, async (c, { body }) => {
        const id = c.req.param("id");
        const options = saveOptions(c);
        const saved = found(
          isUuid(id) ? await services.quotes.update(id, body, options) : null,
          QUOTE_NOT_FOUND,
        );
        return okAt(c, saved.quote, saved.quote, saved.revised ? 201 : 200);
      }),
    )
    .on(
      ...serve(quotesApi.send, requireAdmin, async (c) => {
        const id = c.req.param("id");
        const { email } = c.get("user") as PublicUser;
        const { expectedVersion } = saveOptions(c);
        const sent = found(
          isUuid(id) ? await services.quotes.send(id, { ...actor(c), email }, expectedVersion) : null,
          QUOTE_NOT_FOUND,
        );
        return okAt(c, sent.quote, sent);
      }),
    )
    .on(
      ...serve(quotesApi.finalInvoice, requireAdmin, async (c) => {
        const id = c.req.param("id");
        const final = found(
          isUuid(id) ? await services.finalInvoices.issue(id, actor(c)) : null,
          QUOTE_NOT_FOUND,
        );
        return ok(c, final.invoice, final.issued ? 201 : 200);
      }),
    );
}
