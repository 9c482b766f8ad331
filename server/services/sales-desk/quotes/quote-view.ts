import { asc, eq } from "drizzle-orm";
import type { LegalDetails } from "#domain/company/legal-details";
import type { DocumentTotals } from "#domain/money";
import { type QuoteLine, type QuoteStatus, quotePath, quoteTotals } from "#domain/sales-desk/quote";
import type { Executor } from "#server/db/client";
import { quoteLines, quotes } from "#server/db/schema";
import type { QuoteLinks } from "./quote-links";

// A quote as the API answers it and the buyer's page shows it: its stored row, its lines, and
// what they come to.

export type QuoteRow = typeof quotes.$inferSelect;

export interface QuoteBuyer {
  name: string;
  company: string;
  email: string;
  phone: string;
}

export interface QuoteAcceptance {
  name: string;
  at: string;
  ip: string;
  userAgent: string;
  /** SHA-256 (hex) of the page the buyer accepted, as it was sent to them. */
  sha256: string;
}

export interface Quote {
  id: string;
  contactId: string;
  solutionId: string | null;
  number: string;
  revision: number;
  status: QuoteStatus;
  lines: QuoteLine[];
  /** Whether the seller was VAT-registered: when false, no VAT words on the quote. */
  vatRegistered: boolean;
  vatPercent: number;
  totals: DocumentTotals;
  depositPercent: number;
  depositCents: number;
  validDays: number;
  /** The last day (yyyy-mm-dd, SAST) it can be accepted. */
  validUntil: string;
  terms: string;
  seller: LegalDetails;
  buyer: QuoteBuyer;
  /** The buyer's page: no account, the signed token is the key. */
  url: string;
  version: number;
  createdAt: string;
  sentAt: string | null;
  viewedAt: string | null;
  acceptedAt: string | null;
  acceptance: QuoteAcceptance | null;
  declinedAt: string | null;
  declineReason: string | null;
  /** The revision that replaced it; null while it is the latest. */
  replacedById: string | null;
}

/** `expired` is read from the date: a sent quote whose last day has passed. */
export function statusOn(row: Pick<QuoteRow, "status" | "validUntil">, today: string): QuoteStatus {
  return (row.status === "sent" || row.status === "viewed") && row.validUntil < today
    ? "expired"
    : row.status;
}

export const readLines = (db: Executor, id: string) =>
  db
    .select({
      description: quoteLines.description,
      quantity: quoteLines.quantity,
      unitCents: quoteLines.unitCents,
      unit: quoteLines.unit,
    })
    .from(quoteLines)
    .where(eq(quoteLines.quoteId, id))
    .orderBy(asc(quoteLines.position));

/**
 * The buyer's address of a quote. Read outside any transaction: the signing key may be read
 * from the database, which on PGlite a transaction holds until it ends.
 */
export const quoteUrl = async (
  links: QuoteLinks,
  publicUrl: string,
  row: Pick<QuoteRow, "id" | "createdAt">,
) => `${publicUrl}${quotePath(await links.token(row.id, row.createdAt))}`;

export async function quoteView(
  db: Executor,
  row: QuoteRow,
  { url, today }: { url: string; today: string },
): Promise<Quote> {
  const vatPercent = row.vatBasisPoints / 100;
  const { lines, totals, depositCents } = quoteTotals(
    await readLines(db, row.id),
    vatPercent,
    row.depositPercent,
  );
  return {
    id: row.id,
    contactId: row.contactId,
    solutionId: row.solutionId,
    number: row.number,
    revision: row.revision,
    status: statusOn(row, today),
    lines,
    vatRegistered: row.seller.vatRegistered,
    vatPercent,
    totals,
    depositPercent: row.depositPercent,
    depositCents,
    validDays: row.validDays,
    validUntil: row.validUntil,
    terms: row.terms,
    seller: row.seller,
    buyer: row.buyer,
    url,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    viewedAt: row.viewedAt?.toISOString() ?? null,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    acceptance:
      row.acceptedAt && row.acceptedName
        ? {
            name: row.acceptedName,
            at: row.acceptedAt.toISOString(),
            ip: row.acceptedIp ?? "",
            userAgent: row.acceptedUserAgent ?? "",
            sha256: row.acceptedSha256 ?? "",
          }
        : null,
    declinedAt: row.declinedAt?.toISOString() ?? null,
    declineReason: row.declineReason,
    replacedById: row.replacedById,
  };
}

export const readQuoteRow = async (db: Executor, id: string, lock = false) => {
  const query = db.select().from(quotes).where(eq(quotes.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row;
};
