import { Hono } from "hono";
import { requireAdmin } from "../../http/authenticate";
import { found } from "../../http/http-error";
import type { Services } from "../../services/container";
import { findInvoice, invoiceFile, invoiceView } from "../../services/payments/invoices";
import { pdfAnswer } from "../../services/shared/document-pdf";
import { routes, serve } from "../openapi/contract";
import { data } from "../openapi/operation";
import { invoiceSchema } from "../openapi/quote-records";
import type { ApiEnv } from "../shared/env";

// The invoices issued when deposits are confirmed (decisions 0092, 0098), as JSON or as the PDF
// the buyer was mailed.

const NOT_FOUND = "Invoice not found";
/** `{ref}` or `{ref}.pdf`: one route answers both, as a quote's does. */
const PDF_NAME = /^(.*?)(\.pdf)?$/;

export const invoicesApi = routes("/api/invoices", {
  get: {
    at: "GET /:ref",
    summary: "An invoice (as JSON, or as a PDF at /api/invoices/{number or id}.pdf)",
    description:
      "Found by its number (INV-2026-00042) or its id. GET /api/invoices/{number or id}.pdf answers the A4 PDF the buyer was mailed (application/pdf, fonts embedded), the same bytes each time.",
    ok: data(invoiceSchema),
    access: "admin",
    errors: [404],
  },
});

export function invoiceRoutes(services: Services) {
  return new Hono<ApiEnv>().on(
    ...serve(invoicesApi.get, requireAdmin, async (c) => {
      const [, ref = "", pdf] = PDF_NAME.exec(c.req.param("ref")) ?? [];
      const invoice = found(await findInvoice(services.db, ref), NOT_FOUND);
      if (!pdf) return invoiceView(invoice);
      const file = await invoiceFile(invoice.invoice, invoice.payment);
      return pdfAnswer(file.content, file.filename);
    }),
  );
}
