import { and, eq, inArray } from "drizzle-orm";
import { quotePath } from "#domain/sales-desk/quote";
import { sastDate } from "#domain/working-days";
import type { Database, Executor } from "#server/db/client";
import { contactNotes, quotes } from "#server/db/schema";
import type { Outbox } from "#server/mail/outbox";
import type { NotificationRecipients } from "../../settings/notification-recipients";
import { recordChange } from "../inbox/contact-version";
import { enquiryLink } from "../notify/enquiry-mail";
import type { Webhooks } from "../notify/webhooks";
import type { QuoteLinks } from "./quote-links";
import { acceptedMail } from "./quote-mail";
import { type Quote, type QuoteRow, quoteView, readQuoteRow, statusOn } from "./quote-view";

// What the buyer does on their page, /q/{token} (decision 0091): opens the quote (the first
// open marks it viewed), accepts it or declines it. Each answers the quote as it is afterwards;
// a token we did not sign, or signed for another row, opens nothing. Only a quote on offer
// (sent or viewed, within its validity) changes: accepting twice changes nothing.

export interface Acceptance {
  name: string;
  ip: string;
  userAgent: string;
  /** SHA-256 (hex) of the quote as the page rendered it for the buyer. */
  sha256: string;
}

export interface QuoteResponseDependencies {
  links: QuoteLinks;
  outbox: Outbox;
  webhooks: Webhooks;
  recipients: NotificationRecipients;
  publicUrl: string;
  now?: () => number;
}

const ON_OFFER = ["sent", "viewed"] as const;

export function createQuoteResponses(db: Database, deps: QuoteResponseDependencies) {
  const now = deps.now ?? Date.now;
  const today = () => sastDate(new Date(now()));
  /** The quote a signed token names, checked outside any transaction (the key may be read from the database). */
  async function signedBy(token: string) {
    const signed = await deps.links.read(token);
    return signed && { ...signed, url: `${deps.publicUrl}${quotePath(token)}` };
  }
  type Signed = NonNullable<Awaited<ReturnType<typeof signedBy>>>;

  /** The row `signed` opens (locked in a transaction), or null: gone, or signed for another row. */
  async function rowOf(executor: Executor, signed: Signed, lock = false): Promise<QuoteRow | null> {
    const row = await readQuoteRow(executor, signed.id, lock);
    return row && row.createdAt.getTime() === signed.createdAt ? row : null;
  }
  const view = (executor: Executor, row: QuoteRow, signed: Signed) =>
    quoteView(executor, row, { url: signed.url, today: today() });

  const onOffer = (row: QuoteRow) => {
    const status = statusOn(row, today());
    return status === "sent" || status === "viewed";
  };

  /** In `tx`: moves an offered quote to `status` with `set`; false when it was no longer on offer. */
  async function respond(tx: Executor, row: QuoteRow, set: Partial<typeof quotes.$inferInsert>) {
    if (!onOffer(row)) return false;
    const moved = await tx
      .update(quotes)
      .set({ ...set, version: row.version + 1 })
      .where(and(eq(quotes.id, row.id), inArray(quotes.status, [...ON_OFFER])))
      .returning({ id: quotes.id });
    return moved.length > 0;
  }

  async function noteOnEnquiry(tx: Executor, row: QuoteRow, name: string, body: string) {
    await tx
      .insert(contactNotes)
      .values({ contactId: row.contactId, authorId: null, authorName: name, body });
    await recordChange(tx, [row.contactId], { id: null, name });
  }

  return {
    /**
     * The quote `token` opens, or null. A buyer's first open of a sent quote marks it viewed;
     * `staff` (a signed-in admin checking the link) leaves it as it is.
     */
    async open(token: string, { staff = false } = {}): Promise<Quote | null> {
      const signed = await signedBy(token);
      const row = signed && (await rowOf(db, signed));
      if (!signed || !row) return null;
      if (staff || row.status !== "sent" || !onOffer(row)) return view(db, row, signed);
      const [viewed] = await db
        .update(quotes)
        .set({ status: "viewed", viewedAt: new Date(now()), version: row.version + 1 })
        .where(and(eq(quotes.id, row.id), eq(quotes.status, "sent")))
        .returning();
      return view(db, viewed ?? row, signed);
    },

    /**
     * Accepts the quote on the buyer's word: their typed name, the time, their address and user
     * agent, and the SHA-256 of what they were shown; then the quote is frozen, the team is
     * mailed and told by webhook (quote.accepted). A quote not on offer is left as it is.
     */
    async accept(token: string, acceptance: Acceptance): Promise<{ quote: Quote; changed: boolean } | null> {
      const signed = await signedBy(token);
      if (!signed) return null;
      let hooked = false;
      const answer = await db.transaction(async (tx) => {
        const row = await rowOf(tx, signed, true);
        if (!row) return null;
        const changed = await respond(tx, row, {
          status: "accepted",
          acceptedAt: new Date(now()),
          acceptedName: acceptance.name,
          acceptedIp: acceptance.ip,
          acceptedUserAgent: acceptance.userAgent,
          acceptedSha256: acceptance.sha256,
        });
        const quote = await view(tx, (await readQuoteRow(tx, row.id)) as QuoteRow, signed);
        if (!changed) return { quote, changed };
        await noteOnEnquiry(tx, row, acceptance.name, `Quote ${quote.number} accepted by ${acceptance.name}`);
        const link = enquiryLink(deps.publicUrl, row.contactId);
        const team = await deps.recipients(tx);
        await deps.outbox.enqueue(tx, ...team.map((to) => acceptedMail(to, quote, link)));
        hooked = await deps.webhooks.enqueue(tx, "quote.accepted", [row.contactId], {
          quote: {
            id: quote.id,
            number: quote.number,
            revision: quote.revision,
            totals: quote.totals,
            depositCents: quote.depositCents,
            acceptedName: acceptance.name,
            acceptedAt: quote.acceptedAt as string,
            url: quote.url,
          },
        });
        return { quote, changed };
      });
      if (answer?.changed) void deps.outbox.kick();
      if (hooked) void deps.webhooks.kick();
      return answer;
    },

    /** Declines the quote, with the buyer's reason if they gave one; a quote not on offer is left as it is. */
    async decline(token: string, reason: string): Promise<{ quote: Quote; changed: boolean } | null> {
      const signed = await signedBy(token);
      if (!signed) return null;
      return db.transaction(async (tx) => {
        const row = await rowOf(tx, signed, true);
        if (!row) return null;
        const changed = await respond(tx, row, {
          status: "declined",
          declinedAt: new Date(now()),
          declineReason: reason || null,
        });
        const quote = await view(tx, (await readQuoteRow(tx, row.id)) as QuoteRow, signed);
        if (changed)
          await noteOnEnquiry(
            tx,
            row,
            row.buyer.name,
            `Quote ${quote.number} declined${reason ? `: ${reason}` : ""}`,
          );
        return { quote, changed };
      });
    },
  };
}

export type QuoteResponses = ReturnType<typeof createQuoteResponses>;
