import type { EnquiryChannel, LoggedChannel } from "./contact-admin";
// Cookieless insights (docs/decisions/0029-cookieless-insights.md): what the server counts of
// public page views, and the report the admin dashboard reads from GET /api/admin/insights.

/**
 * What a daily count is kept per: the whole site, or one page, solution, referrer, campaign or
 * device class; clicks on a WhatsApp button, per page they were on; and the finder's descriptions.
 */
export const INSIGHT_DIMENSIONS = [
  "site",
  "page",
  "solution",
  "referrer",
  "campaign",
  "device",
  "whatsapp",
  // Descriptions typed into the finder (value ""), and the solutions each one was shown
  // (value: the solution's id); never the words themselves (decision 0085).
  "finder",
  "finder-match",
] as const;
export type InsightDimension = (typeof INSIGHT_DIMENSIONS)[number];

export const DEVICE_CLASSES = ["phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The periods the dashboard offers, in days ending today; the API accepts only these. */
export const INSIGHT_PERIODS = [7, 30, 90] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];
export const DEFAULT_INSIGHT_PERIOD: InsightPeriod = 30;

/**
 * Days begin at midnight in South Africa (SAST, UTC+2 all year, no daylight saving), for the
 * counts and for the enquiries they are compared with.
 */
export const SITE_UTC_OFFSET_HOURS = 2;

/** The day (YYYY-MM-DD, South African time) that a moment falls on. */
export function siteDay(epochMs: number): string {
  return new Date(epochMs + SITE_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
}

export interface Tally {
  views: number;
  /** Summed over days: someone who came on two days counts twice. */
  visitors: number;
}

export interface InsightDay extends Tally {
  date: string;
  enquiries: number;
  /** Clicks on a WhatsApp button: conversations started, once per visitor a day on each page. */
  whatsapp: number;
}

/**
 * Quotes and deposits in the period (issues 49 and 50), each counted in the period it happened
 * in: a quote when it was sent (each revision sent is one), when it was accepted; a deposit when
 * its payment was confirmed. Amounts incl. VAT, in cents.
 */
export interface SalesTally {
  quotesSent: number;
  quotesAccepted: number;
  acceptedCents: number;
  deposits: number;
  depositCents: number;
}

/**
 * How the enquiry behind a quote or deposit came, as its attribution reads: the channel a logged
 * conversation came on; for the web forms its campaign (utm_source), else the site that referred
 * it, else none ("direct"); "deleted" for a deposit whose enquiry was since deleted.
 */
export type SalesSource =
  | { kind: "logged"; value: LoggedChannel }
  | { kind: "campaign" | "referrer"; value: string }
  | { kind: "direct" | "deleted"; value: "" };

export interface InsightsReport {
  days: InsightPeriod;
  /** One entry per day, oldest first, today last. */
  series: InsightDay[];
  pages: (Tally & { path: string })[];
  solutions: (Tally & {
    id: string;
    /** Empty when the solution has since been deleted. */
    title: string;
    /** Enquiries in the period attributed to this solution. */
    enquiries: number;
    /** Clicks on a WhatsApp button on its page in the period, once per visitor a day. */
    whatsapp: number;
    /** enquiries ÷ visitors; null without visitors. */
    conversion: number | null;
  })[];
  referrers: (Tally & { host: string })[];
  campaigns: (Tally & { source: string; medium: string; campaign: string })[];
  /** Enquiries in the period by the channel they came in on (the web forms, or a logged one's). */
  channels: Record<EnquiryChannel, number>;
  devices: Record<DeviceClass, Tally>;
  /** "Describe your problem" (decision 0085): how it was used; never what was typed. */
  finder: {
    /** Descriptions typed into the finder in the period. */
    descriptions: number;
    /** Enquiries sent from the contact form the finder opened. */
    enquiries: number;
    /** The solutions descriptions were shown, most often first. */
    solutions: { id: string; title: string; shown: number }[];
  };
  /** Quotes and deposits joined to the enquiries' solutions and sources (decision 0099). */
  sales: {
    totals: SalesTally;
    /** By the solution the enquiry was about, most accepted value first; enquiries without one left out. */
    solutions: (SalesTally & { id: string; title: string })[];
    /** By how the enquiry came, most accepted value first. */
    sources: (SalesTally & { source: SalesSource })[];
  };
}
