import { z } from "zod";
import { textField } from "../fields";
import { SOUTH_AFRICAN_VAT_RATES } from "../money";
import { COMPANY } from "./company";
import type { LegalDetails } from "./legal-details";

// PUT /api/settings/legal, and how stored details are read (a value saved before a rule
// existed takes the default rather than failing a page or a quote).

/** Until an admin saves them: the company's name, no registration shown, not VAT-registered. */
export const DEFAULT_LEGAL_DETAILS: LegalDetails = {
  registeredName: COMPANY.legalName,
  registrationNumber: "",
  physicalAddress: "",
  vatRegistered: false,
  vatNumber: "",
  vatRates: [...SOUTH_AFRICAN_VAT_RATES],
};

const REGISTRATION_NUMBER = /^(?:|\d{4}\/\d{6}\/\d{2})$/;
const VAT_NUMBER = /^(?:|4\d{9})$/;
export const VAT_NUMBER_MESSAGE = "VAT number must be 10 digits starting with 4, e.g. 4123456789";
const RATE_MESSAGE = "VAT rate must be a percentage from 0 to 100 with at most two decimals";

const vatRateSchema = z.object({
  from: z.iso.date("A VAT rate's start must be a date, e.g. 2018-04-01"),
  percent: z
    .number({ error: RATE_MESSAGE })
    .min(0, RATE_MESSAGE)
    .max(100, RATE_MESSAGE)
    .refine((percent) => Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6, RATE_MESSAGE),
});

export const legalDetailsSchema = z
  .object({
    registeredName: textField({ required: "Registered name is required", max: 200 }),
    registrationNumber: textField({
      max: 20,
      format: {
        pattern: REGISTRATION_NUMBER,
        message: "Registration number must be written as CIPC writes it, e.g. 2019/123456/07",
      },
    }),
    physicalAddress: textField({ max: 300 }),
    vatRegistered: z.boolean({ error: "vatRegistered must be true or false" }),
    // Spaces people type between the digits are dropped before the check.
    vatNumber: z
      .string({ error: VAT_NUMBER_MESSAGE })
      .max(30, VAT_NUMBER_MESSAGE)
      .transform((value) => value.replace(/\s/g, ""))
      .pipe(z.string().regex(VAT_NUMBER, VAT_NUMBER_MESSAGE))
      .default(""),
    vatRates: z
      .array(vatRateSchema, { error: "vatRates must be a list of dated rates" })
      .min(1, "At least one VAT rate is required")
      .max(20, "At most 20 VAT rates")
      .default(DEFAULT_LEGAL_DETAILS.vatRates),
  })
  .superRefine((details, ctx) => {
    if (details.vatRegistered && !details.vatNumber)
      ctx.addIssue({
        code: "custom",
        path: ["vatNumber"],
        message: `${VAT_NUMBER_MESSAGE} when VAT-registered`,
      });
    const starts = details.vatRates.map((rate) => rate.from);
    if (new Set(starts).size !== starts.length)
      ctx.addIssue({ code: "custom", path: ["vatRates"], message: "Two VAT rates start on the same day" });
  });
