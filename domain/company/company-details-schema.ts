import { z } from "zod";
import { textField } from "../fields";
import { internationalDigits, PHONE_DIGITS, TYPED_PHONE_NUMBER } from "../phone-number";
import { emailRule, type RequiredTextRule, type TextRule } from "../text-rules";
import { httpsAddress } from "../web-address";

const phoneFormat = (label: string): TextRule => ({
  max: 30,
  format: {
    pattern: TYPED_PHONE_NUMBER,
    message: `${label} must be a phone number, e.g. +27 10 555 0123`,
  },
});

const phoneDigitsMessage = (label: string) =>
  `${label} must have ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits in international form`;

const HTTPS_URL_MESSAGE = "Must be an https:// address";

const COMPANY_DETAIL_RULES = {
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

const SOCIAL_URL_RULE: TextRule = {
  max: 500,
  format: { pattern: SOCIAL_URL_PATTERN, message: HTTPS_URL_MESSAGE },
};

// Each field is read by the same function that reads it where it is used (phone-number.ts,
// web-address.ts), so a value saved here cannot fail a page, a mail or a redirect later; the
// server reads stored details through this schema too (server/services/settings/usable-settings.ts).

// A blank optional value passes: it shows nothing.
const phoneNumber = (rule: TextRule, label: string) =>
  textField(rule).refine(
    (phone) => phone === "" || internationalDigits(phone) !== null,
    phoneDigitsMessage(label),
  );

const webAddress = textField(SOCIAL_URL_RULE).refine(
  (address) => address === "" || httpsAddress(address) !== null,
  HTTPS_URL_MESSAGE,
);

/** PUT /api/settings/company: every field, as the Admin settings form sends them. */
export const companyDetailsSchema = z.object({
  phone: phoneNumber(COMPANY_DETAIL_RULES.phone, "Phone"),
  whatsapp: phoneNumber(COMPANY_DETAIL_RULES.whatsapp, "WhatsApp number"),
  email: textField(COMPANY_DETAIL_RULES.email),
  address: textField(COMPANY_DETAIL_RULES.address),
  social: z.object(
    { linkedin: webAddress, facebook: webAddress, x: webAddress },
    { error: "social must be an object of profile URLs" },
  ),
  bookingUrl: webAddress,
});
