import { z } from "zod";
import {
  COMPANY_DETAIL_RULES,
  HTTPS_URL_MESSAGE,
  phoneDigitsMessage,
  SOCIAL_URL_RULE,
} from "./company-details";
import { textField } from "./fields";
import { internationalDigits } from "./phone-number";
import type { TextRule } from "./text-rules";
import { httpsAddress } from "./web-address";

// Each field is read by the same function that reads it where it is used (phone-number.ts,
// web-address.ts), so a value saved here cannot fail a page, a mail or a redirect later; the
// server reads stored details through this schema too (server/services/usable-settings.ts).

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
