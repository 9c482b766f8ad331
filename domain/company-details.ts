import { PHONE_DIGITS, TYPED_PHONE_NUMBER } from "./phone-number";
import { emailRule, type RequiredTextRule, type TextRule } from "./text-rules";

// The rules for how visitors reach the company (their shape and defaults: ./company-details-defaults.ts). No zod
// here: the server builds its schema from these rules (fields.ts).

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
