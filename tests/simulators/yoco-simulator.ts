import { randomBytes, randomUUID } from "node:crypto";
import { signWebhook } from "#server/payments/yoco-webhook";
import { buttonForm, redirect, sendHtml, startSimulator } from "./http-simulator";

// A local Yoco, written from its documentation (decision 0092, Y1-Y7): the Checkout API with
// its secret key, cents, ZAR and Idempotency-Key; a payment page; and the payment.succeeded
// webhook signed the Standard Webhooks way to the endpoint registered with it.

export interface YocoAccount {
  secretKey: string;
  webhookSecret: string;
  /** Our webhook endpoint, as registered with Yoco. */
  webhookUrl: string;
}

interface Checkout {
  id: string;
  amount: number;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  status: "created" | "completed" | "cancelled";
  paymentId: string | null;
}

/** A new webhook secret as Yoco hands them out: whsec_ and base64 of random bytes. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString("base64")}`;

export async function startYocoSimulator(account: YocoAccount) {
  const checkouts = new Map<string, Checkout>();
  const byIdempotencyKey = new Map<string, Checkout>();
  const answered: number[] = [];

  /** The payment.succeeded event for a paid checkout, signed `secondsAgo` before now. */
  function webhookFor(checkout: Checkout, options: { secondsAgo?: number; amount?: number } = {}) {
    const id = `evt_${randomUUID()}`;
    const timestamp = Math.floor(Date.now() / 1000) - (options.secondsAgo ?? 0);
    const body = JSON.stringify({
      id,
      type: "payment.succeeded",
      createdDate: new Date().toISOString(),
      payload: {
        id: checkout.paymentId,
        type: "payment",
        status: "succeeded",
        amount: options.amount ?? checkout.amount,
        currency: "ZAR",
        mode: "test",
        metadata: { ...checkout.metadata, checkoutId: checkout.id },
      },
    });
    const headers = {
      "content-type": "application/json",
      "webhook-id": id,
      "webhook-timestamp": String(timestamp),
      "webhook-signature": signWebhook(account.webhookSecret, id, timestamp, body),
    };
    return { headers, body };
  }

  async function deliver(webhook: { headers: Record<string, string>; body: string }) {
    const response = await fetch(account.webhookUrl, {
      method: "POST",
      headers: webhook.headers,
      body: webhook.body,
    });
    answered.push(response.status);
    return response.status;
  }

  const json = (
    response: Parameters<Parameters<typeof startSimulator>[0]>[1],
    status: number,
    value: unknown,
  ) => response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(value));

  const simulator = await startSimulator(async (request, response) => {
    const authorised = request.headers.authorization === `Bearer ${account.secretKey}`;
    if (request.path === "/api/checkouts" && request.method === "POST") {
      if (!authorised) return json(response, 403, { message: "Forbidden" });
      const key = String(request.headers["idempotency-key"] ?? "");
      const repeat = key && byIdempotencyKey.get(key);
      if (repeat)
        return json(response, 200, { id: repeat.id, redirectUrl: `${simulator.url}/pay/${repeat.id}` });
      const body = JSON.parse(request.body) as Record<string, unknown>;
      // Y1: whole cents from R2 (200), ZAR only; Y2: where to send the buyer.
      if (!Number.isInteger(body.amount) || (body.amount as number) < 200 || body.currency !== "ZAR")
        return json(response, 400, { message: "amount must be whole cents of at least 200, currency ZAR" });
      const checkout: Checkout = {
        id: `ch_${randomUUID().replace(/-/g, "").slice(0, 22)}`,
        amount: body.amount as number,
        metadata: (body.metadata ?? {}) as Record<string, string>,
        successUrl: String(body.successUrl ?? ""),
        cancelUrl: String(body.cancelUrl ?? ""),
        status: "created",
        paymentId: null,
      };
      checkouts.set(checkout.id, checkout);
      if (key) byIdempotencyKey.set(key, checkout);
      return json(response, 200, {
        id: checkout.id,
        redirectUrl: `${simulator.url}/pay/${checkout.id}`,
        status: "created",
      });
    }
    const read = /^\/api\/checkouts\/([\w-]+)$/.exec(request.path);
    if (read && request.method === "GET") {
      const checkout = checkouts.get(read[1] ?? "");
      if (!authorised || !checkout) return json(response, authorised ? 404 : 403, { message: "Not found" });
      return json(response, 200, { id: checkout.id, status: checkout.status, paymentId: checkout.paymentId });
    }
    const page = /^\/pay\/([\w-]+)(\/cancel|\/paid-quietly)?$/.exec(request.path);
    const checkout = page && checkouts.get(page[1] ?? "");
    if (page && checkout && request.method === "GET")
      return sendHtml(
        response,
        `Pay R${(checkout.amount / 100).toFixed(2)}`,
        buttonForm(`/pay/${checkout.id}`, "Pay") + buttonForm(`/pay/${checkout.id}/cancel`, "Cancel"),
      );
    if (page && checkout && request.method === "POST" && checkout.status === "created") {
      if (page[2] === "/cancel") {
        checkout.status = "cancelled";
        return redirect(response, checkout.cancelUrl);
      }
      checkout.status = "completed";
      checkout.paymentId = `p_${randomUUID().replace(/-/g, "").slice(0, 22)}`;
      // "/paid-quietly": paid, but the webhook is lost (the case Check again is for).
      if (!page[2]) await deliver(webhookFor(checkout));
      return redirect(response, checkout.successUrl);
    }
    response.writeHead(404).end();
  });

  return {
    url: simulator.url,
    close: simulator.close,
    checkout: (id: string) => checkouts.get(id),
    webhookFor,
    deliver,
    answered,
  };
}

export type YocoSimulator = Awaited<ReturnType<typeof startYocoSimulator>>;
