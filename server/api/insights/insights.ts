import { Hono } from "hono";
import { z } from "zod";
import { DEFAULT_INSIGHT_PERIOD, INSIGHT_PERIODS, type InsightPeriod } from "#domain/sales-desk/insights";
import { requireAdmin } from "../../http/authenticate";
import type { Services } from "../../services/container";
import { routes, serve } from "../openapi/contract";
import { data } from "../openapi/operation";
import { insightsSchema } from "../openapi/records";
import type { ApiEnv } from "../shared/env";

const insightsQuerySchema = z.object({
  days: z
    .enum(
      INSIGHT_PERIODS.map((days) => String(days)),
      { error: `days must be ${INSIGHT_PERIODS.join(", ")}` },
    )
    .default(String(DEFAULT_INSIGHT_PERIOD))
    .transform((days) => Number(days) as InsightPeriod),
});

/** The insights API (decision 0090). */
export const insightsApi = routes("/api/admin", {
  report: {
    at: "GET /insights",
    summary: "Visitors, page views and enquiries",
    description:
      "Cookieless counts of public page views over the last `days` days (today included): per day with the enquiries of that day, top pages, top solutions with enquiries attributed to them and their conversion (enquiries ÷ visitors), top referring hosts and utm campaigns, views per device class, and enquiries by channel (the web forms, or the channel of a logged conversation). Visitors are counted per day, so a period's visitors sum the days'.",
    query: insightsQuerySchema,
    ok: data(insightsSchema),
    access: "admin",
    errors: [400],
  },
});

export function insightsRoutes(services: Services) {
  return new Hono<ApiEnv>().on(
    ...serve(insightsApi.report, requireAdmin, async (_c, { query }) => {
      // This instance's latest counts first, so the figures include the last few seconds here.
      await services.insights.flush();
      return services.insights.report(query.days);
    }),
  );
}
