import { describe, expect, it } from "vitest";
import { DEFAULT_LEGAL_DETAILS } from "#domain/company/legal-details-schema";
import { QUOTE_DEFAULTS, quoteTotals } from "#domain/sales-desk/quote";
import { pdfReader } from "../../../../tests/support/pdf-reading";
import { quotePdf } from "./quote-pdf";
import type { Quote } from "./quote-view";

// Issue 49 item 3, step 3: the quote's PDF, read back with poppler (pdffonts, pdftotext) and
// looked at as a picture (pdftoppm): fonts embedded, Afrikaans' ê and ë drawn, small.

const { save, run, darkPixels, fonts: fontsOf, text: textOf, pages: pagesOf } = pdfReader("quote-pdf");

const LINE = { quantity: 1, unitCents: 500_000, unit: "once" as const };

/** A quote as the service answers it, with `description` as its one line (or 50 lines of it). */
function quote(description: string, lineCount = 1): Quote {
  const { lines, totals, depositCents } = quoteTotals(
    Array.from({ length: lineCount }, () => ({ ...LINE, description })),
    15,
    50,
  );
  return {
    id: "00000000-0000-4000-8000-000000000001",
    contactId: "00000000-0000-4000-8000-000000000002",
    solutionId: null,
    number: "Q-2026-0042",
    revision: 1,
    status: "sent",
    lines,
    vatRegistered: true,
    vatPercent: 15,
    totals,
    depositPercent: 50,
    depositCents,
    validDays: 30,
    validUntil: "2027-01-05",
    terms: QUOTE_DEFAULTS.terms,
    seller: {
      ...DEFAULT_LEGAL_DETAILS,
      registeredName: "Wêreldwyd Oplossings (Edms) Bpk",
      vatRegistered: true,
      vatNumber: "4123456789",
    },
    buyer: { name: "Pieter Koöperasie", company: "Bêre en Skêre", email: "p@example.co.za", phone: "" },
    url: "http://site.test/q/x",
    version: 2,
    createdAt: "2026-12-06T08:00:00.000Z",
    sentAt: "2026-12-06T08:00:00.000Z",
    viewedAt: null,
    acceptedAt: null,
    acceptance: null,
    declinedAt: null,
    declineReason: null,
    replacedById: null,
  };
}

describe("a quote's PDF", () => {
  it("embeds its fonts and carries the Afrikaans letters as text", async () => {
    const file = save("words.pdf", await quotePdf(quote("Wêreldklas kletsbot vir die koöperasie, ë en ê")));
    const fonts = fontsOf(file);
    expect(fonts.length).toBeGreaterThan(0);
    // Columns: name, type, encoding, emb, sub, uni, object, id: every font embedded, as a subset.
    for (const font of fonts) expect(font.split(/\s+/).slice(-5, -2)).toEqual(["yes", "yes", "yes"]);
    const text = textOf(file);
    for (const words of [
      "Quotation",
      "Q-2026-0042",
      "Wêreldklas kletsbot vir die koöperasie, ë en ê",
      "Pieter Koöperasie",
      "Total incl. VAT",
      "R652,17",
      "not a tax invoice",
    ])
      expect(text).toContain(words);
  });

  it("draws ê and ë with their marks: more ink than the plain e", async () => {
    const ink = async (letters: string) =>
      darkPixels(save(`${letters.codePointAt(0)}.pdf`, await quotePdf(quote(letters.repeat(30)))));
    const plain = await ink("e");
    const circumflex = await ink("ê");
    const diaeresis = await ink("ë");
    expect(circumflex).toBeGreaterThan(plain);
    expect(diaeresis).toBeGreaterThan(plain);
    expect(circumflex).not.toBe(diaeresis);
  });

  it("stays within 150 kB with 50 lines, each page drawn", async () => {
    const bytes = await quotePdf(
      quote("Opleiding en ondersteuning vir die span, per werksessie van twee uur", 50),
    );
    expect(bytes.length).toBeLessThanOrEqual(150 * 1024);
    const file = save("fifty.pdf", bytes);
    const pages = pagesOf(file);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(darkPixels(file)).toBeGreaterThan(0);
    // 50 × R5 000, written the en-ZA way (pdftotext reads the no-break space as a space).
    expect(run("pdftotext", file, "-")).toMatch(/R250[\s\u00a0]000/);
  });
});
