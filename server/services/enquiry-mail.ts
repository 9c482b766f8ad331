import { COMPANY } from "#domain/company";
import type { MailMessage } from "../mail/mailer";
import type { NewEnquiry } from "./contacts";

// The two mails an enquiry causes: the staff notification, with the message and a link that
// opens the enquiry in the back-office, and the visitor's acknowledgement, a fixed text.

const SOURCE_LABELS: Record<NewEnquiry["source"], string> = {
  "get-started": "Get Started dialog",
  "contact-page": "Contact page",
};

export const enquiryLink = (publicUrl: string, id: string) =>
  `${publicUrl}/admin/contacts?id=${encodeURIComponent(id)}`;

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
      `Interest: ${enquiry.interest}`,
      `Source: ${SOURCE_LABELS[enquiry.source]}${enquiry.sourcePage ? ` (${enquiry.sourcePage})` : ""}`,
      ...(enquiry.solutionId ? [`Solution: ${publicUrl}/solutions/${enquiry.solutionId}`] : []),
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

export function acknowledgement(enquiry: Pick<NewEnquiry, "name" | "email">): MailMessage {
  const greeting = firstName(enquiry.name);
  return {
    to: enquiry.email,
    subject: ACKNOWLEDGEMENT_SUBJECT,
    text: [
      greeting ? `Hello ${greeting},` : "Hello,",
      "",
      `Thank you for your enquiry to ${COMPANY.name}: we received it and will reply within one working day.`,
      "",
      "If you did not send an enquiry, someone may have typed your address by mistake: you can ignore this email.",
      "",
      COMPANY.legalName,
    ].join("\n"),
  };
}
