import { createHmac, randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { Logger } from "pino";
import { COMPANY } from "#domain/company/company";
import type { PagePath } from "#domain/page-paths";
import type { Database, Executor } from "#server/db/client";
import { type BatchOutcome, createDeliveryQueue, type QueueHealth } from "#server/db/delivery-queue";
import { failingDeliveries, webhookDeliveries } from "#server/db/schema";
import type { MailMessage } from "#server/mail/mailer";
import type { Outbox } from "#server/mail/outbox";
import { mailAdministrators } from "../../settings/administrator-mail";
import type { WebhookTarget } from "../../settings/notification-settings";
import { webhookTarget } from "../../settings/stored-setting";
import { type ContactRecord, recordsOf } from "../contact-record";
import { postToWebhook, type ResolveHost, resolveHost } from "./webhook-request";

// Enquiry events for a CRM, Zapier or n8n (docs/decisions/0050). Like mail, an event is first
// written to webhook_deliveries in the transaction that caused it, and POSTed afterwards, so a
// slow or broken receiver never holds up an enquiry. Failures are retried for 72 hours (a CRM,
// Zapier or n8n down over a weekend loses nothing), then the delivery is `failed`; admins see
// every delivery, can send one again, and are mailed once when deliveries start failing and
// once when they recover (docs/decisions/0073). The URL and secret are read at each attempt:
// a new secret signs what is still waiting, and removing the webhook drops it.

export const WEBHOOK_EVENTS = [
  "enquiry.created",
  "enquiry.status_changed",
  "enquiry.assigned",
  "enquiry.replied",
  "quote.accepted",
] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export interface WebhookPayload {
  /** Unique per event, so a receiver can ignore a delivery it already took. */
  id: string;
  event: WebhookEvent;
  occurredAt: string;
  enquiry: ContactRecord;
  /** enquiry.replied: the reply that was mailed. */
  reply?: { authorName: string; body: string; createdAt: string };
  /** quote.accepted: the quote the buyer accepted (decision 0091). */
  quote?: {
    id: string;
    number: string;
    revision: number;
    totals: { exclVatCents: number; vatCents: number; inclVatCents: number };
    depositCents: number;
    acceptedName: string;
    acceptedAt: string;
    url: string;
  };
}

const SIGNATURE_HEADER = "X-Webhook-Signature";
const TIMESTAMP_HEADER = "X-Webhook-Timestamp";
const BATCH = 20;
const TIMEOUT_MS = 10_000;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** How long a delivery is retried (from its event, or from a resend) before it is `failed`. */
const RETRY_FOR_MS = 72 * HOUR_MS;
/** After the first attempt: 1 min, 5 min, 30 min, 2 h, 5 h, 10 h, then every 10 h. */
const RETRY_DELAYS_MS = [MINUTE_MS, 5 * MINUTE_MS, 30 * MINUTE_MS, 2 * HOUR_MS, 5 * HOUR_MS, 10 * HOUR_MS];
/** A delivery whose attempts failed this many times in a row means deliveries are failing. */
const FAILING_AFTER_ATTEMPTS = 3;
/** How many of the latest deliveries admins are shown. */
const LISTED = 50;

const webhookRetryDelayMs = (attempts: number) =>
  RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1] as number;

/** What admins see of a delivery (GET /api/settings/notifications/deliveries). */
export interface DeliveryView {
  id: number;
  event: WebhookEvent;
  enquiryId: string | null;
  status: "pending" | "delivered" | "failed";
  attempts: number;
  lastError: string | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
}

/** Deliveries in trouble, for the dashboard: a warning while `failing` or `late` is above 0. */
export type DeliveryHealth = QueueHealth;

/** Why a delivery is no longer tried when the webhook was removed before it was delivered. */
const DROPPED = "Not sent: the webhook was removed";

/**
 * The signature header's value: the HMAC-SHA256 of the timestamp header's value, a dot and
 * exactly the bytes sent. Signing the time lets a receiver refuse a recorded delivery replayed
 * later (docs/webhooks.md).
 */
