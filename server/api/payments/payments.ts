import { Hono } from "hono";
import { z } from "zod";
import { PAYMENT_GATEWAYS, PAYMENT_STATUSES } from "#domain/sales-desk/payment";
import type { Config } from "../../config";
import { requireAdmin } from "../../http/authenticate";
import { clientIp } from "../../http/client-ip";
import { found, HttpError } from "../../http/http-error";
import type { PublicUser } from "../../services/accounts/users";
import type { Services } from "../../services/container";
import { PAYMENT_NOT_FOUND, type PaymentView } from "../../services/payments/payments";
import { routes, serve } from "../openapi/contract";
import { data, documented, form, json, list } from "../openapi/operation";
import type { ApiEnv } from "../shared/env";
import { isUuid, ok } from "../shared/respond";
import { readFormText, readJsonText } from "../shared/validate";

// Deposits (issue 50; decision 0092): the gateways' notifications, and the desk's payments.

const paymentSchema = z.object({
  id: z.uuid(),
  contactId: z.uuid().nullable(),
  quoteId: z.string().nullable(),
  reference: z.string().meta({ description: "What the buyer quotes on a bank transfer" }),
  description: z.string(),
  amountCents: z.int(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  state: z.enum([...PAYMENT_STATUSES, "awaiting-confirmation"]).meta({
    description:
      "awaiting-confirmation: the buyer came back from the gateway 15 minutes ago or more and no confirmation has come; POST …/check asks the gateway",
  }),
  gateway: z.enum(PAYMENT_GATEWAYS).nullable(),
  returnedAt: z.iso.datetime().nullable(),
  confirmedAt: z.iso.datetime().nullable(),
  confirmedBy: z.string().nullable().meta({ description: "The admin who marked a transfer received" }),
  failureReason: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  createdAt: z.iso.datetime(),
}) satisfies z.ZodType<PaymentView>;

const AMOUNT_RULE = "amountCents must be a whole number of cents from 1 to 10000000000";
const newPaymentSchema = z.object({
  contactId: z.uuid({ error: "contactId must be an enquiry's id" }),
  amountCents: z.int({ error: AMOUNT_RULE }).min(1, AMOUNT_RULE).max(10_000_000_000, AMOUNT_RULE),
  description: z
    .string({ error: "description is required" })
    .trim()
    .min(1, "description is required")
    .max(255, "description must be at most 255 characters"),
  buyerVatNumber: z
    .string()
    .trim()
    .regex(/^(4\d{9})?$/, "buyerVatNumber must be 10 digits starting with 4, or empty")
    .optional(),
});

const listQuery = z.object({ contactId: z.uuid().optional() });

/** The desk's payments (decision 0090); the gateways' two notifications are below, undeclared. */
export const paymentsApi = routes("/api/payments", {
  list: {
    at: "GET /",
    summary: "Payments, newest first (at most 200)",
    query: listQuery,
    ok: list(paymentSchema),
    access: "admin",
  },
  create: {
    at: "POST /",
    summary: "Ask an enquiry's sender for a deposit",
    body: newPaymentSchema,
    ok: data(paymentSchema),
    status: 201,
    access: "admin",
    errors: [400, 404],
  },
  received: {
    at: "POST /:id/received",
    summary: "Mark a bank transfer received",
    description:
      "Confirms the payment by hand (recorded with who and when): the invoice is issued and mailed.",
    ok: data(paymentSchema),
    access: "admin",
    errors: [400, 404],
  },
  check: {
    at: "POST /:id/check",
    summary: "Check again",
    description:
      "Asks the gateways what became of a payment still awaiting: Yoco's checkout, when one was made; PayFast's notifications that waited for its validate call, then PayFast's transaction history (a funds-received credit naming the payment, of its amount). 400 when a gateway could not be asked: nothing changed.",
    ok: data(paymentSchema),
    access: "admin",
    errors: [400, 404],
  },
});

/** The gateways' notifications: a form and raw bytes, which a contract cannot declare (0090). */
const described = {
  notify: documented({
    summary: "PayFast's ITN (notify_url)",
    description:
      "PayFast posts each payment's notification here. It is stored and answered 200 at once, as PayFast asks; it is then believed only when its signature (the fields in the order posted, with the passphrase), its source address (PayFast's hosts, resolved; the socket's address or TRUST_PROXY's), its amount_gross (the amount due, within R0.01) and PayFast's validate call all check, and its merchant_id is ours. A COMPLETE payment is confirmed once, whatever repeats: its invoice is issued and mailed. Refusals are security events in the log.",
    body: form(
      "PayFast's ITN variables (m_payment_id, pf_payment_id, payment_status, amount_gross, …, merchant_id, signature)",
    ),
    ok: data(z.object({})),
    errors: [413, 415],
  }),
  yoco: documented({
    summary: "Yoco's webhook",
    description:
      "Standard Webhooks signature: webhook-signature is base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>` with the base64-decoded secret after whsec_; a timestamp more than 3 minutes away is refused. A payment.succeeded whose metadata.paymentId, amount (cents) and currency (ZAR) match a payment confirms it once. 401: unsigned, wrongly signed or stale; 400: not a payment we asked for; 404: Yoco is not set up.",
    body: json(z.looseObject({ type: z.string() })),
    ok: data(z.object({})),
    errors: [400, 401, 404, 413, 415],
  }),
};

const idParam = (id: string) => {
  if (!isUuid(id)) throw new HttpError(404, PAYMENT_NOT_FOUND);
  return id;
};

export function paymentRoutes(services: Services, config: Pick<Config, "TRUST_PROXY">) {
  const { payments } = services;
  const shown = async (id: string) => found(await payments.view(id), PAYMENT_NOT_FOUND);
  return new Hono<ApiEnv>()
    .post("/payfast/notify", described.notify, async (c) => {
      const body = await readFormText(c);
      await payments.receiveItn(body, clientIp(c, config.TRUST_PROXY));
      return ok(c, {});
    })
    .post("/yoco/webhook", described.yoco, async (c) => {
      const body = await readJsonText(c);
      const refusal = await payments.yocoWebhook(
        {
          id: c.req.header("webhook-id"),
          timestamp: c.req.header("webhook-timestamp"),
          signature: c.req.header("webhook-signature"),
        },
        body,
        clientIp(c, config.TRUST_PROXY),
      );
      if (refusal === "not-set-up") throw new HttpError(404, "Not found");
      if (refusal === "unsigned" || refusal === "signature" || refusal === "stale")
        throw new HttpError(401, "Invalid signature");
      if (refusal) throw new HttpError(400, "Not a payment this site asked for");
      return ok(c, {});
    })
    .on(
      ...serve(paymentsApi.list, requireAdmin, async (_c, { query }) => await payments.list(query.contactId)),
    )
    .on(
      ...serve(paymentsApi.create, requireAdmin, async (_c, { body }) => {
        const { contactId, ...ask } = body;
        const payment = found(await payments.createForContact(contactId, ask), "Enquiry not found");
        return shown(payment.id);
      }),
    )
    .on(
      ...serve(paymentsApi.received, requireAdmin, async (c) => {
        const id = idParam(c.req.param("id"));
        found(await payments.find(id), PAYMENT_NOT_FOUND);
        await payments.markReceived(id, c.get("user") as PublicUser);
        return shown(id);
      }),
    )
    .on(
      ...serve(paymentsApi.check, requireAdmin, async (c) => {
        const id = idParam(c.req.param("id"));
        found(await payments.find(id), PAYMENT_NOT_FOUND);
        await payments.checkAgain(id);
        return shown(id);
      }),
    );
}
