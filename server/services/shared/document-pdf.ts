import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { formatRand } from "#domain/money";
import { unpackWoff } from "./woff-font";

// The sales desk's documents as PDFs, quotes and invoices alike (decisions 0091, 0098): a title,
// the two parties side by side, the items with their amounts, the totals, then notes and
// sections, on A4, with Noto Sans (SIL Open Font License, from @fontsource/noto-sans) embedded as
// the subset the document uses, so Afrikaans' ê and ë print anywhere and the file stays a few
// tens of kilobytes. pdfkit (MIT) is loaded when a document is first shown (preparePdf).

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: "@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff",
  bold: "@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff",
};

const importPdfkit = () => import("pdfkit");
type Loaded = [Awaited<ReturnType<typeof importPdfkit>>, { regular: Buffer; bold: Buffer }];
let loaded: Promise<Loaded> | undefined;
/** pdfkit and the fonts, once per process. */
const load = () => {
  loaded ??= Promise.all([
    importPdfkit(),
    Promise.all([
      readFile(require.resolve(FONT_FILES.regular)),
      readFile(require.resolve(FONT_FILES.bold)),
    ]).then(([regular, bold]) => ({ regular: unpackWoff(regular), bold: unpackWoff(bold) })),
  ]).catch((error: unknown) => {
    // A failed load (a file missing mid-deploy) is tried again by the next PDF, not remembered.
    loaded = undefined;
    throw error;
  });
  return loaded;
};

let prepared: Promise<void> | undefined;

/**
 * Loads pdfkit and the fonts and draws one small throwaway document, once per process, after the
 * current request (decision 0099): the first PDF of a process took 1.2-2.2 s for this (module
 * loading, the fonts' first parse, code run for the first time), later ones a tenth of that.
 * Called where a document is shown, since its PDF is asked for from there. pdfkit is not loaded
 * at start (about 30 MB at rest that a site without quotes would hold for nothing). Never fails:
 * the next PDF loads again and answers its own error.
 */
export function preparePdf(): Promise<void> {
  prepared ??= new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => documentPdf(WARM_UP))
    .then(
      () => {},
      () => {},
    );
  return prepared;
}

const WARM_UP: DocumentContent = {
  title: "Wêreldwyd",
  subtitle: "",
  name: "",
  author: "",
  parties: [{ heading: "Wêreldwyd", lines: ["Wêreldwyd"] }],
  items: [{ description: "Wêreldwyd", cents: 123_400 }],
  totals: [{ label: "Total", cents: 123_400, total: true }],
  notes: [],
  sections: [],
};

const MARGIN = 50;
const GREY = "#5b6472";

/** What a document says, in the order it is drawn. Amounts are whole cents. */
export interface DocumentContent {
  /** "Quotation", "Tax Invoice", "Invoice". */
  title: string;
  /** The grey line under the title: number and date. */
  subtitle: string;
  /** The file's own title (its metadata) and author. */
  name: string;
  author: string;
  /**
   * The file's creation date. pdfkit derives the file's ID from it, so a document given the
   * same content and date is the same bytes: a mail retried attaches what the first try did.
   */
  createdAt?: Date;
  /** At most two columns: who it is from and who it is for. */
  parties: { heading: string; lines: string[] }[];
  items: { description: string; detail?: string; cents: number }[];
  totals: { label: string; cents: number; total: boolean }[];
  /** Small grey lines under the totals ("All amounts include VAT."). */
  notes: string[];
  sections: { heading: string; body: string }[];
}

/** The PDF of `content`, as bytes. */
export async function documentPdf(content: DocumentContent): Promise<Buffer> {
  const [{ default: PDFDocument }, font] = await load();
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: {
      Title: content.name,
      Author: content.author,
      ...(content.createdAt ? { CreationDate: content.createdAt } : {}),
    },
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

  doc.font("bold").fontSize(20).text(content.title);
  doc.font("regular").fontSize(10).fillColor(GREY).text(content.subtitle).fillColor("black");
  doc.moveDown();

  // The two parties side by side.
  const partiesY = doc.y;
  const column = width / 2 - 10;
  let lowest = partiesY;
  content.parties.slice(0, 2).forEach((party, i) => {
    const x = left + i * (width / 2 + 10);
    doc.font("bold").text(party.heading, x, partiesY, { width: column });
    doc.font("regular").text(party.lines.join("\n"), { width: column });
    lowest = Math.max(lowest, doc.y);
  });
  doc.y = lowest + 20;

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
  for (const item of content.items) {
    row(() => {
      doc
        .font("regular")
        .fontSize(10)
        .text(item.description, left, doc.y, { width: width - amountWidth - 10 });
      if (item.detail) doc.fontSize(8).fillColor(GREY).text(item.detail).fillColor("black");
    }, formatRand(item.cents));
    rule();
  }
  for (const total of content.totals) {
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
  for (const note of content.notes)
    doc.font("regular").fontSize(9).fillColor(GREY).text(note, left, doc.y, { width }).fillColor("black");
  for (const section of content.sections) {
    doc.moveDown();
    doc.font("bold").fontSize(11).text(section.heading, left);
    doc.font("regular").fontSize(9).text(section.body, { width });
  }
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

/** The same document as plain text, for a mail's body: each amount after its label. */
export function documentText(content: DocumentContent): string {
  const money = (label: string, cents: number) => `${label}: ${formatRand(cents)}`;
  return [
    `${content.title} ${content.subtitle}`,
    ...content.parties.flatMap(({ heading, lines: [first, ...rest] }) => [
      "",
      `${heading}: ${first ?? ""}`,
      ...rest,
    ]),
    "",
    ...content.items.map((item) =>
      money(item.detail ? `${item.description} (${item.detail})` : item.description, item.cents),
    ),
    "",
    ...content.totals.map((total) => money(total.label, total.cents)),
    ...(content.notes.length > 0 ? ["", ...content.notes] : []),
    ...content.sections.flatMap((section) => ["", section.heading, section.body]),
  ].join("\n");
}

/** A PDF as an answer: shown inline under `fileName`, never cached, never indexed. */
export const pdfAnswer = (bytes: Buffer, fileName: string): Response =>
  new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${fileName}"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
