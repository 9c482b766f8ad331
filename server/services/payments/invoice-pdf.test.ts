import { describe, expect, it } from "vitest";
import { DEFAULT_LEGAL_DETAILS } from "#domain/company/legal-details-schema";
import { inclusiveTotals } from "#domain/money";
import { balanceOf, type InvoiceKind, invoiceKind } from "#domain/sales-desk/payment";
import type { invoices, payments } from "#server/db/schema";
import { pdfReader } from "../../../tests/support/pdf-reading";
import { invoiceFile } from "./invoices";

// Issue 50 item 2: the invoice issued when a deposit is confirmed, as the PDF the buyer is mailed
// (decision 0098), read back with poppler and looked at as a picture: "Tax Invoice" full above
// R5,000 incl. VAT and abridged at or below when the seller is VAT-registered (VAT Act s20(4),
// (5)); "Invoice" without a word of VAT when not; the same bytes each time it is made.

const pdf = pdfReader("invoice-pdf");

const REGISTERED = {
  ...DEFAULT_LEGAL_DETAILS,
  registeredName: "Wêreldwyd Oplossings (Edms) Bpk",
  physicalAddress: "12 Kerkstraat, Stellenbosch, 7600",
  vatRegistered: true,
  vatNumber: "4123456789",
};

const ISSUED = new Date("2026-12-07T08:30:00.000Z");

/** A confirmed deposit of `amountCents` and the invoice issued for it, as their rows are stored. */
function issued(amountCents: number, vatRegistered: boolean) {
  const percent = vatRegistered ? 15 : 0;
  const payment: typeof payments.$inferSelect = {
    id: "00000000-0000-4000-8000-000000000010",
    contactId: "00000000-0000-4000-8000-000000000011",
    quoteId: null,
    reference: "DEP-7K3M9QX2",
    description: "50 % deposit on quotation Q-2026-0042",
    amountCents,
    buyerName: "Pieter Koöperasie",
    buyerEmail: "pieter@example.co.za",
    buyerVatNumber: "4987654321",
    status: "confirmed",
    gateway: "payfast",
    gatewayPaymentId: "1234567",
    checkoutId: null,
    returnedAt: null,
    confirmedAt: ISSUED,
    confirmedById: null,
    confirmedByName: null,
    failureReason: null,
    createdAt: ISSUED,
  };
  const totals = inclusiveTotals([amountCents], percent);
  const invoice: typeof invoices.$inferSelect = {
    id: "00000000-0000-4000-8000-000000000012",
    number: "INV-2026-00042",
    paymentId: payment.id,
    deductsInvoiceId: null,
    statement: null,
    kind: invoiceKind(vatRegistered, totals.inclVatCents),
    ...totals,
    vatPercent: percent * 100,
    seller: { ...REGISTERED, vatRegistered, vatNumber: vatRegistered ? REGISTERED.vatNumber : "" },
    issuedAt: ISSUED,
  };
  return { invoice, payment };
}

async function drawn(amountCents: number, vatRegistered: boolean, expected: InvoiceKind) {
  const { invoice, payment } = issued(amountCents, vatRegistered);
  expect(invoice.kind).toBe(expected);
  const file = await invoiceFile(invoice, payment);
  expect(file.filename).toBe("INV-2026-00042.pdf");
  expect(file.contentType).toBe("application/pdf");
  const path = pdf.save(`${expected}.pdf`, file.content);
  return { path, text: pdf.text(path), bytes: file.content, invoice, payment };
}

