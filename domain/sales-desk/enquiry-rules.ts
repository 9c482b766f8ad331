import { emailRule, optionalEmailRule, type TextRule } from "../text-rules";

// The fields of the two enquiry forms, for the API (enquiry.ts) and the forms alike. SPEC §5
// gives the Get Started texts; the contact page uses the same ones where the field is the same.

// The two forms differ only in what a missing message says. The Get Started dialog's phone
// (a WhatsApp or phone number to answer on) is optional and beyond SPEC §3's payload.
const contactDetails = {
  name: { required: "Name is required.", max: 100 },
  email: emailRule("Email is required.", "Invalid email address."),
  company: { max: 200 },
  phone: {
    max: 30,
    format: { pattern: /^[\d\s+()./-]*$/, message: "Please enter a valid phone number." },
  },
} satisfies Record<string, TextRule>;

export const GET_STARTED_RULES = {
  ...contactDetails,
  message: { required: "Please let us know how we can help.", max: 5000 },
} satisfies Record<string, TextRule>;

export const CONTACT_RULES = {
  ...contactDetails,
  message: { required: "Message is required.", max: 5000 },
} satisfies Record<string, TextRule>;

/**
 * A conversation an admin logs in the inbox (issue 35): the enquirer's name and what was said,
 * and a phone number or an email address, either of which may be left blank (not both).
 */
export const LOGGED_CONVERSATION_RULES = {
  ...contactDetails,
  email: optionalEmailRule("Invalid email address."),
  message: { required: "Please write what the conversation was about.", max: 5000 },
} satisfies Record<string, TextRule>;

/** A logged conversation with neither a phone number nor an email address: at both fields. */
export const CONTACT_DETAIL_REQUIRED = "Please give a phone number or an email address.";

export const CHANNEL_REQUIRED = "Channel must be whatsapp, phone, walk-in or email.";

/**
 * A hidden form field people never see. Bots fill it; a filled one is kept aside as spam and
 * answered like any other enquiry (docs/decisions/0051).
 */
export const HONEYPOT_FIELD = "website";

/**
 * The signed time the form was issued (server/services/sales-desk/intake/form-tokens.ts), a hidden field of both
 * public forms; one sent too soon after it, or forged, is kept aside as spam (decision 0051).
 */
export const FORM_TOKEN_FIELD = "formToken";

/**
 * Acknowledgements one mailbox gets in a day at most (server/services/settings/settings.ts): anyone can
 * type anyone's address into a form. The settings screen says it too.
 */
export const ACKNOWLEDGEMENTS_PER_ADDRESS_A_DAY = 3;

/** Why an enquiry was kept aside as spam, as the inbox's Spam view says it. */
export const SPAM_REASONS = {
  honeypot: "Filled the hidden field",
  "too-fast": "Sent too fast for a person",
  "forged-token": "Forged form token",
  marked: "Marked as spam in the inbox",
} as const;
export type SpamReason = keyof typeof SPAM_REASONS;
