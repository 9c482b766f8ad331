import { and, desc, eq, gte, type SQL, sql } from "drizzle-orm";
import type { LegalDetails } from "#domain/company/legal-details";
import { whatsappChatHref } from "#domain/company/whatsapp";
import { vatPercentOn } from "#domain/money";
import { TIER_LABELS } from "#domain/options";
import { QUOTE_DEFAULTS, type QuoteLineInput, quoteNumber, quoteTotals } from "#domain/sales-desk/quote";
import type { QuoteInput } from "#domain/sales-desk/quote-schema";
import { sastDate } from "#domain/working-days";
import type { Database, Executor } from "#server/db/client";
import { countOf, type Figures, readFiguresOf } from "#server/db/figures";
import { contactNotes, contacts, quoteLines, quoteNumbers, quotes, solutions } from "#server/db/schema";
import { nextInYear } from "#server/db/year-counter";
import type { Outbox } from "#server/mail/outbox";
import type { SaveOptions } from "../../content/content-versions";
import { ConflictError, RuleError, StaleVersionError } from "../../shared/errors";
import type { Actor } from "../contact-record";
import { moveStatus } from "../inbox/contact-status";
import { recordChange } from "../inbox/contact-version";
import type { Webhooks } from "../notify/webhooks";
import type { QuoteLinks } from "./quote-links";
import { quoteMail, quoteMessage } from "./quote-mail";
import {
  type Quote,
  type QuoteBuyer,
  type QuoteRow,
  quoteUrl,
  quoteView,
  readQuoteRow,
  statusOn,
} from "./quote-view";

// Quotes from the sales desk (issue 49 item 3, decision 0091): made from an enquiry, edited
// as drafts, sent to the buyer, frozen once sent (an edit makes the next revision).

export type { Quote } from "./quote-view";

const DAY_MS = 24 * 60 * 60 * 1000;

export const QUOTE_NOT_FOUND = "Quote not found";
export const QUOTE_REPLACED = "This quote was replaced by a later revision: change that one";
const NOTHING_TO_SEND = "Add at least one line before sending the quote";
const CLOSED = "This quote was accepted or declined: edit it to make a new revision, then send that";
const EXPIRED = "This quote has expired: edit it to make a new revision, then send that";

export interface QuoteDependencies {
  outbox: Outbox;
  webhooks: Webhooks;
  links: QuoteLinks;
  legalDetails: () => Promise<LegalDetails>;
  publicUrl: string;
  now?: () => number;
}

/** The day `days` after the SAST day `day` (yyyy-mm-dd). */
const daysAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The rate in force on `day`, in hundredths of a percent; 0 for a seller not VAT-registered. */
const vatBasisPoints = (seller: LegalDetails, day: string) =>
  seller.vatRegistered ? Math.round(vatPercentOn(seller.vatRates, day) * 100) : 0;

/** What the enquiry's solution and tier suggest: the solution once, its monthly support for a term. */
function prefilledLines(solution: typeof solutions.$inferSelect | undefined): QuoteLineInput[] {
  if (!solution) return [];
  const { upfrontCents, monthlyCents } = solution.pricing;
  const name = `${solution.title} (${TIER_LABELS[solution.tier]} tier)`;
  const months = QUOTE_DEFAULTS.supportMonths;
  return [
    ...(upfrontCents
      ? [{ description: name, quantity: 1, unitCents: upfrontCents, unit: "once" as const }]
      : []),
    ...(monthlyCents
      ? [
          {
            description: `Monthly support for ${solution.title}, ${months} months`,
            quantity: months,
            unitCents: monthlyCents,
            unit: "month" as const,
          },
        ]
      : []),
  ];
}

/** The dashboard's figures of the month: how many quotes, and their totals incl. VAT in cents. */
export interface QuoteMonth {
  sent: number;
  sentCents: number;
  accepted: number;
  acceptedCents: number;
}

