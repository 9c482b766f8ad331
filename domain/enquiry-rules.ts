import { emailRule, type TextRule } from "./text-rules";

// The fields of the two enquiry forms, for the API (enquiry.ts) and the forms alike. SPEC §5
// gives the Get Started texts; the contact page uses the same ones where the field is the same.

const name = { required: "Name is required.", max: 100 };
const email = emailRule("Email is required.", "Invalid email address.");
const company = { max: 200 };

export const GET_STARTED_RULES = {
  name,
  email,
  company,
  message: { required: "Please let us know how we can help.", max: 5000 },
} satisfies Record<string, TextRule>;

export const CONTACT_RULES = {
  name,
  email,
  company,
  phone: { max: 30, format: { pattern: /^[\d\s+()./-]*$/, message: "Please enter a valid phone number." } },
  message: { required: "Message is required.", max: 5000 },
} satisfies Record<string, TextRule>;

/**
 * A hidden form field people never see. Bots fill it; a filled one is kept aside as spam and
 * answered like any other enquiry (docs/decisions/0051).
 */
export const HONEYPOT_FIELD = "website";
