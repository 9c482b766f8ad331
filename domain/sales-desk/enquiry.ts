import { z } from "zod";
import { textFields } from "../fields";
import { DEFAULT_INTEREST, GET_STARTED_INTEREST, INTEREST_VALUES } from "../options";
import { isStorableText } from "../text-rules";
import { LOGGED_CHANNELS } from "./contact-admin";
import {
  CHANNEL_REQUIRED,
  CONTACT_DETAIL_REQUIRED,
  CONTACT_RULES,
  FORM_TOKEN_FIELD,
  GET_STARTED_RULES,
  HONEYPOT_FIELD,
  LOGGED_CONVERSATION_RULES,
} from "./enquiry-rules";

/** What is kept of the trap field's value beside the spam: enough to see what the bot wrote. */
const TRAP_KEPT = 200;
/** Kept in place of a trap value that is not text: its shape is a bot's, not worth storing. */
const TRAP_NOT_TEXT = "(not text)";

/**
 * The hidden trap field as text, whatever was sent: "" when left empty (a person), otherwise
 * non-blank (spam). Never refused, so a bot learns nothing, and never kept as sent: a trap
 * nested 5,000 levels deep overflowed the stack when the spam was stored (issue 52).
 */
const trapField = z
  .unknown()
  .optional()
  .transform((value): string => {
    if (value === undefined || value === "") return "";
    if (typeof value !== "string") return TRAP_NOT_TEXT;
    const kept = value.slice(0, TRAP_KEPT);
    return isStorableText(kept) ? kept : TRAP_NOT_TEXT;
  });

// Read by the enquiry service: the trap field and the form's signed issue time (not stored).
const honeypot = {
  [HONEYPOT_FIELD]: trapField,
  [FORM_TOKEN_FIELD]: z
    .unknown()
    .optional()
    .describe(
      "The form's signed issue time, as the site's forms send it; clients of their own leave it out.",
    ),
};

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

export type ContactEnquiry = z.input<typeof contactEnquirySchema>;

/**
 * A conversation an admin logs in the inbox (issue 35): the channel it took place on, and
 * optionally the solution and interest it was about. A phone number or an email is required.
 */
export const loggedConversationSchema = z
  .object({
    ...textFields(LOGGED_CONVERSATION_RULES),
    channel: z.enum(LOGGED_CHANNELS, { error: CHANNEL_REQUIRED }),
    interest: z
      .enum(INTEREST_VALUES, { error: "Please choose what they are interested in" })
      .optional()
      .default("other"),
    solutionId: z
      .string({ error: "solutionId must be a solution's id" })
      .trim()
      .max(200, "solutionId must be a solution's id")
      .optional()
      .default(""),
  })
  .check((ctx) => {
    if (ctx.value.phone || ctx.value.email) return;
    for (const field of ["phone", "email"]) {
      ctx.issues.push({ code: "custom", message: CONTACT_DETAIL_REQUIRED, path: [field], input: ctx.value });
    }
  });
