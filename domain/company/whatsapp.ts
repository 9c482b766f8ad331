import { whatsappHref } from "../phone-number";

// Chat on WhatsApp (issue 35): every WhatsApp button is a plain link to our own redirect,
// which counts the click without a cookie (decision 0029) and answers with wa.me, its message
// naming the page the visitor was on. Plain links work before and without the scripts.

export const WHATSAPP_REDIRECT_PATH = "/go/whatsapp";

/** The address a WhatsApp button on the page at `fromPath` links to. */
export const whatsappChatLink = (fromPath: string) =>
  `${WHATSAPP_REDIRECT_PATH}?from=${encodeURIComponent(fromPath)}`;

/** The message a chat starts with: the solution the visitor read, or the page. */
export const whatsappGreeting = (pageUrl: string, solutionTitle?: string) =>
  solutionTitle
    ? `Hi, I'm interested in ${solutionTitle}: ${pageUrl}`
    : `Hi, I'm interested in your AI solutions: ${pageUrl}`;

/** The wa.me address that opens a chat with `number`, the message typed in; null for no number. */
export function whatsappChatHref(number: string, message: string): string | null {
  const chat = whatsappHref(number);
  return chat && `${chat}?text=${encodeURIComponent(message)}`;
}
