import type { InsightDay } from "#domain/sales-desk/insights";
import { type CsvColumn, toCsv } from "../ui/lists/csv";

const COLUMNS: CsvColumn<InsightDay>[] = [
  { header: "Date", value: (day) => day.date },
  { header: "Visitors", value: (day) => String(day.visitors) },
  { header: "Page views", value: (day) => String(day.views) },
  { header: "Enquiries", value: (day) => String(day.enquiries) },
  { header: "WhatsApp clicks", value: (day) => String(day.whatsapp) },
];

export const insightsSeriesToCsv = (series: readonly InsightDay[]) => toCsv(COLUMNS, series);
