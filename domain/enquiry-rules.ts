import { emailRule, type TextRule } from "./text-rules";

// The fields of the two enquiry forms, for the API (enquiry.ts) and the forms alike. SPEC §5
// gives the Get Started texts; the contact page uses the same ones where the field is the same.

const name = { required: "Name is required.", max: 100 };
const email = emailRule("Email is required.", "Invalid email address.");
const company = { max: 200 };
const phone = {
  max: 30,
  format: { pattern: /^[\d\s+()./-]*$/, message: "Please enter a valid phone number." },
};

export const GET_STARTED_RULES = {
  name,
  email,
  company,
  // Optional, beyond SPEC §3's payload: a WhatsApp or phone number to answer on.
  phone,
  message: { required: "Please let us know how we can help.", max: 5000 },
} satisfies Record<string, TextRule>;

export const CONTACT_RULES = {
  name,
  email,
  company,
  phone,
  message: { required: "Message is required.", max: 5000 },
} satisfies Record<string, TextRule>;

/**
 * A hidden form field people never see. Bots fill it; a filled one is kept aside as spam and
 * answered like any other enquiry (docs/decisions/0051).
 */
export const HONEYPOT_FIELD = "website";

/**
 * A South African number as typed ("082 555 0101", "0825550101") in international form
 * ("+27825550101"), which the inbox's WhatsApp link and a phone's dialler both take; any other
 * number as typed.
 */
export function southAfricanNumber(phone: string): string {
  const digits = phone.replace(/[\s()./-]/g, "");
  return /^0\d{9}$/.test(digits) ? `+27${digits.slice(1)}` : phone.trim();
}
