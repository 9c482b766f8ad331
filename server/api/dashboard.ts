import { Hono } from "hono";
import { requireAdmin } from "../auth/middleware";
import type { Services } from "../services/container";
import type { ApiEnv } from "./env";
import { ok } from "./respond";

const LATEST_CONTACTS = 5;

export function dashboardRoutes(services: Services) {
  return new Hono<ApiEnv>().get("/dashboard", requireAdmin, async (c) => {
    const [solutionsByTier, contacts, totalUsers, latestContacts] = await Promise.all([
      services.solutions.countByTier(),
      services.contacts.countByStatus(),
      services.users.count(),
      services.contacts.list(LATEST_CONTACTS),
    ]);
    const { total: totalContacts, ...contactsByStatus } = contacts;
    return ok(c, {
      totalSolutions: solutionsByTier.bronze + solutionsByTier.silver + solutionsByTier.gold,
      totalUsers,
      totalContacts,
      solutionsByTier,
      contactsByStatus,
      latestContacts,
    });
  });
}
