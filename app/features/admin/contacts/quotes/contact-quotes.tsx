import { useEffect, useState } from "react";
import { formatRand } from "#domain/money";
import { longDay } from "#domain/sales-desk/quote";
import type { QuoteInput } from "#domain/sales-desk/quote-schema";
import {
  createQuote,
  fetchQuotes,
  invoicePdfPath,
  issueFinalInvoice,
  type Quote,
  quotePdfPath,
  saveQuote,
  sendQuote,
} from "../../api/quotes";
import { ActionBanners } from "../../ui/banner";
import { ADMIN_FAILURES } from "../../ui/error-catalogue";
import { LoadedList } from "../../ui/lists/loaded-list";
import { linkClass, mutedText, primaryButton, smallButton } from "../../ui/styles";
import { useAction } from "../../ui/use-action";
import { QuoteEditor } from "./quote-editor";
import { QuoteStatusBadge } from "./quote-status-badge";

// The Quotes of an enquiry in its panel (decision 0091): each with its state, and Create quote,
// which opens the new draft, prefilled, with Send quote: two clicks from the panel to the buyer.

const FAILURE = ADMIN_FAILURES.quotes;

interface ContactQuotesProps {
  contactId: string;
  /** A quote was sent (the enquiry moved to In Progress) or finally invoiced: the enquiry has a note, to be read again. */
  onSent: () => void;
}

export function ContactQuotes({ contactId, onSent }: ContactQuotesProps) {
  const [quotes, setQuotes] = useState<Quote[] | null>(null);
  const [editing, setEditing] = useState<Quote | null>(null);
  const [whatsapp, setWhatsapp] = useState<string | null>(null);
  /** Final invoices issued (or found issued) here, by quote id: their numbers, for the PDF link. */
  const [finals, setFinals] = useState<Record<string, string>>({});
  const action = useAction();

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per enquiry opened
  useEffect(() => {
    void action.run(() => fetchQuotes(contactId), FAILURE.load).then((list) => list && setQuotes(list));
  }, [contactId]);

  const reload = async () => setQuotes(await fetchQuotes(contactId));

  async function create() {
    const quote = await action.run(() => createQuote(contactId), FAILURE.create);
    if (!quote) return;
    setWhatsapp(null);
    setEditing(quote);
    await reload();
  }

  async function save(quote: Quote, input: QuoteInput) {
    const saved = await action.run(
      () => saveQuote(quote, input),
      FAILURE.save,
      (q) => (q.id === quote.id ? "Draft saved." : `Saved as revision ${q.revision}, with a new link.`),
    );
    if (saved) setEditing(saved);
    await reload();
    return saved;
  }

  async function send(quote: Quote, input: QuoteInput) {
    const saved = await save(quote, input);
    if (!saved) return;
    const sent = await action.run(
      () => sendQuote(saved),
      FAILURE.send,
      (answer) =>
        answer.mailed
          ? `Quote ${answer.quote.number} sent to ${answer.quote.buyer.email}.`
          : `Quote ${answer.quote.number} is ready to share.`,
    );
    if (!sent) return;
    setEditing(null);
    setWhatsapp(sent.whatsappUrl);
    await reload();
    onSent();
  }

  async function finalInvoice(quote: Quote) {
    const invoice = await action.run(
      () => issueFinalInvoice(quote),
      FAILURE.finalInvoice,
      (issued) =>
        `${issued.title} ${issued.number} for ${quote.number}: ${formatRand(issued.inclVatCents)} due after deposit ${issued.deducts}, mailed to ${issued.buyerName}.`,
    );
    if (!invoice) return;
    setFinals((known) => ({ ...known, [quote.id]: invoice.number }));
    onSent();
  }

  return (
    <div className="mt-2 space-y-2">
      <ActionBanners action={action} />
      {whatsapp ? (
        <p className="text-sm">
          <a className={linkClass} href={whatsapp} target="_blank" rel="noreferrer">
            Send the link on WhatsApp
          </a>
        </p>
      ) : null}
      <LoadedList items={quotes} empty="No quotes yet." className="space-y-2">
        {(quote) => (
          <li
            key={quote.id}
            className="flex flex-wrap items-center gap-2 rounded-md border border-slate-200 p-2 text-sm dark:border-slate-700"
          >
            <span className="font-medium">
              {quote.number}
              {quote.revision > 1 ? ` rev. ${quote.revision}` : ""}
            </span>
            <QuoteStatusBadge status={quote.status} />
            <span>{formatRand(quote.totals.inclVatCents)}</span>
            <span className={mutedText}>until {longDay(quote.validUntil)}</span>
            {quote.status !== "replaced" ? (
              // A draft is edited in place; any other becomes its next revision when saved.
              <button
                type="button"
                className={smallButton}
                disabled={action.busy}
                onClick={() => setEditing(quote)}
              >
                {quote.status === "draft" ? "Edit" : "Revise"} {quote.number}
              </button>
            ) : null}
            {quote.status !== "draft" && quote.status !== "replaced" ? (
              <a className={linkClass} href={quote.url} target="_blank" rel="noreferrer">
                Buyer's page
              </a>
            ) : null}
            <a className={linkClass} href={quotePdfPath(quote)} target="_blank" rel="noreferrer">
              PDF
            </a>
            {quote.status === "accepted" ? (
              // Refused with the reason until the deposit is received; asked again, the same invoice.
              <button
                type="button"
                className={smallButton}
                disabled={action.busy}
                onClick={() => void finalInvoice(quote)}
              >
                Issue final invoice
              </button>
            ) : null}
            {finals[quote.id] ? (
              <a
                className={linkClass}
                href={invoicePdfPath(finals[quote.id] as string)}
                target="_blank"
                rel="noreferrer"
              >
                {finals[quote.id]} PDF
              </a>
            ) : null}
          </li>
        )}
      </LoadedList>
      {editing ? (
        <QuoteEditor
          key={editing.id}
          quote={editing}
          busy={action.busy}
          onSave={(input) => void save(editing, input)}
          onSend={(input) => void send(editing, input)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <button type="button" className={primaryButton} disabled={action.busy} onClick={() => void create()}>
          Create quote
        </button>
      )}
    </div>
  );
}
