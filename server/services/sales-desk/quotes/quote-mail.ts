import { COMPANY } from "#domain/company/company";
import { formatRand } from "#domain/money";
import type { MailMessage } from "#server/mail/mailer";
import type { Quote } from "./quote-view";

// The mails a quote causes: the buyer's link when it is sent, and the team's news when the
// buyer accepts it. Both name the amount as the quote does (incl. VAT only when registered).

const amount = (quote: Quote) =>
  `${formatRand(quote.totals.inclVatCents)}${quote.vatRegistered ? " incl. VAT" : ""}`;

/** What a WhatsApp message to the buyer says: the quote and its link. */
export const quoteMessage = (quote: Quote) =>
  `Hello ${quote.buyer.name}, here is quotation ${quote.number} from ${quote.seller.registeredName} (${amount(quote)}): ${quote.url}`;

export function quoteMail(quote: Quote, sender: { name: string; email: string }): MailMessage {
  return {
    to: quote.buyer.email,
    replyTo: sender.email,
    subject: `Quotation ${quote.number} from ${COMPANY.name}`,
    text: [
      `Hello ${quote.buyer.name},`,
      "",
      `Here is our quotation ${quote.number} for ${amount(quote)}, valid until ${quote.validUntil}.`,
      "Read it, and accept or decline it, at:",
      quote.url,
      "",
      "Questions? Reply to this email.",
      "",
      sender.name,
      quote.seller.registeredName,
    ].join("\n"),
  };
}

export function acceptedMail(to: string, quote: Quote, enquiryUrl: string): MailMessage {
  return {
    to,
    subject: `Quote ${quote.number} accepted by ${quote.acceptance?.name ?? quote.buyer.name}`,
    text: [
      `${quote.acceptance?.name ?? quote.buyer.name} accepted quote ${quote.number} (${amount(quote)}).`,
      `Deposit due: ${formatRand(quote.depositCents)}`,
      "",
      `Open the enquiry: ${enquiryUrl}`,
    ].join("\n"),
  };
}