const signature = (body: string, secret: string, timestamp: number) =>
  `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;

export interface WebhooksOptions {
  /** How long finished deliveries are kept, as sent mail is (MAIL_RETENTION_DAYS). */
  retentionDays?: number;
  /** How receivers' names are resolved: a parameter for a test to give names private addresses. */
  resolve?: ResolveHost;
  /** Whether a receiver may be http:// to this machine (`localWebhooksAllowed`). */
  localAllowed: boolean;
  /** Where administrators are mailed when deliveries start failing and when they recover. */
  alerts?: { outbox: Outbox; publicUrl: string };
  /** The clock passes run by; a test moves it through days instead of waiting. */
  now?: () => number;
}

export function createWebhooks(
  db: Database,
  logger: Logger,
  { retentionDays = 7, resolve = resolveHost, localAllowed, alerts, now: clock = Date.now }: WebhooksOptions,
) {
  /** null when the receiver took it, else why not; a target stored by hand may fail here too. */
  async function post(target: WebhookTarget, body: string): Promise<string | null> {
    try {
      // The time of this attempt by the wall clock, which the receiver compares with its own.
      const timestamp = Math.floor(Date.now() / 1000);
      const headers = {
        "Content-Type": "application/json",
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: signature(body, target.secret, timestamp),
      };
      // A redirect could lead anywhere, past the rules on the URL: it counts as a failure.
      const status = await postToWebhook(new URL(target.url), headers, body, {
        resolve,
        timeoutMs: TIMEOUT_MS,
        localAllowed,
      });
      return status >= 200 && status < 300 ? null : `HTTP ${status}`;
    } catch (error) {
      return String((error as Error).message ?? error);
    }
  }

  const pending = eq(webhookDeliveries.state, "pending");
  const queue = createDeliveryQueue(db, {
    table: webhookDeliveries,
    failureMessage: "webhook delivery failed",
    what: "webhook deliveries",
    logger,
    waiting: pending,
    failed: eq(webhookDeliveries.state, "failed"),
    batch: BATCH,
    delivered: { state: "delivered" },
    gaveUp: { state: "failed" },
    retryDelayMs: webhookRetryDelayMs,
    givesUp: (row, now) => now >= row.giveUpAt,
    // Finished deliveries hold enquirers' details: kept as long as sent mail.
    retentionDays,
    now: clock,
    afterBatch: alerts && ((outcome, now) => tellOfHealth(db, alerts, outcome, now)),
    async sender() {
      const target = await webhookTarget(db);
      if (!target) {
        await db.update(webhookDeliveries).set({ state: "dropped", lastError: DROPPED }).where(pending);
        return null;
      }
      // A URL stored by hand may not parse: its delivery fails (post), the log must not throw.
      const host = URL.parse(target.url)?.host;
      return {
        send: (row) => post(target, row.body),
        describe: (row) => ({ deliveryId: row.id, event: row.event, host }),
      };
    },
  });

  /**
   * In the caller's transaction: queues `event` for each of `enquiries`, records the caller
   * holds, having found a webhook set. Answers whether anything was queued, for the caller to
   * kick once it has committed.
   */
  async function enqueueRecords(
    tx: Executor,
    event: WebhookEvent,
    enquiries: ContactRecord[],
    extra: Pick<WebhookPayload, "reply"> = {},
  ): Promise<boolean> {
    if (enquiries.length === 0) return false;
    const occurredAt = new Date().toISOString();
    await tx.insert(webhookDeliveries).values(
      enquiries.map((enquiry) => {
        const payload: WebhookPayload = { id: randomUUID(), event, occurredAt, enquiry, ...extra };
        return { event, body: JSON.stringify(payload) };
      }),
    );
    return true;
  }

  return {
    /**
     * In the caller's transaction: queues `event` for each of the enquiries `ids`, as they
     * stand in it, while a webhook is set. Answers whether anything was queued, for the caller
     * to kick once it has committed.
     */
    async enqueue(
      tx: Executor,
      event: WebhookEvent,
      ids: string[],
      extra: Pick<WebhookPayload, "reply" | "quote"> = {},
    ): Promise<boolean> {
      if (ids.length === 0 || !(await webhookTarget(tx))) return false;
      return enqueueRecords(tx, event, await recordsOf(tx, ids), extra);
    },
    enqueueRecords,
    /** The latest deliveries, newest first. */
    async list(): Promise<DeliveryView[]> {
      const rows = await db
        .select()
        .from(webhookDeliveries)
        .orderBy(desc(webhookDeliveries.id))
        .limit(LISTED);
      return rows.map(deliveryView);
    },
    /**
     * Makes a delivery due now and tried for another 72 hours, whatever its state, and starts a
     * pass: the same event (its id unchanged) is sent again. Null when there is no such delivery.
     */
    async resend(id: number, now = new Date(clock())): Promise<DeliveryView | null> {
      const [row] = await db
        .update(webhookDeliveries)
        .set({ state: "pending", nextAttemptAt: now, giveUpAt: new Date(now.getTime() + RETRY_FOR_MS) })
        .where(eq(webhookDeliveries.id, id))
        .returning();
      if (!row) return null;
      void queue.kick(now);
      return deliveryView(row);
    },
    /** How many deliveries are failing or late, for the dashboard. */
    health: (now?: Date): Promise<DeliveryHealth> => queue.health(now),
    /** The same, for the dashboard with other figures. */
    healthFigures: (now?: Date) => queue.healthFigures(now),
    /** One pass after those already asked for (`now`: the clock it runs by, for tests). */
    kick: (now?: Date) => queue.kick(now),
    /** Delivers what is due at `now` (the clock is a parameter so tests can pass time). */
    deliverDue: (now?: Date) => queue.deliverDue(now),
    purgeFinished: (now?: Date) => queue.purge(now),
    /** Retries due deliveries every `intervalMs`, and purges finished ones hourly, until `stop`. */
    start(intervalMs = 30_000) {
      queue.start(intervalMs);
    },
    stop: () => queue.stop(),
  };
}

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

function deliveryView(row: DeliveryRow): DeliveryView {
  const status = row.state === "pending" || row.state === "delivered" ? row.state : "failed";
  return {
    id: row.id,
    event: row.event as WebhookEvent,
    enquiryId: enquiryIdOf(row.body),
    status,
    attempts: row.attempts,
    lastError: row.lastError,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: status === "pending" ? row.nextAttemptAt.toISOString() : null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

/** The enquiry a delivery's body is about; null for a body stored by hand that says none. */
function enquiryIdOf(body: string): string | null {
  try {
    const id = (JSON.parse(body) as Partial<WebhookPayload>).enquiry?.id;
    return typeof id === "string" ? id : null;
  } catch {
    return null;
  }
}

/**
 * After a batch: deliveries start failing when one has failed FAILING_AFTER_ATTEMPTS times in a
 * row (a blip of one refused attempt is not worth a mail) or was given up, and recover when one
 * is delivered. The row in failing_deliveries makes each change one mail across instances.
 */
async function tellOfHealth(
  db: Database,
  { outbox, publicUrl }: { outbox: Outbox; publicUrl: string },
  outcome: BatchOutcome<DeliveryRow>,
  now: Date,
) {
  const failing = outcome.failed.find(({ row, gaveUp }) => gaveUp || row.attempts >= FAILING_AFTER_ATTEMPTS);
  const mailed = await db.transaction(async (tx) => {
    if (outcome.delivered.length > 0) {
      const recovered = await tx
        .delete(failingDeliveries)
        .where(eq(failingDeliveries.queue, QUEUE))
        .returning();
      if (recovered.length === 0) return false;
      return mailAdministrators(tx, outbox, (to) => recoveredMail(to, publicUrl));
    }
    if (!failing) return false;
    const started = await tx
      .insert(failingDeliveries)
      .values({ queue: QUEUE, since: now })
      .onConflictDoNothing()
      .returning();
    if (started.length === 0) return false;
    return mailAdministrators(tx, outbox, (to) => failingMail(to, failing.error, publicUrl));
  });
  if (mailed) void outbox.kick();
}

const QUEUE = "webhooks";

function failingMail(to: string, error: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: `${COMPANY.name}: webhook deliveries are failing`,
    text: [
      "The webhook receiver (your CRM, Zapier or n8n) is not taking enquiry events.",
      `The last attempt failed with: ${error}`,
      "",
      "Each delivery is retried for 72 hours, then given up. See the deliveries, and send one again, at",
      `${publicUrl}${"/admin/settings#webhook-deliveries" satisfies PagePath}`,
      "",
      "You will be mailed once more when deliveries work again.",
    ].join("\n"),
  };
}

function recoveredMail(to: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: `${COMPANY.name}: webhook deliveries work again`,
    text: [
      "The webhook receiver took an enquiry event again.",
      "Deliveries given up while it was down are listed, with a Resend button, at",
      `${publicUrl}${"/admin/settings#webhook-deliveries" satisfies PagePath}`,
    ].join("\n"),
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
