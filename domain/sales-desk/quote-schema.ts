import { z } from "zod";
import { textField } from "../fields";
import { formatRand } from "../money";
import { QUOTE_LIMITS, QUOTE_LINE_UNITS, QUOTE_MAX_CENTS } from "./quote";

// PUT /api/quotes/{id}: a quote's lines, deposit, validity and terms (issue 49 item 3). Each
// broken rule names its field ("lines.2.unitCents", "depositPercent").

const AMOUNT_MESSAGE = `Amount must be more than R0 and at most ${formatRand(QUOTE_MAX_CENTS)}`;
const { lines, description, quantity, terms, validDays, depositPercent } = QUOTE_LIMITS;

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const lineSchema = z
  .object({
    description: textField({ required: "Each line needs a description", max: description }),
    quantity: wholeNumber(`Quantity must be a whole number from 1 to ${quantity}`, 1, quantity),
    unitCents: wholeNumber(AMOUNT_MESSAGE, 1, QUOTE_MAX_CENTS),
    unit: z.enum(QUOTE_LINE_UNITS, { error: "unit must be once or month" }).default("once"),
  })
  .superRefine((line, ctx) => {
    if (line.quantity * line.unitCents > QUOTE_MAX_CENTS)
      ctx.addIssue({ code: "custom", path: ["unitCents"], message: `A line's total: ${AMOUNT_MESSAGE}` });
  });

export const quoteInputSchema = z
  .object({
    lines: z
      .array(lineSchema, { error: "lines must be a list of lines" })
      .max(lines, `A quote can have at most ${lines} lines`),
    depositPercent: wholeNumber(
      `Deposit must be a whole percentage from ${depositPercent.min} to ${depositPercent.max}`,
      depositPercent.min,
      depositPercent.max,
    ),
    validDays: wholeNumber(
      `Validity must be from ${validDays.min} to ${validDays.max} days`,
      validDays.min,
      validDays.max,
    ),
    terms: textField({ max: terms }),
  })
  .superRefine((quote, ctx) => {
    const total = quote.lines.reduce((sum, line) => sum + line.quantity * line.unitCents, 0);
    if (total > QUOTE_MAX_CENTS)
      ctx.addIssue({ code: "custom", path: ["lines"], message: `The quote's total: ${AMOUNT_MESSAGE}` });
  });

export type QuoteInput = z.output<typeof quoteInputSchema>;

/** Declining on the buyer's page: the reason is optional. */
export const DECLINE_REASON_MAX = 1000;
/** The name the buyer types to accept. */
export const ACCEPT_NAME_MAX = 200;
