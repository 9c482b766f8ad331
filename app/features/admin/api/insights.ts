import type { InsightPeriod } from "#domain/sales-desk/insights";
import { call } from "./http";

export const fetchInsights = (days: InsightPeriod) =>
  call("GET /api/admin/insights", { query: { days: `${days}` } });
