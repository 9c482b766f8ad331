import { Hono } from "hono";
import { z } from "zod";
import { DEFAULT_INSIGHT_PERIOD, INSIGHT_PERIODS, type InsightPeriod } from "#domain/insights";
import { requireAdmin } from "../http/authenticate";
import type { Services } from "../services/container";
import type { ApiEnv } from "./env";
import { ok } from "./respond";
import { validated } from "./validate";

export const insightsQuerySchema = z.object({
  days: z
    .enum(
      INSIGHT_PERIODS.map((days) => String(days)),
      { error: `days must be ${INSIGHT_PERIODS.join(", ")}` },
    )
    .default(String(DEFAULT_INSIGHT_PERIOD))
    .transform((days) => Number(days) as InsightPeriod),
});

export function insightsRoutes(services: Services) {
  return new Hono<ApiEnv>().get("/insights", requireAdmin, async (c) => {
    const { days } = validated(insightsQuerySchema, c.req.query());
    // This instance's latest counts first, so the figures include the last few seconds here.
    await services.insights.flush();
    return ok(c, await services.insights.report(days));
  });
}
