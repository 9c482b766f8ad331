import { createHmac, randomUUID } from "node:crypto";
import { and, eq, lt, ne } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database, Executor } from "../db/client";
import { createDeliveryQueue } from "../db/delivery-queue";
import { webhookDeliveries } from "../db/schema";
import { retryDelayMs } from "../mail/outbox";
import { type ContactRecord, recordsOf } from "./contact-record";
import type { WebhookTarget } from "./notification-settings";
import { webhookTarget } from "./settings";
import { postToWebhook, type ResolveHost, resolveHost } from "./webhook-request";

// Enquiry events for a CRM, Zapier or n8n (docs/decisions/0050). Like mail, an event is first
// written to webhook_deliveries in the transaction that caused it, and POSTed afterwards, so a
// slow or broken receiver never holds up an enquiry; failures are retried with growing delays
// and given up after MAX_ATTEMPTS. The URL and secret are read at each attempt: a new secret
// signs what is still waiting, and removing the webhook drops it.

export type WebhookEvent =
  | "enquiry.created"
  | "enquiry.status_changed"
  | "enquiry.assigned"
  | "enquiry.replied";

export interface WebhookPayload {
  /** Unique per event, so a receiver can ignore a delivery it already took. */
  id: string;
  event: WebhookEvent;
  occurredAt: string;
  enquiry: ContactRecord;
  /** enquiry.replied: the reply that was mailed. */
  reply?: { authorName: string; body: string; createdAt: string };
}

export const SIGNATURE_HEADER = "X-Webhook-Signature";
export const MAX_ATTEMPTS = 8;
const BATCH = 20;
const TIMEOUT_MS = 10_000;
const DAY_MS = 24 * 60 * 60_000;

/** The header's value: the HMAC-SHA256 of exactly the bytes sent. */
export const signature = (body: string, secret: string) =>
  `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

export interface WebhooksOptions {
  /** How long finished deliveries are kept, as sent mail is (MAIL_RETENTION_DAYS). */
  retentionDays?: number;
  /** How receivers' names are resolved: a parameter for a test to give names private addresses. */
  resolve?: ResolveHost;
  /** Whether a receiver may be http:// to this machine (`localWebhooksAllowed`). */
  localAllowed: boolean;
}

export function createWebhooks(
  db: Database,
  logger: Logger,
  { retentionDays = 7, resolve = resolveHost, localAllowed }: WebhooksOptions,
) {
  /** null when the receiver took it, else why not; a target stored by hand may fail here too. */
  async function post(target: WebhookTarget, body: string): Promise<string | null> {
    try {
      const headers = {
        "Content-Type": "application/json",
        [SIGNATURE_HEADER]: signature(body, target.secret),
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

  /** Deletes finished deliveries older than the retention period: they hold enquirers' details. */
  async function purgeFinished(now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
    const removed = await db
      .delete(webhookDeliveries)
      .where(and(ne(webhookDeliveries.state, "pending"), lt(webhookDeliveries.createdAt, cutoff)))
      .returning({ id: webhookDeliveries.id });
    return removed.length;
  }

  const pending = eq(webhookDeliveries.state, "pending");
  const queue = createDeliveryQueue(db, {
    table: webhookDeliveries,
    failureMessage: "webhook delivery failed",
    what: "webhook deliveries",
    logger,
    waiting: pending,
    batch: BATCH,
    delivered: { state: "delivered" },
    gaveUp: { state: "failed" },
    retryDelayMs,
    givesUp: (row) => row.attempts >= MAX_ATTEMPTS,
    purge: purgeFinished,
    async sender() {
      const target = await webhookTarget(db);
      if (!target) {
        await db.update(webhookDeliveries).set({ state: "dropped" }).where(pending);
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

  return {
    /**
     * In the caller's transaction: queues `event` for each of the enquiries `ids` while a
     * webhook is set. Answers whether anything was queued, for the caller to kick once it has
     * committed.
     */
    async enqueue(
      tx: Executor,
      event: WebhookEvent,
      ids: string[],
      extra: Pick<WebhookPayload, "reply"> = {},
    ): Promise<boolean> {
      if (ids.length === 0 || !(await webhookTarget(tx))) return false;
      const enquiries = await recordsOf(tx, ids);
      const occurredAt = new Date().toISOString();
      await tx.insert(webhookDeliveries).values(
        enquiries.map((enquiry) => {
          const payload: WebhookPayload = { id: randomUUID(), event, occurredAt, enquiry, ...extra };
          return { event, body: JSON.stringify(payload) };
        }),
      );
      return true;
    },
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

export type Webhooks = ReturnType<typeof createWebhooks>;
