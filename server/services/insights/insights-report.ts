import { and, count, eq, gte, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { FINDER_PATH } from "#domain/content/finder";
import { channelOf, ENQUIRY_CHANNELS, type EnquiryChannel } from "#domain/sales-desk/contact-admin";
import { readAttribution } from "#domain/sales-desk/enquiry-attribution";
import {
  DEVICE_CLASSES,
  type DeviceClass,
  type InsightDimension,
  type InsightPeriod,
  type InsightsReport,
  SITE_UTC_OFFSET_HOURS,
  siteDay,
  type Tally,
} from "#domain/sales-desk/insights";
import type { Database } from "../../db/client";
import { contacts, insightCounts, solutions } from "../../db/schema";
import { salesReport, salesRows, salesSolutionIds } from "./insights-sales";

/** Rows in each top list. */
const TOP = 10;
const DAY_MS = 86_400_000;

const byViews = <T extends Tally>(a: T, b: T) => b.views - a.views || b.visitors - a.visitors;

/**
 * The day (YYYY-MM-DD) an enquiry was sent on, South African time, as siteDay counts it. The
 * offset is written into the text: as a parameter, GROUP BY would not see the same expression.
 */
const enquiryDay = sql<string>`to_char(${contacts.createdAt} at time zone 'UTC' + interval '${sql.raw(String(SITE_UTC_OFFSET_HOURS))} hours', 'YYYY-MM-DD')`;

/** The figures of the last `days` days, today included, summed from the daily counts. */
export async function insightsReport(
  db: Database,
  days: InsightPeriod,
  now: number,
): Promise<InsightsReport> {
  const dates = Array.from({ length: days }, (_, index) => siteDay(now - (days - 1 - index) * DAY_MS));
  const from = dates[0] as string;
  const since = new Date(Date.parse(`${from}T00:00:00Z`) - SITE_UTC_OFFSET_HOURS * 3_600_000);
  const tally = {
    views: sql<number>`sum(${insightCounts.views})::int`,
    visitors: sql<number>`sum(${insightCounts.visitors})::int`,
  };

  const [
    daily,
    whatsappPerDay,
    totals,
    enquiriesPerDay,
    enquiriesPerSolution,
    enquiriesPerSource,
    [finderEnquiries],
    sales,
  ] = await Promise.all([
    db
      .select({ day: insightCounts.day, views: insightCounts.views, visitors: insightCounts.visitors })
      .from(insightCounts)
      .where(and(eq(insightCounts.dimension, "site"), gte(insightCounts.day, from))),
    // A click is counted once per visitor a day on each page (decision 0071): its visitors.
    db
      .select({ day: insightCounts.day, clicks: tally.visitors })
      .from(insightCounts)
      .where(and(eq(insightCounts.dimension, "whatsapp"), gte(insightCounts.day, from)))
      .groupBy(insightCounts.day),
    db
      .select({ dimension: insightCounts.dimension, value: insightCounts.value, ...tally })
      .from(insightCounts)
      .where(and(ne(insightCounts.dimension, "site"), gte(insightCounts.day, from)))
      .groupBy(insightCounts.dimension, insightCounts.value),
    db
      .select({ day: enquiryDay, enquiries: count() })
      .from(contacts)
      .where(gte(contacts.createdAt, since))
      .groupBy(enquiryDay),
    db
      .select({ id: sql<string>`${contacts.solutionId}`, enquiries: count() })
      .from(contacts)
      .where(and(gte(contacts.createdAt, since), isNotNull(contacts.solutionId)))
      .groupBy(contacts.solutionId),
    db
      .select({ source: contacts.source, enquiries: count() })
      .from(contacts)
      .where(gte(contacts.createdAt, since))
      .groupBy(contacts.source),
    // Sent from the contact form the finder's "Ask about this" opened (decision 0085).
    db
      .select({ enquiries: count() })
      .from(contacts)
      .where(and(gte(contacts.createdAt, since), eq(contacts.sourcePage, FINDER_PATH))),
    salesRows(db, since),
  ]);

  const of = (dimension: InsightDimension) =>
    totals.filter((row) => row.dimension === dimension).sort(byViews);
  const siteByDay = new Map(daily.map((row) => [row.day, row]));
  const enquiriesByDay = new Map(enquiriesPerDay.map((row) => [row.day, row.enquiries]));
  const whatsappByDay = new Map(whatsappPerDay.map((row) => [row.day, row.clicks]));

  const solutionTallies = new Map<string, Tally>(of("solution").map((row) => [row.value, row]));
  const enquiriesBySolution = new Map(enquiriesPerSolution.map((row) => [row.id, row.enquiries]));
  // WhatsApp clicks are kept per page; a solution's are those on its page, once per visitor a day.
  const whatsappBySolution = new Map<string, number>();
  for (const row of of("whatsapp")) {
    const { solutionId } = readAttribution({ sourcePage: row.value });
    if (solutionId)
      whatsappBySolution.set(solutionId, (whatsappBySolution.get(solutionId) ?? 0) + row.visitors);
  }
  const finderShown = of("finder-match");
  const solutionIds = [
    ...new Set([...solutionTallies.keys(), ...enquiriesBySolution.keys(), ...whatsappBySolution.keys()]),
  ];
  const titled = [
    ...new Set([...solutionIds, ...finderShown.map((row) => row.value), ...salesSolutionIds(sales)]),
  ];
  const titles = new Map(
    titled.length === 0
      ? []
      : (
          await db
            .select({ id: solutions.id, title: solutions.title })
            .from(solutions)
            .where(inArray(solutions.id, titled))
        ).map((row) => [row.id, row.title]),
  );

  const devices = Object.fromEntries(
    DEVICE_CLASSES.map((device) => [device, { views: 0, visitors: 0 }]),
  ) as Record<DeviceClass, Tally>;
  for (const row of of("device")) {
    if (row.value in devices)
      devices[row.value as DeviceClass] = { views: row.views, visitors: row.visitors };
  }

  const channels = Object.fromEntries(ENQUIRY_CHANNELS.map((channel) => [channel, 0])) as Record<
    EnquiryChannel,
    number
  >;
  for (const { source, enquiries } of enquiriesPerSource) channels[channelOf(source)] += enquiries;

  return {
    days,
    series: dates.map((date) => ({
      date,
      views: siteByDay.get(date)?.views ?? 0,
      visitors: siteByDay.get(date)?.visitors ?? 0,
      enquiries: enquiriesByDay.get(date) ?? 0,
      whatsapp: whatsappByDay.get(date) ?? 0,
    })),
    pages: of("page")
      .slice(0, TOP)
      .map(({ value, views, visitors }) => ({ path: value, views, visitors })),
    solutions: solutionIds
      .map((id) => {
        const { views, visitors } = solutionTallies.get(id) ?? { views: 0, visitors: 0 };
        const enquiries = enquiriesBySolution.get(id) ?? 0;
        return {
          id,
          title: titles.get(id) ?? "",
          views,
          visitors,
          enquiries,
          whatsapp: whatsappBySolution.get(id) ?? 0,
          conversion: visitors === 0 ? null : enquiries / visitors,
        };
      })
      .sort(
        (a, b) =>
          b.visitors - a.visitors ||
          b.enquiries + b.whatsapp - (a.enquiries + a.whatsapp) ||
          b.views - a.views,
      )
      .slice(0, TOP),
    referrers: of("referrer")
      .slice(0, TOP)
      .map(({ value, views, visitors }) => ({ host: value, views, visitors })),
    campaigns: of("campaign")
      .slice(0, TOP)
      .map(({ value, views, visitors }) => {
        const [source = "", medium = "", campaign = ""] = JSON.parse(value) as string[];
        return { source, medium, campaign, views, visitors };
      }),
    channels,
    devices,
    finder: {
      descriptions: of("finder").reduce((sum, row) => sum + row.views, 0),
      enquiries: finderEnquiries?.enquiries ?? 0,
      solutions: finderShown
        .slice(0, TOP)
        .map(({ value, views }) => ({ id: value, title: titles.get(value) ?? "", shown: views })),
    },
    sales: salesReport(sales, titles),
  };
}
