import { legalLines } from "#domain/company/legal-details";
import { escapeMarkup as esc } from "#domain/markup";
import { formatRand } from "#domain/money";
import {
  lineDetail,
  longDay,
  QUOTE_TITLE,
  type QuoteLine,
  quoteSubtitle,
  totalRows,
  VAT_INCLUDED_NOTE,
} from "#domain/sales-desk/quote";
import type { Quote } from "../services/sales-desk/quotes/quote-view";

// The buyer's page, /q/{token}, drawn on the server (decision 0091): the Quotation itself,
// hashed when accepted, and around it what the buyer can do. No script, no font fetched:
// plain forms that work without JavaScript, readable from a 375 px phone up.

// Colours as variables: the device's dark preference swaps them on screen, print stays on white.
// The site's own theme toggle is read by a script, and this page has none.
const LIGHT = `--page: #f3f4f6; --sheet: #fff; --text: #111827; --line: #d0d5dd; --muted: #5b6472;
  --link: #1d4ed8; --button: #1d4ed8; --notice: #eef2ff; --error: #fef2f2; --error-text: #991b1b;`;
const DARK = `--page: #0f172a; --sheet: #1e293b; --text: #e5e7eb; --line: #475569; --muted: #a3adbb;
  --link: #93c5fd; --button: #2563eb; --notice: #1e3a8a; --error: #450a0a; --error-text: #fecaca;`;

const STYLE = `
:root { color-scheme: light dark; ${LIGHT} }
@media screen and (prefers-color-scheme: dark) { :root { ${DARK} } }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: var(--text); background: var(--page); }
main { max-width: 48rem; margin: 0 auto; padding: 1rem; }
.sheet { background: var(--sheet); border: 1px solid var(--line); border-radius: 0.5rem; padding: 1rem; }
h1 { font-size: 1.5rem; margin: 0; } h2 { font-size: 1rem; margin: 1.25rem 0 0.25rem; }
.muted, small { color: var(--muted); }
.parties { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); }
.parties p { margin: 0; }
table { width: 100%; border-collapse: collapse; margin-top: 0.5rem; }
th, td { text-align: left; padding: 0.4rem 0.25rem; border-bottom: 1px solid var(--line); vertical-align: top; }
th:last-child, td:last-child { text-align: right; white-space: nowrap; }
tfoot td, tfoot th { border-bottom: 0; }
tfoot .total { font-weight: 700; }
.terms { white-space: pre-line; }
.actions { margin-top: 1rem; }
form { margin: 0.75rem 0; }
label { display: block; margin: 0.5rem 0; }
input[type=text], textarea { width: 100%; font: inherit; padding: 0.6rem; border: 1px solid var(--line); border-radius: 0.375rem; background: var(--sheet); color: var(--text); }
input[type=checkbox] { width: 1.25rem; height: 1.25rem; vertical-align: middle; margin-right: 0.5rem; }
button { font: inherit; padding: 0.7rem 1.25rem; border-radius: 0.375rem; border: 0; background: var(--button); color: #fff; min-height: 2.75rem; }
button.quiet { background: var(--sheet); color: var(--text); border: 1px solid var(--line); }
.notice { padding: 0.75rem; border-radius: 0.375rem; background: var(--notice); }
.error { padding: 0.75rem; border-radius: 0.375rem; background: var(--error); color: var(--error-text); }
a { color: var(--link); }
.deposit { margin-top: 1.25rem; } .deposit h3 { font-size: 1rem; margin: 1rem 0 0.25rem; }
/* The bank details: as wide as they need (not label and value a page apart), and a long
   account holder wraps rather than pushing a 375 px page sideways (the last cell's nowrap). */
.bank { width: auto; max-width: 100%; } .bank th { font-weight: 400; color: var(--muted); padding-right: 1.5rem; }
.bank td { text-align: left; white-space: normal; overflow-wrap: anywhere; }
.reference { white-space: nowrap; font-weight: 600; }
@media print { :root { color-scheme: light; } body { background: #fff; } .actions, .pdf { display: none; } .sheet { border: 0; } }`;

/** A moment as the buyer reads it, in South African time. */
export const moment = (iso: string) =>
  new Date(iso).toLocaleString("en-ZA", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Africa/Johannesburg",
  });

const lineRow = (line: QuoteLine) =>
  `<tr><td>${esc(line.description)}<br><small>${esc(lineDetail(line))}</small></td><td>${formatRand(line.totalCents)}</td></tr>`;

