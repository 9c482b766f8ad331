import { Hono } from "hono";
import { requireAdmin } from "../auth/middleware";
import type { Services } from "../services/container";
import type { ApiEnv } from "./env";
import { ok } from "./respond";

const LATEST_CONTACTS = 5;

export function dashboardRoutes(services: Services) {
  return new Hono<ApiEnv>().get("/dashboard", requireAdmin, async (c) => {
    const [solutionsByTier, contacts, totalUsers, latestContacts, outbox] = await Promise.all([
      services.solutions.countByTier(),
      services.contacts.countByStatus(),
      services.users.count(),
      services.contacts.list(LATEST_CONTACTS),
      services.outbox.status(),
    ]);
    const { total: totalContacts, ...contactsByStatus } = contacts;
    return ok(c, {
      totalSolutions: solutionsByTier.bronze + solutionsByTier.silver + solutionsByTier.gold,
      totalUsers,
      totalContacts,
      solutionsByTier,
      contactsByStatus,
      latestContacts,
      // Mail that keeps failing (a wrong SMTP_URL, a full mailbox) must not go unnoticed.
      mail: { queued: outbox.queued, failing: outbox.failing, lastError: outbox.lastError },
    });
  });
}
