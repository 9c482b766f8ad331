import { z } from "zod";
import {
  COMPANY_DETAIL_RULES,
  internationalDigits,
  PHONE_DIGITS,
  phoneDigitsMessage,
  SOCIAL_URL_RULE,
} from "./company-details";
import { textField } from "./fields";
import type { TextRule } from "./text-rules";

// A blank optional number passes: it shows nothing.
const phoneNumber = (rule: TextRule, label: string) =>
  textField(rule).refine((phone) => {
    if (phone === "") return true;
    const digits = internationalDigits(phone).length;
    return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
  }, phoneDigitsMessage(label));

const socialUrl = textField(SOCIAL_URL_RULE);

/** PUT /api/settings/company: every field, as the Admin settings form sends them. */
export const companyDetailsSchema = z.object({
  phone: phoneNumber(COMPANY_DETAIL_RULES.phone, "Phone"),
  whatsapp: phoneNumber(COMPANY_DETAIL_RULES.whatsapp, "WhatsApp number"),
  email: textField(COMPANY_DETAIL_RULES.email),
  address: textField(COMPANY_DETAIL_RULES.address),
  social: z.object(
    { linkedin: socialUrl, facebook: socialUrl, x: socialUrl },
    { error: "social must be an object of profile URLs" },
  ),
  bookingUrl: socialUrl,
});
