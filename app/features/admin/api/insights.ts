import type { InsightPeriod, InsightsReport } from "#domain/insights";
import { apiRequest } from "./http";

export const fetchInsights = (days: InsightPeriod) =>
  apiRequest<InsightsReport>("GET", `/api/admin/insights?days=${days}`);
