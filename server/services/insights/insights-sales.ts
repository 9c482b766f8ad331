import { and, count, eq, gte, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { LOGGED_CHANNELS, type LoggedChannel } from "#domain/sales-desk/contact-admin";
import type { InsightsReport, SalesSource, SalesTally } from "#domain/sales-desk/insights";
import type { Database } from "../../db/client";
import { contacts, payments, quotes } from "../../db/schema";

// Insights join quotes and deposits to the solutions and sources of the enquiries behind them
// (issue 49 item 3, issue 50 item 2; decision 0099). Each is counted in the period it happened
// in, as the dashboard's month counts them: a quote when sent and when accepted, a deposit when
// its payment was confirmed. The rows are read through indexes on those three times, and each
// finds its enquiry by primary key (enquiryOf), so the cost follows the period's quotes and
// deposits, not the number of enquiries.

/** Rows in each list, as the other top lists. */
const TOP = 10;

const LOGGED = sql.raw(LOGGED_CHANNELS.map((channel) => `'${channel}'`).join(", "));

/**
 * The enquiry's source as "kind:value" (SalesSource). Without parameters, so that GROUP BY sees
 * the same expression as the select list.
 */
const sourceOf = sql<string>`case
  when ${contacts.source} in (${LOGGED}) then 'logged:' || ${contacts.source}
  when ${contacts.utmSource} <> '' then 'campaign:' || ${contacts.utmSource}
  when ${contacts.referrerHost} <> '' then 'referrer:' || ${contacts.referrerHost}
  else 'direct:' end`;

/**
 * The enquiry of each row, looked up by its primary key. LIMIT 1 (it is one row anyway) keeps
 * PostgreSQL from flattening the lookup into a hash join that reads all 100,000 enquiries to
 * find the period's few thousand: 2-7× slower at that size, and slower with every enquiry.
 */
const enquiryOf = (db: Database, contactId: AnyPgColumn) =>
  db
    .select({ solutionId: contacts.solutionId, source: sourceOf.as("source") })
    .from(contacts)
    .where(eq(contacts.id, contactId))
    .limit(1)
    .as("enquiry");

interface SalesRow extends Partial<SalesTally> {
  solutionId: string | null;
  source: string;
}

const NONE: SalesTally = { quotesSent: 0, quotesAccepted: 0, acceptedCents: 0, deposits: 0, depositCents: 0 };

/** The period's quotes and deposits, summed per solution and source. */
export async function salesRows(db: Database, since: Date): Promise<SalesRow[]> {
  const ofQuote = enquiryOf(db, quotes.contactId);
  const ofPayment = enquiryOf(db, payments.contactId);
  // A quote's solution is the one its lines were made from, else its enquiry's (a solution
  // deleted before the quote was made); a deposit's is its enquiry's, which its quote's came from.
  const quoteSolution = sql<string | null>`coalesce(${quotes.solutionId}, ${ofQuote.solutionId})`;
  // A deposit outlives its enquiry (a financial record, decision 0092); a quote does not.
  const paymentSource = sql<string>`coalesce(${ofPayment.source}, 'deleted:')`;
  const [quoted, paid] = await Promise.all([
    db
      .select({
        solutionId: quoteSolution,
        source: ofQuote.source,
        quotesSent: sql<number>`count(*) filter (where ${quotes.sentAt} >= ${since})::integer`,
        quotesAccepted: sql<number>`count(*) filter (where ${quotes.acceptedAt} >= ${since})::integer`,
        acceptedCents: sql<number>`coalesce(sum(${quotes.totalCents}) filter (where ${quotes.acceptedAt} >= ${since}), 0)::bigint`,
      })
      .from(quotes)
      .innerJoinLateral(ofQuote, sql`true`)
      .where(or(gte(quotes.sentAt, since), gte(quotes.acceptedAt, since)))
      .groupBy(quoteSolution, ofQuote.source),
    db
      .select({
        solutionId: ofPayment.solutionId,
        source: paymentSource,
        deposits: count(),
        depositCents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::bigint`,
      })
      .from(payments)
      .leftJoinLateral(ofPayment, sql`true`)
      .where(and(eq(payments.status, "confirmed"), gte(payments.confirmedAt, since)))
      .groupBy(ofPayment.solutionId, paymentSource),
  ]);
  return [...quoted, ...paid];
}

/** The solutions `rows` name, for their titles. */
export const salesSolutionIds = (rows: SalesRow[]) =>
  rows.flatMap((row) => (row.solutionId === null ? [] : [row.solutionId]));

function parseSource(key: string): SalesSource {
  const at = key.indexOf(":");
  const kind = key.slice(0, at);
  const value = key.slice(at + 1);
  if (kind === "logged") return { kind, value: value as LoggedChannel };
  if (kind === "campaign" || kind === "referrer") return { kind, value };
  return { kind: kind === "deleted" ? "deleted" : "direct", value: "" };
}

/** Sums `rows` under the key each one gives (null: left out). */
function sumBy(rows: SalesRow[], keyOf: (row: SalesRow) => string | null): Map<string, SalesTally> {
  const sums = new Map<string, SalesTally>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key === null) continue;
    const sum = sums.get(key) ?? { ...NONE };
    // bigint sums come as text from node-postgres.
    for (const field of Object.keys(NONE) as (keyof SalesTally)[]) sum[field] += Number(row[field] ?? 0);
    sums.set(key, sum);
  }
  return sums;
}

const byValue = ([keyA, a]: [string, SalesTally], [keyB, b]: [string, SalesTally]) =>
  b.acceptedCents - a.acceptedCents ||
  b.depositCents - a.depositCents ||
  b.quotesAccepted - a.quotesAccepted ||
  b.quotesSent - a.quotesSent ||
  (keyA < keyB ? -1 : 1);

export function salesReport(rows: SalesRow[], titles: Map<string, string>): InsightsReport["sales"] {
  const top = (sums: Map<string, SalesTally>) => [...sums].sort(byValue).slice(0, TOP);
  return {
    totals: sumBy(rows, () => "").get("") ?? { ...NONE },
    solutions: top(sumBy(rows, (row) => row.solutionId)).map(([id, tally]) => ({
      id,
      title: titles.get(id) ?? "",
      ...tally,
    })),
    sources: top(sumBy(rows, (row) => row.source)).map(([key, tally]) => ({
      source: parseSource(key),
      ...tally,
    })),
  };
}
