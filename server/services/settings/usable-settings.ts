import type { Logger } from "pino";
import type { z } from "zod";
import {
  type CompanyDetails,
  DEFAULT_COMPANY_DETAILS,
  SOCIAL_NETWORKS,
} from "#domain/company/company-details";
import { companyDetailsSchema } from "#domain/company/company-details-schema";

// Settings as they may be used: every stored value is read by the schema it was saved through,
// so a value saved before a rule existed, or written into the database by hand, is skipped
// where an enquiry, a page or a mail is made instead of failing it (issue 52, item 1).

/** Told of a stored value that cannot be used; `setting` names it as the API's errors do. */
export type UnusableSetting = (setting: string, reason: string, value: unknown) => void;

/** Distinct values warned of, at most: a database written by hand cannot grow the set without end. */
const WARNED_MAX = 1_000;

/**
 * One warning a stored value, however often it is read: pages read the details at every miss of
 * the cache. The value itself is never logged (a webhook URL can be a credential).
 */
export function unusableSettingWarner(logger: Logger): UnusableSetting {
  const warned = new Set<string>();
  return (setting, reason, value) => {
    const key = `${setting}\0${JSON.stringify(value)?.slice(0, 500)}`;
    if (warned.has(key)) return;
    if (warned.size >= WARNED_MAX) warned.clear();
    warned.add(key);
    logger.warn({ setting, reason }, "a stored setting cannot be used and is skipped");
  };
}

/** `value` as `schema` reads it, or `fallback` (with a warning) when the schema refuses it. */
export function usable<T>(
  schema: z.ZodType<T>,
  value: unknown,
  fallback: T,
  setting: string,
  unusable: UnusableSetting,
): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  unusable(setting, parsed.error.issues[0]?.message ?? "invalid", value);
  return fallback;
}

const field = companyDetailsSchema.shape;

/**
 * The stored details with every field checked as a save checks it; a field that fails is
 * blank, which shows nothing (a missing field takes its default, as before it existed).
 */
export function usableCompanyDetails(stored: unknown, unusable: UnusableSetting): CompanyDetails {
  const details = { ...DEFAULT_COMPANY_DETAILS, ...(isObject(stored) ? stored : {}) };
  const social: Record<string, unknown> = isObject(details.social) ? details.social : {};
  const text = (name: "phone" | "whatsapp" | "email" | "address" | "bookingUrl") =>
    usable(field[name], details[name], "", name, unusable);
  return {
    phone: text("phone"),
    whatsapp: text("whatsapp"),
    email: text("email"),
    address: text("address"),
    social: Object.fromEntries(
      SOCIAL_NETWORKS.map(({ key }) => [
        key,
        usable(field.social.shape[key], social[key] ?? "", "", `social.${key}`, unusable),
      ]),
    ) as CompanyDetails["social"],
    bookingUrl: text("bookingUrl"),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
