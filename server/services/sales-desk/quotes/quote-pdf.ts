import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { legalLines } from "#domain/company/legal-details";
import { formatRand } from "#domain/money";
import {
  lineDetail,
  QUOTE_TITLE,
  quoteSubtitle,
  totalRows,
  VAT_INCLUDED_NOTE,
} from "#domain/sales-desk/quote";
import type { Quote } from "./quote-view";

// A quote as a PDF (decision 0091): what the buyer's page shows, on A4, with Noto Sans (SIL
// Open Font License, from @fontsource/noto-sans) embedded as the subset the quote uses, so
// Afrikaans' ê and ë print anywhere and the file stays a few tens of kilobytes. pdfkit
// (MIT) is not loaded at start, as sharp is not (decision 0084: ~30 MB at rest that a site
// without quotes would hold for nothing); it is loaded when a quote is first shown, in the
// background (preparePdf, decision 0099), so the first PDF does not wait for it.

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: "@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff",
  bold: "@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff",
};

const importPdfkit = () => import("pdfkit");
type Loaded = [Awaited<ReturnType<typeof importPdfkit>>, { regular: Buffer; bold: Buffer }];
let loaded: Promise<Loaded> | undefined;
const load = () => {
  loaded ??= Promise.all([
    importPdfkit(),
    Promise.all([readFile(require.resolve(FONT_FILES.regular)), readFile(require.resolve(FONT_FILES.bold))]),
  ])
    .then(([pdfkit, [regular, bold]]): Loaded => [pdfkit, { regular, bold }])
    // A failed load (a file missing mid-deploy) is tried again by the next PDF, not remembered.
    .catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
  return loaded;
};

let prepared: Promise<void> | undefined;

/**
 * Loads pdfkit and the fonts and makes one small throwaway document, once per process, after the
 * current request: the first PDF of a process took 1.2-2.2 s for this (module loading, the fonts'
 * first parse, code run for the first time), later ones 0.1-0.3 s. Called where a quote is shown,
 * since its PDF is asked for from there. Never fails: quotePdf loads again and answers its error.
 */
export function preparePdf(): Promise<void> {
  prepared ??= new Promise<void>((resolve) => setImmediate(resolve))
    .then(load)
    .then(
      ([{ default: PDFDocument }, font]) =>
        new Promise<void>((resolve) => {
          const doc = new PDFDocument({ size: "A4" });
          doc.on("data", () => {});
          doc.on("end", resolve);
          doc.registerFont("regular", font.regular);
          doc.registerFont("bold", font.bold);
          doc.font("regular").text("Wêreldwyd R 1 234,00");
          doc.font("bold").text("Wêreldwyd R 1 234,00");
          doc.end();
        }),
    )
    .catch(() => {});
  return prepared;
}

const MARGIN = 50;
const GREY = "#5b6472";

/** The PDF of `quote`, as bytes. */
export async function quotePdf(quote: Quote): Promise<Buffer> {
  const [{ default: PDFDocument }, font] = await load();
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: `${QUOTE_TITLE} ${quote.number}`, Author: quote.seller.registeredName },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  doc.registerFont("regular", font.regular);
  doc.registerFont("bold", font.bold);

  const width = doc.page.width - 2 * MARGIN;
  const amountWidth = 130;
  const left = MARGIN;
  const amountX = left + width - amountWidth;
  const bottom = () => doc.page.height - MARGIN - 60;

  doc.font("bold").fontSize(20).text(QUOTE_TITLE);
  doc.font("regular").fontSize(10).fillColor(GREY).text(quoteSubtitle(quote)).fillColor("black");
  doc.moveDown();

  // The two parties side by side.
  const partiesY = doc.y;
  const column = width / 2 - 10;
  doc.font("bold").text("From", left, partiesY, { width: column });
  doc.font("regular").text(legalLines(quote.seller).join("\n"), { width: column });
  const afterSeller = doc.y;
  const buyer = [quote.buyer.name, quote.buyer.company, quote.buyer.email, quote.buyer.phone].filter(Boolean);
  doc.font("bold").text("For", left + width / 2 + 10, partiesY, { width: column });
  doc.font("regular").text(buyer.join("\n"), { width: column });
  doc.y = Math.max(afterSeller, doc.y) + 20;

  const rule = () => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .strokeColor("#d0d5dd")
      .lineWidth(0.5)
      .stroke();
    doc.y += 6;
  };
  /** A row: text on the left, an amount on the right, at the same height. */
  const row = (text: () => void, amount: string, bold = false) => {
    if (doc.y > bottom()) doc.addPage();
    const y = doc.y;
    text();
    const after = doc.y;
    doc
      .font(bold ? "bold" : "regular")
      .fontSize(10)
      .text(amount, amountX, y, { width: amountWidth, align: "right" });
    doc.x = left;
    doc.y = Math.max(after, doc.y) + 4;
  };

  doc.font("bold").fontSize(10);
  row(() => doc.text("Item", left, doc.y, { width: width - amountWidth - 10 }), "Amount", true);
  rule();
  for (const line of quote.lines) {
    row(() => {
      doc
        .font("regular")
        .fontSize(10)
        .text(line.description, left, doc.y, { width: width - amountWidth - 10 });
      doc.fontSize(8).fillColor(GREY).text(lineDetail(line)).fillColor("black");
    }, formatRand(line.totalCents));
    rule();
  }
  for (const total of totalRows(quote)) {
    row(
      () =>
        doc
          .font(total.total ? "bold" : "regular")
          .fontSize(10)
          .text(total.label, left, doc.y, { width: width - amountWidth - 10, align: "right" }),
      formatRand(total.cents),
      total.total,
    );
  }
  if (quote.vatRegistered)
    doc.font("regular").fontSize(9).fillColor(GREY).text(VAT_INCLUDED_NOTE, left).fillColor("black");
  doc.moveDown();
  doc.font("bold").fontSize(11).text("Terms", left);
  doc.font("regular").fontSize(9).text(quote.terms, { width });
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

/** The PDF as an answer: a download named by the quote's number, never cached. */
export async function pdfResponse(quote: Quote): Promise<Response> {
  const name = `${quote.number}${quote.revision > 1 ? `-${quote.revision}` : ""}.pdf`;
  return new Response(new Uint8Array(await quotePdf(quote)), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${name}"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
