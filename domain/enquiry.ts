import { z } from "zod";
import { CONTACT_RULES, GET_STARTED_RULES, HONEYPOT_FIELD } from "./enquiry-rules";
import { textFields } from "./fields";
import { DEFAULT_INTEREST, GET_STARTED_INTEREST, INTEREST_VALUES } from "./options";

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
