import { z } from "zod";
import { CONTACT_RULES, GET_STARTED_RULES } from "./enquiry-rules";
import { textFields } from "./fields";
import { DEFAULT_INTEREST, GET_STARTED_INTEREST, INTEREST_VALUES } from "./options";

/**
 * A hidden form field people never see. Bots fill it; a filled one is refused with a message
 * a person could act on, in case a browser's autofill ever filled it.
 */
export const HONEYPOT_FIELD = "website";
export const HONEYPOT_MESSAGE =
  "Your message could not be sent. Please clear the hidden 'website' field (autofill may have filled it) and try again.";

const honeypot = { [HONEYPOT_FIELD]: z.unknown().optional() };

/** SPEC §5 "Get Started enquiry"; the forms check the same rules (enquiry-rules.ts). */
export const getStartedEnquirySchema = z.object({
  ...textFields(GET_STARTED_RULES),
  interest: z.literal(GET_STARTED_INTEREST).optional().default(GET_STARTED_INTEREST),
  ...honeypot,
});

/** SPEC §5 "Contact page form". */
export const contactEnquirySchema = z.object({
  ...textFields(CONTACT_RULES),
  interest: z
    .enum(INTEREST_VALUES, { error: "Please choose what you are interested in" })
    .optional()
    .default(DEFAULT_INTEREST),
  ...honeypot,
});

export type GetStartedEnquiry = z.input<typeof getStartedEnquirySchema>;
export type ContactEnquiry = z.input<typeof contactEnquirySchema>;
