import type { MailMessage } from "../mail/mailer";
import type { NewEnquiry } from "./contacts";

// The two mails an enquiry causes: the staff notification, with the message and a link that
// opens the enquiry in the back-office, and the visitor's acknowledgement with what they sent.

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

export const ACKNOWLEDGEMENT_SUBJECT = "We received your enquiry";

export function acknowledgement(enquiry: NewEnquiry): MailMessage {
  return {
    to: enquiry.email,
    subject: ACKNOWLEDGEMENT_SUBJECT,
    text: [
      `Hello ${enquiry.name},`,
      "",
      "Thank you for your enquiry: we received it and will reply within one working day.",
      "This is what you sent us:",
      "",
      ...(enquiry.company ? [`Company: ${enquiry.company}`] : []),
      ...(enquiry.phone ? [`Phone: ${enquiry.phone}`] : []),
      "",
      enquiry.message,
      "",
      "If you did not send this enquiry, you can ignore this email.",
    ].join("\n"),
  };
}
