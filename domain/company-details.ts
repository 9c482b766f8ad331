import { PHONE_DIGITS, TYPED_PHONE_NUMBER } from "./phone-number";
import { emailRule, type RequiredTextRule, type TextRule } from "./text-rules";

// How visitors reach the company: edited in Admin settings, read by the footer, the contact
// page and the structured data. No zod here: the public layout imports the defaults and the
// link helpers, and the server builds its schema from these rules (fields.ts).

export const SOCIAL_NETWORKS = [
  { key: "linkedin", name: "LinkedIn" },
  { key: "facebook", name: "Facebook" },
  { key: "x", name: "X" },
] as const;

type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]["key"];

export interface CompanyDetails {
  phone: string;
  /** Blank: no WhatsApp button anywhere on the site. */
  whatsapp: string;
  email: string;
  /** One line, e.g. "12 Main Road, Cape Town"; blank: not shown. */
  address: string;
  /** Profile URLs; a blank one is not shown. */
  social: Record<SocialNetwork, string>;
  /** A booking page (Cal.com, Calendly, Google Calendar); blank: nothing about booking shows. */
  bookingUrl: string;
}

/** What the site said before the details could be edited. */
export const DEFAULT_COMPANY_DETAILS: CompanyDetails = {
  phone: "+27 10 555 0123",
  whatsapp: "+27 10 555 0123",
  email: "hello@aisolutions.co.za",
  address: "",
  social: {
    linkedin: "https://www.linkedin.com/company/aisolutions-za",
    facebook: "https://www.facebook.com/aisolutionsza",
    x: "https://x.com/aisolutionsza",
  },
  bookingUrl: "",
};

const phoneFormat = (label: string): TextRule => ({
  max: 30,
  format: {
    pattern: TYPED_PHONE_NUMBER,
    message: `${label} must be a phone number, e.g. +27 10 555 0123`,
  },
});

export const phoneDigitsMessage = (label: string) =>
  `${label} must have ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits in international form`;

export const HTTPS_URL_MESSAGE = "Must be an https:// address";

export const COMPANY_DETAIL_RULES = {
  phone: { required: "Phone is required", ...phoneFormat("Phone") } satisfies RequiredTextRule,
  whatsapp: phoneFormat("WhatsApp number"),
  email: emailRule("Email is required", "Email must be a valid email address"),
  address: { max: 200 },
} satisfies Record<string, TextRule>;

/**
 * Blank, or an https URL with a host that has a dot: a profile link must not downgrade to http
 * or run script. The host is matched in one way only (its first character, then no dot up to
 * its first dot), so the pattern runs in linear time, as EMAIL_PATTERN does.
 */
export const SOCIAL_URL_PATTERN = /^(?:$|https:\/\/[^\s/?#][^\s/?#.]*\.[^\s/?#]+(?:[/?#]\S*)?)$/i;

export const SOCIAL_URL_RULE: TextRule = {
  max: 500,
  format: { pattern: SOCIAL_URL_PATTERN, message: HTTPS_URL_MESSAGE },
};
