import { Hono } from "hono";
import { z } from "zod";
import { TIERS, type Tier } from "#domain/options";
import { requireAdmin } from "../../http/authenticate";
import type { Services } from "../../services/container";
import type { DepositMonth } from "../../services/payments/payments";
import type { ContactRecord } from "../../services/sales-desk/contact-record";
import type { DeliveryHealth } from "../../services/sales-desk/notify/webhooks";
import type { QuoteMonth } from "../../services/sales-desk/quotes/quotes";
import { routes, serve } from "../openapi/contract";
import { data } from "../openapi/operation";
import { contactSchema, deliveryHealthSchema } from "../openapi/records";
import type { ApiEnv } from "../shared/env";

const LATEST_CONTACTS = 5;

/** What GET /api/admin/dashboard answers with, as `data`. */
interface DashboardData {
  totalSolutions: number;
  totalUsers: number;
  totalContacts: number;
  solutionsByTier: Record<Tier, number>;
  contactsByStatus: { new: number; inProgress: number; completed: number };
  /** Enquiries unanswered one working day after they arrived (docs/decisions/0048). */
  overdueContacts: number;
  latestContacts: ContactRecord[];
  /** Mail waiting to be sent; `failing` of it failed its last attempt, the newest with `lastError`. */
  mail: { queued: number; failing: number; lastError: string | null };
  /** Webhook deliveries: a warning while any is `failing` or `late` (pending over an hour). */
  deliveries: DeliveryHealth;
  /** Quotes sent and accepted this month (SAST) and their totals incl. VAT, in cents (decision 0091). */
  quotesThisMonth: QuoteMonth;
  /** Deposits confirmed this month (SAST) and their sum, in cents (decision 0098). */
  depositsThisMonth: DepositMonth;
  /**
   * Accepted quotes whose deposit is not received while no way to pay (PayFast, Yoco, bank
   * details) is set up: their buyers wait to be told how to pay (decision 0105). 0 once one is.
   */
  depositsWithNoWayToPay: number;
}

const perTier = z.object(Object.fromEntries(TIERS.map((tier) => [tier, z.int()])) as Record<Tier, z.ZodInt>);
/** DashboardData as the OpenAPI document shows it; `satisfies` keeps the two alike. */
const dashboardSchema = z.object({
  totalSolutions: z.int(),
  totalUsers: z.int(),
  totalContacts: z.int(),
  solutionsByTier: perTier,
  contactsByStatus: z.object({ new: z.int(), inProgress: z.int(), completed: z.int() }),
  overdueContacts: z.int(),
  latestContacts: z.array(contactSchema),
  mail: z.object({ queued: z.int(), failing: z.int(), lastError: z.string().nullable() }),
  deliveries: deliveryHealthSchema,
  quotesThisMonth: z.object({ sent: z.int(), sentCents: z.int(), accepted: z.int(), acceptedCents: z.int() }),
  depositsThisMonth: z.object({ received: z.int(), receivedCents: z.int() }),
  depositsWithNoWayToPay: z.int(),
}) satisfies z.ZodType<DashboardData>;

/** The dashboard API (decision 0090). */
export const dashboardApi = routes("/api/admin", {
  get: {
    at: "GET /dashboard",
    summary: "Dashboard figures",
    ok: data(dashboardSchema),
    access: "admin",
  },
});

export function dashboardRoutes(services: Services) {
  return new Hono<ApiEnv>().on(
    ...serve(dashboardApi.get, requireAdmin, async (): Promise<DashboardData> => {
      // The figures in one statement (decision 0101); the latest enquiries beside it.
      const [figures, latestContacts] = await Promise.all([
        services.readFigures({
          solutionsByTier: services.solutions.tierFigures,
          contacts: services.contacts.countFigures,
          overdueContacts: services.contacts.overdueFigures(),
          totalUsers: services.users.countFigures(),
          outbox: services.outbox.statusFigures(),
          deliveries: services.webhooks.healthFigures(),
          quotesThisMonth: services.quotes.monthFigures(),
          depositsThisMonth: services.payments.monthFigures(),
          depositsAwaiting: services.payments.awaitingFigures(),
          payments: services.paymentSettings.wayToPayFigures(),
        }),
        services.contacts.list(LATEST_CONTACTS),
      ]);
      const {
        solutionsByTier,
        contacts,
        overdueContacts,
        totalUsers,
        outbox,
        deliveries,
        quotesThisMonth,
        depositsThisMonth,
        depositsAwaiting,
        payments,
      } = figures;
      const { total: totalContacts, ...contactsByStatus } = contacts;
      return {
        totalSolutions: solutionsByTier.bronze + solutionsByTier.silver + solutionsByTier.gold,
        totalUsers,
        totalContacts,
        solutionsByTier,
        contactsByStatus,
        overdueContacts,
        latestContacts,
        // Mail that keeps failing (a wrong SMTP_URL, a full mailbox) must not go unnoticed.
        mail: { queued: outbox.queued, failing: outbox.failing, lastError: outbox.lastError },
        // As for mail: a CRM that stopped taking leads must not go unnoticed.
        deliveries,
        quotesThisMonth,
        depositsThisMonth,
        // A sale stalls unseen when buyers are asked for a deposit nobody told them how to pay.
        depositsWithNoWayToPay: payments.wayToPay ? 0 : depositsAwaiting.awaiting,
      };
    }),
  );
}
