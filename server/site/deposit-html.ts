import { escapeMarkup as esc } from "#domain/markup";
import { formatRand } from "#domain/money";
import type { BankDetails } from "#domain/sales-desk/payment";
import type { PaymentView } from "../services/payments/payments";
import { moment } from "./quote-html";

// The deposit on the buyer's page of an accepted quote (issue 50; decision 0097): Pay the
// deposit at PayFast (a plain form to PayFast's /eng/process, signed), at Yoco (a form to our
// server, which asks Yoco for a checkout and sends the browser there), or by bank transfer with
// the payment's reference; with none of these set up, the amount and the reference, and that we
// will say how to pay (decision 0105). Coming back from a gateway proves nothing: the page says
// it waits for the confirmation, and shows the deposit paid only once the gateway (or an admin)
// confirmed it. Every sentence the buyer reads about the deposit is here.

export const DEPOSIT_TEXTS = {
  heading: "Pay the deposit",
  due: (amount: string) => `Deposit due: ${amount}.`,
  payfast: "Pay with PayFast",
  payfastNote: "Card, Instant EFT and more, on PayFast's secure page.",
  yoco: "Pay by card with Yoco",
  bankHeading: "Pay by bank transfer",
  bankReference: "Use this reference",
  bankNote: "We confirm the deposit when it reaches our account, and then email you the invoice.",
  noWayToPay: "We will contact you with how to pay the deposit. When you pay, use the reference",
  waiting:
    "We are waiting for the payment's confirmation. This page shows the deposit as paid as soon as it is confirmed, and the invoice comes by email: there is no need to pay again.",
  cancelled: "The payment was cancelled — you can try again.",
  failed: "The payment did not go through — you can try again.",
  gatewayDown: "The payment service could not be reached just now. Try again in a few minutes.",
  paid: (amount: string, on: string) => `Deposit of ${amount} paid on ${on}. Thank you.`,
  invoice: (number: string) => `Invoice ${number} has been emailed to you.`,
} as const;

/** How the buyer came back from a gateway, as the return and cancel URLs say (decision 0092). */
export type GatewayResult = "success" | "cancel" | "failure";

export interface DepositSection {
  payment: PaymentView;
  /** PayFast's /eng/process and the signed fields, when PayFast is set up. */
  payfast: { action: string; fields: [string, string][] } | null;
  /** Where the Yoco form posts, when Yoco is set up. */
  yocoAction: string | null;
  /** Shown when no gateway is set up; with neither, the buyer is told we will say how to pay. */
  bank: BankDetails | null;
  result?: GatewayResult;
  /** A gateway that could not be asked just now. */
  error?: boolean;
}

/** The payment's reference, kept on one line: "DEP-" split from the rest is easily mistyped. */
const referenceHtml = (reference: string) => `<span class="reference">${esc(reference)}</span>`;

const hidden = ([name, value]: [string, string]) =>
  `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`;

function bankHtml(bank: BankDetails, reference: string): string {
  const rows: [string, string][] = [
    ["Bank", esc(bank.bankName)],
    ["Account holder", esc(bank.accountHolder)],
    ["Account number", esc(bank.accountNumber)],
    ["Branch code", esc(bank.branchCode)],
    [DEPOSIT_TEXTS.bankReference, referenceHtml(reference)],
  ];
  return `<h3>${DEPOSIT_TEXTS.bankHeading}</h3>
<table class="bank">${rows.map(([label, value]) => `<tr><th scope="row">${esc(label)}</th><td>${value}</td></tr>`).join("")}</table>
<p class="muted">${DEPOSIT_TEXTS.bankNote}</p>`;
}

function formsHtml(section: DepositSection): string {
  const { payment, payfast, yocoAction, bank } = section;
  const forms: string[] = [];
  if (payfast)
    forms.push(`<form method="post" action="${esc(payfast.action)}">${payfast.fields.map(hidden).join("")}
<button type="submit">${DEPOSIT_TEXTS.payfast}</button> <small>${DEPOSIT_TEXTS.payfastNote}</small></form>`);
  if (yocoAction)
    forms.push(
      `<form method="post" action="${esc(yocoAction)}"><button type="submit">${DEPOSIT_TEXTS.yoco}</button></form>`,
    );
  if (forms.length > 0) return forms.join("\n");
  return bank
    ? bankHtml(bank, payment.reference)
    : `<p class="notice">${DEPOSIT_TEXTS.noWayToPay} ${referenceHtml(payment.reference)}.</p>`;
}

const notice = (text: string, role: "status" | "alert" = "status") =>
  `<p class="${role === "alert" ? "error" : "notice"}" role="${role}">${esc(text)}</p>`;

/** The deposit's part of the page: paid, waiting for the confirmation, or the ways to pay. */
export function depositHtml(section: DepositSection): string {
  const { payment, result } = section;
  const amount = formatRand(payment.amountCents);
  if (payment.status === "confirmed")
    return `<section class="deposit" aria-labelledby="deposit"><h2 id="deposit">Deposit</h2>
${notice(DEPOSIT_TEXTS.paid(amount, moment(payment.confirmedAt as string)))}
${payment.invoiceNumber ? `<p>${esc(DEPOSIT_TEXTS.invoice(payment.invoiceNumber))}</p>` : ""}</section>`;
  // Back from the gateway's page with its "paid" address: the money may be on its way, so no
  // second payment is offered while the confirmation is awaited.
  const waiting = payment.returnedAt !== null && result !== "cancel" && result !== "failure";
  const said = section.error
    ? notice(DEPOSIT_TEXTS.gatewayDown, "alert")
    : result === "cancel"
      ? notice(DEPOSIT_TEXTS.cancelled)
      : result === "failure"
        ? notice(DEPOSIT_TEXTS.failed)
        : "";
  return `<section class="deposit" aria-labelledby="deposit"><h2 id="deposit">${DEPOSIT_TEXTS.heading}</h2>
<p>${esc(DEPOSIT_TEXTS.due(amount))}</p>
${waiting ? notice(DEPOSIT_TEXTS.waiting) : `${said}\n${formsHtml(section)}`}</section>`;
}
