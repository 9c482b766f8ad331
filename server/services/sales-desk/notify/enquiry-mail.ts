import { COMPANY } from "#domain/company/company";
import { interestLabel } from "#domain/content/interest-label";
import type { PagePath } from "#domain/page-paths";
import { BOOK_A_CALL, bookingLink } from "#domain/sales-desk/booking";
import { ENQUIRY_SOURCE_LABELS } from "#domain/sales-desk/contact-admin";
import type { MailMessage } from "#server/mail/mailer";
import type { NewEnquiry } from "../contact-record";
import { inertText, quotedMessage } from "./inert-quote";

// The two mails an enquiry causes: the staff notification, with the message and a link that
// opens the enquiry in the back-office, and the visitor's acknowledgement, a fixed text.

export const enquiryLink = (publicUrl: string, id: string) =>
  `${publicUrl}${`/admin/contacts?id=${encodeURIComponent(id)}` satisfies PagePath}`;

export function notification(enquiry: NewEnquiry, id: string, to: string, publicUrl: string): MailMessage {
  return {
    to,
    // Answering the notification answers the enquirer.
    replyTo: enquiry.email,
    subject: `New enquiry from ${enquiry.name}`,
    text: [
      `Name: ${enquiry.name}`,
      `Email: ${enquiry.email}`,
      `Company: ${enquiry.company || "-"}`,
      `Phone: ${enquiry.phone || "-"}`,
      `Interest: ${interestLabel(enquiry.interest)}`,
      `Source: ${ENQUIRY_SOURCE_LABELS[enquiry.source]}${enquiry.sourcePage ? ` (${enquiry.sourcePage})` : ""}`,
      ...(enquiry.solutionId
        ? [`Solution: ${publicUrl}${`/solutions/${enquiry.solutionId}` satisfies PagePath}`]
        : []),
      "",
      enquiry.message,
      "",
      `Open this enquiry: ${enquiryLink(publicUrl, id)}`,
    ].join("\n"),
  };
}

export const ACKNOWLEDGEMENT_SUBJECT = `We received your enquiry to ${COMPANY.name}`;

// Anyone can type anyone's address into a form, so the acknowledgement says nothing the sender
// wrote: otherwise it would carry a stranger's text to any inbox from the company's own
// address. Only a first name stays, cut short and made of letters alone, so it cannot hold a
// link or a message.
const FIRST_NAME_MAX = 20;
const firstName = (name: string) =>
  (name.trim().split(/\s/, 1)[0] ?? "").replace(/[^\p{L}'-]/gu, "").slice(0, FIRST_NAME_MAX);

/**
 * `bookingUrl`, when the company offers one, adds "Book a 20-minute call" with the address
 * filled in as the recipient's own and the name as the letters-only first name: nothing else
 * the sender typed.
 */
export function acknowledgement(enquiry: Pick<NewEnquiry, "name" | "email">, bookingUrl = ""): MailMessage {
  const greeting = firstName(enquiry.name);
  const booking = bookingLink(bookingUrl, { name: greeting, email: enquiry.email });
  return {
    to: enquiry.email,
    subject: ACKNOWLEDGEMENT_SUBJECT,
    text: [
      greeting ? `Hello ${greeting},` : "Hello,",
      "",
      `Thank you for your enquiry to ${COMPANY.name}: we received it and will reply within one working day.`,
      "",
      ...(booking ? [`${BOOK_A_CALL} if you would like to talk sooner: ${booking}`, ""] : []),
      "If you did not send an enquiry, someone may have typed your address by mistake: you can ignore this email.",
      "",
      COMPANY.legalName,
    ].join("\n"),
  };
}

/** Tells an administrator that enquiries were given to them, with a link to each. */
export function assignmentMail(
  to: string,
  enquiries: { id: string; name: string }[],
  by: { name: string },
  publicUrl: string,
): MailMessage {
  const one = enquiries.length === 1;
  return {
    to,
    subject: one
      ? `${by.name} assigned you the enquiry from ${enquiries[0]?.name}`
      : `${by.name} assigned you ${enquiries.length} enquiries`,
    text: [
      `${by.name} assigned ${one ? "this enquiry" : "these enquiries"} to you:`,
      "",
      ...enquiries.map((enquiry) => `${enquiry.name}: ${enquiryLink(publicUrl, enquiry.id)}`),
    ].join("\n"),
  };
}

const replySubject = () => `Re: your enquiry to ${COMPANY.name}`;

/**
 * A reply from the inbox: the admin's text, signed, above the visitor's message quoted with no
 * working link and cut to its first 2,000 characters (inert-quote.ts); answering it reaches
 * the admin who wrote it.
 */
export function replyMail(
  enquiry: { email: string; name: string; message: string; createdAt: Date },
  body: string,
  author: { name: string; email: string },
): MailMessage {
  const sent = enquiry.createdAt.toLocaleString("en-ZA", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Africa/Johannesburg",
  });
  return {
    to: enquiry.email,
    replyTo: author.email,
    subject: replySubject(),
    text: [
      body,
      "",
      author.name,
      COMPANY.name,
      "",
      `On ${sent}, ${inertText(enquiry.name)} wrote:`,
      ...quotedMessage(enquiry.message),
    ].join("\n"),
  };
}