describe("an invoice's PDF", () => {
  it("is a full Tax Invoice above R5,000 incl. VAT: both parties, their VAT numbers, value, VAT and total", async () => {
    const { path, text } = await drawn(575_000, true, "tax-full");
    for (const words of [
      "Tax Invoice",
      "INV-2026-00042",
      "Wêreldwyd Oplossings (Edms) Bpk",
      "VAT number 4123456789",
      "12 Kerkstraat, Stellenbosch, 7600",
      "Pieter Koöperasie",
      "VAT number 4987654321",
      "50 % deposit on quotation Q-2026-0042",
      "Value excl. VAT",
      "VAT at 15 %",
      "Total incl. VAT",
      "Paid in full by PayFast, reference DEP-7K3M9QX2",
    ])
      expect(text).toContain(words);
    expect(text).toMatch(/R5[\s\u00a0]000\b/);
    expect(text).toMatch(/R750\b/);
    expect(text).toMatch(/R5[\s\u00a0]750\b/);
    // Every font embedded, as a subset.
    for (const font of pdf.fonts(path))
      expect(font.split(/\s+/).slice(-5, -2)).toEqual(["yes", "yes", "yes"]);
  });

  it("is an abridged Tax Invoice at R5,000: the seller, the total and the VAT it includes, no buyer", async () => {
    const { text } = await drawn(500_000, true, "tax-abridged");
    expect(text).toContain("Tax Invoice");
    expect(text).toContain("VAT number 4123456789");
    expect(text).toContain("Total incl. VAT");
    expect(text).toContain("VAT included at 15 %");
    expect(text).toMatch(/R652,17/);
    expect(text).not.toContain("Pieter Koöperasie");
    expect(text).not.toContain("4987654321");
  });

  it("is an Invoice without a word of VAT when the seller is not registered", async () => {
    const { text } = await drawn(575_000, false, "invoice");
    expect(text).toContain("Invoice");
    expect(text).toContain("Pieter Koöperasie");
    expect(text).toMatch(/Total\s+R5[\s\u00a0]750\b/);
    expect(text).not.toMatch(/VAT|Tax/);
  });

  it("is drawn: the full invoice, with its buyer's block, carries more ink than the abridged one", async () => {
    const full = await drawn(575_000, true, "tax-full");
    const abridged = await drawn(500_000, true, "tax-abridged");
    const fullInk = pdf.darkPixels(full.path);
    expect(pdf.darkPixels(abridged.path)).toBeGreaterThan(0);
    expect(fullInk).toBeGreaterThan(pdf.darkPixels(abridged.path));
    expect(pdf.pages(full.path)).toBe(1);
  });

  it("is, as a final invoice of a seller not registered, the whole less the deposit invoice by number and the balance, without a word of VAT", async () => {
    const { invoice: deposit, payment } = issued(575_000, false);
    const whole = inclusiveTotals([1_150_000], 0);
    const final: typeof invoices.$inferSelect = {
      ...deposit,
      id: "00000000-0000-4000-8000-000000000013",
      number: "INV-2026-00043",
      paymentId: null,
      deductsInvoiceId: deposit.id,
      ...balanceOf(whole, deposit),
      statement: {
        quoteNumber: "Q-2026-0042",
        lines: [{ description: "Chatbot build", detail: "1 × R11 500", cents: 1_150_000 }],
        whole,
        deposit: { number: deposit.number, title: "Invoice", inclVatCents: 575_000, vatCents: 0 },
      },
    };
    const file = await invoiceFile(final, payment);
    expect(file.filename).toBe("INV-2026-00043.pdf");
    const text = pdf.text(pdf.save("final-invoice.pdf", file.content));
    expect(text).toContain("INV-2026-00043");
    expect(text).toContain("Chatbot build");
    expect(text).toMatch(/Total\s+R11[\s\u00a0]500\b/);
    expect(text).toMatch(/Less deposit received, Invoice INV-2026-00042\s+-R5[\s\u00a0]750\b/);
    expect(text).toMatch(/Balance due\s+R5[\s\u00a0]750\b/);
    expect(text).toContain("Final invoice for quotation Q-2026-0042.");
    expect(text).not.toMatch(/VAT|Tax/);
  });

  it("is the same bytes each time it is made from the same invoice: a retried mail attaches what the first try did", async () => {
    const { invoice, payment } = issued(575_000, true);
    const first = await invoiceFile(invoice, payment);
    const again = await invoiceFile(invoice, payment);
    expect(again.content.equals(first.content)).toBe(true);
    expect(first.content.length).toBeLessThanOrEqual(150 * 1024);
  });
});
