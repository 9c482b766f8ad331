import { Hono } from "hono";
import type { Tier } from "#domain/options";
import { requireAdmin } from "../http/authenticate";
import type { ContactRecord } from "../services/contact-record";
import type { Services } from "../services/container";
import type { ApiEnv } from "./env";
import { data, documented } from "./openapi/operation";
import { dashboardSchema } from "./openapi/records";
import { ok } from "./respond";

const LATEST_CONTACTS = 5;

/** What GET /api/admin/dashboard answers with, as `data`. */
export interface DashboardData {
  totalSolutions: number;
  totalUsers: number;
  totalContacts: number;
  solutionsByTier: Record<Tier, number>;
  contactsByStatus: { new: number; inProgress: number; completed: number };
  latestContacts: ContactRecord[];
  /** Mail waiting to be sent; `failing` of it failed its last attempt, the newest with `lastError`. */
  mail: { queued: number; failing: number; lastError: string | null };
}

const described = documented({ summary: "Dashboard figures", ok: data(dashboardSchema), access: "admin" });

export function dashboardRoutes(services: Services) {
  return new Hono<ApiEnv>().get("/dashboard", described, requireAdmin, async (c) => {
    const [solutionsByTier, contacts, totalUsers, latestContacts, outbox] = await Promise.all([
      services.solutions.countByTier(),
      services.contacts.countByStatus(),
      services.users.count(),
      services.contacts.list(LATEST_CONTACTS),
      services.outbox.status(),
    ]);
    const { total: totalContacts, ...contactsByStatus } = contacts;
    return ok<DashboardData>(c, {
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
