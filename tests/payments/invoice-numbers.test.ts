import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client";
import { invoices, mailOutbox, payments } from "#server/db/schema";
import {
  PAYFAST_ACCOUNT,
  type PayfastSimulator,
  startPayfastSimulator,
} from "../simulators/payfast-simulator";
import { newWebhookSecret, startYocoSimulator, type YocoSimulator } from "../simulators/yoco-simulator";
import { apiClient, signIn } from "../support/api-client";
import { startTestServer, type TestServer } from "../support/server";
import { PUBLIC_URL, SETTINGS_KEY } from "./payment-suite";

// Invoice numbers (issue 50 items 2-3; decisions 0092, 0098): one gap-free sequence, assigned
// when a payment is confirmed, never reused. 1,000 deposits, each taken to PayFast or Yoco;
// 30 % are abandoned there, the rest paid, their ITNs and webhooks arriving all at once, on
// PostgreSQL at two instances sharing the database, ten of them twice. 700 payments, 700
// invoices numbered 1 to 700, 700 mails each carrying its PDF.

const ASKED = 1_000;
const PAID = 700;
const AT_ONCE = 25;
const YOCO_SECRET_KEY = "sk_test_960bfde0VBrLlpK098e4ffeb53e1";
const WEBHOOK_SECRET = newWebhookSecret();

/** `work` over `items`, AT_ONCE at a time: a crowd of buyers, not one burst of a thousand sockets. */
async function inWaves<T, R>(
  items: readonly T[],
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += AT_ONCE)
    results.push(
      ...(await Promise.all(items.slice(start, start + AT_ONCE).map((item, i) => work(item, start + i)))),
    );
  return results;
}

describe("invoice numbers", () => {
  let a: TestServer;
  let b: TestServer | undefined;
  let payfast: PayfastSimulator;
  let yoco: YocoSimulator;
  let by: { id: string; name: string };
  const sources = async () => new Set(["127.0.0.1"]);
  const env = { SETTINGS_ENCRYPTION_KEY: SETTINGS_KEY, ENQUIRY_RATE_LIMIT: "0", PUBLIC_URL };

  beforeAll(async () => {
    a = await startTestServer(env, { payfastSources: sources });
    if (a.database.url) {
      const shared = await openDatabase({ kind: "postgres", url: a.database.url });
      b = await startTestServer(env, { database: shared, payfastSources: sources });
    }
    const admin = await signIn(a, "admin");
    by = admin.user;
    payfast = await startPayfastSimulator(PAYFAST_ACCOUNT);
    yoco = await startYocoSimulator({
      secretKey: YOCO_SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: `${a.url}/api/payments/yoco/webhook`,
    });
    const saved = await apiClient(a, admin.token).put("/api/settings/payments", {
      payfast: { ...PAYFAST_ACCOUNT, baseUrl: payfast.url },
      yoco: { secretKey: YOCO_SECRET_KEY, webhookSecret: WEBHOOK_SECRET, baseUrl: yoco.url },
      bank: null,
      currentPassword: admin.password,
    });
    if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
  });
  afterAll(async () => {
    await payfast?.close();
    await yoco?.close();
    await b?.close();
    await a.close();
  });

  // Its timeout is for hangs only: 1,000 deposits took 26 s on a quiet machine, 69 s on a crowded one.
  it("run 1 to 700 without a gap when 1,000 deposits go to the gateways, 30 % are abandoned and the rest paid at once", async () => {
    const instances = [a, b ?? a];
    const asked = await inWaves(Array.from({ length: ASKED }), (_, i) =>
      a.services.payments.create({
        contactId: null,
        description: `Deposit ${i}`,
        amountCents: 10_000 + i,
        buyerName: `Buyer ${i}`,
        buyerEmail: `buyer${i}@example.co.za`,
      }),
    );
    // Every buyer goes to a gateway: even ones to PayFast, odd ones to Yoco. Three in ten,
    // spread through the run, leave without paying.
    const notifications = await inWaves(asked, async (payment, i) => {
      const abandoned = i % 10 < 3;
      if (i % 2 === 0) {
        const checkout = await a.services.payments.payfastCheckout(payment.id, `${PUBLIC_URL}/q/t`);
        if (abandoned) return null;
        const itn = payfast.itnFor(new Map(checkout.fields));
        return {
          path: "/api/payments/payfast/notify",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: itn,
        };
      }
      const checkout = await a.services.payments.yocoCheckout(payment.id, `${PUBLIC_URL}/q/t`);
      if (abandoned) return null;
      // Paid on Yoco's page; the webhook is delivered below, to one instance or the other.
      await fetch(`${checkout.redirectUrl}/paid-quietly`, { method: "POST", redirect: "manual" });
      const webhook = yoco.webhookFor(
        yoco.checkout(checkout.id) as NonNullable<ReturnType<typeof yoco.checkout>>,
      );
      return { path: "/api/payments/yoco/webhook", ...webhook };
    });
    const paid = asked.filter((_, i) => notifications[i]);
    expect(paid).toHaveLength(PAID);

    const deliver = (notification: NonNullable<(typeof notifications)[number]>, at: TestServer) =>
      fetch(`${at.url}${notification.path}`, {
        method: "POST",
        headers: notification.headers,
        body: notification.body,
      }).then((response) => response.status);
    const sent = notifications.flatMap((notification) => (notification ? [notification] : []));
    const answers = await inWaves(sent, (notification, i) =>
      deliver(notification, instances[i % 2] as TestServer),
    );
    // Ten delivered again, at the other instance: nothing new.
    const again = await inWaves(sent.slice(0, 10), (notification, i) =>
      deliver(notification, instances[(i + 1) % 2] as TestServer),
    );
    expect([...answers, ...again]).toEqual(Array(PAID + 10).fill(200));
    await Promise.all(instances.map((instance) => instance.services.payments.settled()));

    const { db } = a.services;
    const issued = await db.select({ number: invoices.number, paymentId: invoices.paymentId }).from(invoices);
    const year = new Date(Date.now() + 2 * 3_600_000).getUTCFullYear();
    expect(issued.map(({ number }) => number).sort()).toEqual(
      Array.from({ length: PAID }, (_, i) => `INV-${year}-${String(i + 1).padStart(5, "0")}`),
    );
    expect(new Set(issued.map(({ paymentId }) => paymentId))).toEqual(new Set(paid.map(({ id }) => id)));
    const confirmed = await db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.status, "confirmed"));
    expect(confirmed).toHaveLength(PAID);
    const mails = await db
      .select({ to: mailOutbox.to, attachments: mailOutbox.attachments })
      .from(mailOutbox)
      .where(and(like(mailOutbox.subject, "Invoice INV-%")));
    expect(mails).toHaveLength(PAID);
    expect(new Set(mails.map(({ to }) => to)).size).toBe(PAID);
    expect(mails.every(({ attachments }) => attachments?.length === 1)).toBe(true);
  }, 600_000);

  it("refuses to mark received a payment received already, and never issues a second invoice for it", async () => {
    const payment = await a.services.payments.create({
      contactId: null,
      description: "Deposit",
      amountCents: 50_000,
      buyerName: "Buyer",
      buyerEmail: "buyer@example.co.za",
    });
    await a.services.payments.markReceived(payment.id, by);
    await expect(a.services.payments.markReceived(payment.id, by)).rejects.toThrow("received already");
    const issued = await a.services.db.select().from(invoices);
    expect(issued.filter(({ paymentId }) => paymentId === payment.id)).toHaveLength(1);
  });
});