export function createQuoteService(db: Database, deps: QuoteDependencies) {
  const now = deps.now ?? Date.now;
  const today = () => sastDate(new Date(now()));
  const urlOf = (row: QuoteRow) => quoteUrl(deps.links, deps.publicUrl, row);
  /** `row` as the API answers it; `url` read beforehand when inside a transaction (quoteUrl). */
  const view = async (executor: Executor, row: QuoteRow, url?: string) =>
    quoteView(executor, row, { url: url ?? (await urlOf(row)), today: today() });

  /** thisMonth's figures, as scalar subqueries (figures.ts). */
  function monthFigures(): Figures<QuoteMonth, keyof QuoteMonth> {
    const start = new Date(`${today().slice(0, 7)}-01T00:00:00+02:00`);
    const centsOf = (where: SQL) =>
      sql`(select coalesce(sum(${quotes.totalCents}), 0)::bigint from ${quotes} where ${where})`;
    const sent = gte(quotes.sentAt, start);
    const accepted = gte(quotes.acceptedAt, start);
    return {
      columns: {
        sent: countOf(quotes, sent),
        sentCents: centsOf(sent),
        accepted: countOf(quotes, accepted),
        acceptedCents: centsOf(accepted),
      },
      // A bigint comes as text from node-postgres.
      read: (values) => ({
        sent: Number(values.sent),
        sentCents: Number(values.sentCents),
        accepted: Number(values.accepted),
        acceptedCents: Number(values.acceptedCents),
      }),
    };
  }

  async function buyerOf(tx: Executor, contactId: string): Promise<QuoteBuyer | null> {
    const [contact] = await tx
      .select({
        name: contacts.name,
        company: contacts.company,
        email: contacts.email,
        phone: contacts.phone,
      })
      .from(contacts)
      .where(eq(contacts.id, contactId));
    return contact ?? null;
  }

  /** Seller, buyer, VAT rate and validity as of today: what a draft's save and a send copy in. */
  async function currentParties(tx: Executor, contactId: string, seller: LegalDetails, validDays: number) {
    const day = today();
    const buyer = await buyerOf(tx, contactId);
    return {
      seller,
      ...(buyer ? { buyer } : {}),
      vatBasisPoints: vatBasisPoints(seller, day),
      validUntil: daysAfter(day, validDays),
    };
  }

  async function writeLines(tx: Executor, quoteId: string, lines: readonly QuoteLineInput[]) {
    await tx.delete(quoteLines).where(eq(quoteLines.quoteId, quoteId));
    if (lines.length > 0)
      await tx.insert(quoteLines).values(lines.map((line, position) => ({ quoteId, position, ...line })));
  }

  /** The next number of `year`, in the caller's transaction (gap-free). */
  const nextNumber = async (tx: Executor, year: number) =>
    quoteNumber(year, await nextInYear(tx, quoteNumbers, year));

  const totalOf = (lines: readonly QuoteLineInput[]) => quoteTotals(lines, 0, 0).totals.inclVatCents;

  return {
    /** A draft made from the enquiry `contactId`, prefilled from its solution; null when there is no such enquiry. */
    async create(contactId: string, by: Actor): Promise<Quote | null> {
      const seller = await deps.legalDetails();
      const created = await db.transaction(async (tx) => {
        const [contact] = await tx
          .select({ solutionId: contacts.solutionId })
          .from(contacts)
          .where(eq(contacts.id, contactId));
        if (!contact) return null;
        const [solution] = contact.solutionId
          ? await tx.select().from(solutions).where(eq(solutions.id, contact.solutionId))
          : [];
        const lines = prefilledLines(solution);
        const { depositPercent, validDays, terms } = QUOTE_DEFAULTS;
        const parties = await currentParties(tx, contactId, seller, validDays);
        const [row] = await tx
          .insert(quotes)
          .values({
            contactId,
            solutionId: solution?.id ?? null,
            number: await nextNumber(tx, Number(today().slice(0, 4))),
            depositPercent,
            validDays,
            terms,
            buyer: parties.buyer as QuoteBuyer,
            seller,
            vatBasisPoints: parties.vatBasisPoints,
            validUntil: parties.validUntil,
            totalCents: totalOf(lines),
            savedById: by.id,
            savedByName: by.name,
            createdAt: new Date(now()),
          })
          .returning();
        await writeLines(tx, (row as QuoteRow).id, lines);
        return row as QuoteRow;
      });
      return created ? view(db, created) : null;
    },

    async get(id: string): Promise<Quote | null> {
      const row = await readQuoteRow(db, id);
      return row ? view(db, row) : null;
    },

    /** The quotes of an enquiry, newest first; null when there is no such enquiry. */
    async ofContact(contactId: string): Promise<Quote[] | null> {
      if (!(await buyerOf(db, contactId))) return null;
      const rows = await db
        .select()
        .from(quotes)
        .where(eq(quotes.contactId, contactId))
        .orderBy(desc(quotes.createdAt), desc(quotes.revision));
      return Promise.all(rows.map((row) => view(db, row)));
    },

    /**
     * Quotes sent and accepted in the current SAST month, and what they come to incl. VAT
     * (revisions count as sent again: each is a quote the buyer was sent).
     */
    thisMonth: (): Promise<QuoteMonth> => readFiguresOf(db, monthFigures()),
    /** The same, for the dashboard with other figures. */
    monthFigures,

    /**
     * Saves `input` over a draft, at its next version; over a sent quote (whatever the buyer did
     * with it), makes the next revision, a new draft with a new link, and marks this one
     * replaced. Null when there is no such quote; 409 when `expectedVersion` is not the stored one.
     */
    async update(
      id: string,
      input: QuoteInput,
      { by, expectedVersion }: SaveOptions,
    ): Promise<{ quote: Quote; revised: boolean } | null> {
      const seller = await deps.legalDetails();
      const before = await readQuoteRow(db, id);
      if (!before) return null;
      const url = await urlOf(before);
      const saved = await db.transaction(async (tx) => {
        const row = await readQuoteRow(tx, id, true);
        if (!row) return null;
        if (expectedVersion !== undefined && expectedVersion !== row.version)
          throw new StaleVersionError(row.version, await view(tx, row, url));
        if (row.status === "replaced") throw new ConflictError(QUOTE_REPLACED);
        const parties = await currentParties(tx, row.contactId, seller, input.validDays);
        const content = {
          depositPercent: input.depositPercent,
          validDays: input.validDays,
          terms: input.terms,
          totalCents: totalOf(input.lines),
          savedById: by?.id ?? null,
          savedByName: by?.name ?? null,
          ...parties,
        };
        if (row.status === "draft") {
          const [saved] = await tx
            .update(quotes)
            .set({ ...content, version: row.version + 1 })
            .where(eq(quotes.id, id))
            .returning();
          await writeLines(tx, id, input.lines);
          return { row: saved as QuoteRow, revised: false };
        }
        const [revision] = await tx
          .insert(quotes)
          .values({
            ...content,
            contactId: row.contactId,
            solutionId: row.solutionId,
            number: row.number,
            revision: row.revision + 1,
            buyer: parties.buyer ?? row.buyer,
            createdAt: new Date(now()),
          })
          .returning();
        const next = revision as QuoteRow;
        await writeLines(tx, next.id, input.lines);
        await tx
          .update(quotes)
          .set({ status: "replaced", replacedById: next.id, version: row.version + 1 })
          .where(eq(quotes.id, id));
        return { row: next, revised: true };
      });
      if (!saved) return null;
      return { quote: await view(db, saved.row, saved.revised ? undefined : url), revised: saved.revised };
    },

    /**
     * Sends the quote to the buyer: a draft is frozen as sent (seller, buyer, VAT rate and
     * validity as of today); a sent one is mailed again. The mail goes through the outbox, the
     * enquiry moves to In Progress and its history notes the send. Null when there is no such quote.
     */
    async send(
      id: string,
      sender: Actor & { email: string },
      expectedVersion?: number,
    ): Promise<{ quote: Quote; mailed: boolean; whatsappUrl: string | null } | null> {
      const seller = await deps.legalDetails();
      const before = await readQuoteRow(db, id);
      if (!before) return null;
      const url = await urlOf(before);
      let hooked = false;
      const sent = await db.transaction(async (tx) => {
        const row = await readQuoteRow(tx, id, true);
        if (!row) return null;
        if (expectedVersion !== undefined && expectedVersion !== row.version)
          throw new StaleVersionError(row.version, await view(tx, row, url));
        const status = statusOn(row, today());
        if (status === "replaced") throw new ConflictError(QUOTE_REPLACED);
        if (status === "accepted" || status === "declined") throw new ConflictError(CLOSED);
        if (status === "expired") throw new ConflictError(EXPIRED);
        let current = row;
        if (status === "draft") {
          const [{ count } = { count: 0 }] = await tx
            .select({ count: sql<number>`count(*)::integer` })
            .from(quoteLines)
            .where(eq(quoteLines.quoteId, id));
          if (count === 0) throw new RuleError(NOTHING_TO_SEND, "lines");
          const [frozen] = await tx
            .update(quotes)
            .set({
              ...(await currentParties(tx, row.contactId, seller, row.validDays)),
              status: "sent",
              sentAt: new Date(now()),
              version: row.version + 1,
            })
            .where(and(eq(quotes.id, id), eq(quotes.status, "draft")))
            .returning();
          current = frozen as QuoteRow;
        }
        const quote = await view(tx, current, url);
        const mailed = Boolean(quote.buyer.email);
        if (mailed) await deps.outbox.enqueue(tx, quoteMail(quote, sender));
        const { changed } = await moveStatus(tx, [row.contactId], "in-progress", sender);
        await tx.insert(contactNotes).values({
          contactId: row.contactId,
          authorId: sender.id,
          authorName: sender.name,
          body: `Quote ${quote.number}${quote.revision > 1 ? ` (revision ${quote.revision})` : ""} sent${mailed ? ` to ${quote.buyer.email}` : ""}: ${quote.url}`,
        });
        await recordChange(tx, [row.contactId], sender);
        if (changed.length > 0) hooked = await deps.webhooks.enqueue(tx, "enquiry.status_changed", changed);
        return {
          quote,
          mailed,
          whatsappUrl: whatsappChatHref(quote.buyer.phone, quoteMessage(quote)),
        };
      });
      if (sent?.mailed) void deps.outbox.kick();
      if (hooked) void deps.webhooks.kick();
      return sent;
    },
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