const totalRow = ({ label, cents, total }: ReturnType<typeof totalRows>[number]) =>
  `<tr${total ? ' class="total"' : ""}><th scope="row">${esc(label)}</th><td>${formatRand(cents)}</td></tr>`;

/**
 * The Quotation as the buyer reads it (never called a tax invoice: VAT Act s20): the seller's
 * legal details (ECTA s43), the buyer, each line, the totals, deposit, validity and terms. The
 * same quote always draws the same text: its SHA-256 is what an acceptance records.
 */
export function quoteDocument(quote: Quote): string {
  const seller = legalLines(quote.seller)
    .map((line) => `<p>${esc(line)}</p>`)
    .join("");
  const buyer = [quote.buyer.name, quote.buyer.company, quote.buyer.email, quote.buyer.phone]
    .filter(Boolean)
    .map((line) => `<p>${esc(line)}</p>`)
    .join("");
  return `<article class="sheet">
<h1>${QUOTE_TITLE}</h1>
<p class="muted">${esc(quoteSubtitle(quote))}</p>
<div class="parties"><section><h2>From</h2>${seller}</section><section><h2>For</h2>${buyer}</section></div>
<table><thead><tr><th scope="col">Item</th><th scope="col">Amount</th></tr></thead>
<tbody>${quote.lines.map(lineRow).join("")}</tbody>
<tfoot>${totalRows(quote).map(totalRow).join("")}</tfoot></table>
${quote.vatRegistered ? `<p class="muted">${VAT_INCLUDED_NOTE}</p>` : ""}
<h2>Terms</h2><p class="terms">${esc(quote.terms)}</p>
</article>`;
}

/** A whole page: `noindex`, no script, the body given. */
export function quotePageHtml(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-ZA"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${esc(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

/** What the buyer sees of their answer, or can still do, below the quote. */
export interface QuoteActions {
  /** Where the forms post and the PDF is fetched: the page's own path. */
  path: string;
  /** The form's error and what was typed, after a refused accept. */
  error?: string;
  name?: string;
  /** How to ask for a new quote: a mail link, or the contact page. */
  askHref: string;
  /** An accepted quote's deposit part (deposit-html.ts), when it asks for a deposit. */
  deposit?: string;
}

function actionsHtml(quote: Quote, actions: QuoteActions): string {
  const ask = `<a href="${esc(actions.askHref)}">Ask for a new quote</a>`;
  switch (quote.status) {
    case "accepted":
      return `<p class="notice" role="status">Accepted by ${esc(quote.acceptance?.name ?? "")} on ${moment(quote.acceptedAt as string)}. Thank you.</p>${actions.deposit ?? ""}`;
    case "declined":
      return `<p class="notice" role="status">You declined this quote on ${moment(quote.declinedAt as string)}. ${ask} if you change your mind.</p>`;
    case "expired":
      return `<p class="notice" role="status">This quote expired on ${longDay(quote.validUntil)}. ${ask}.</p>`;
    default:
      return `${actions.error ? `<p class="error" role="alert">${esc(actions.error)}</p>` : ""}
<form method="post" action="${esc(actions.path)}">
<input type="hidden" name="intent" value="accept">
<label>Your full name<input type="text" name="name" required maxlength="200" autocomplete="name" value="${esc(actions.name ?? "")}"></label>
<label><input type="checkbox" name="accept" value="yes" required>I accept this quote and its terms</label>
<button type="submit">Accept quote</button>
</form>
<details><summary>Decline</summary>
<form method="post" action="${esc(actions.path)}">
<input type="hidden" name="intent" value="decline">
<label>Why? (optional)<textarea name="reason" rows="3" maxlength="1000"></textarea></label>
<button type="submit" class="quiet">Decline quote</button>
</form></details>`;
  }
}

/** The page of a quote the buyer can read: the document, the PDF, and their answer. */
export function quotePage(quote: Quote, actions: QuoteActions): string {
  return quotePageHtml(
    `Quotation ${quote.number}`,
    `${quoteDocument(quote)}
<p class="pdf"><a href="${esc(actions.path)}/pdf">Download PDF</a></p>
<section class="actions">${actionsHtml(quote, actions)}</section>`,
  );
}

/** A page that shows no quote: a link we did not sign, a replaced quote, one not sent yet. */
export function plainQuotePage(title: string, text: string, askHref?: string): string {
  return quotePageHtml(
    title,
    `<div class="sheet"><h1>${esc(title)}</h1><p>${esc(text)}</p>${askHref ? `<p><a href="${esc(askHref)}">Ask us about it</a></p>` : ""}</div>`,
  );
}
