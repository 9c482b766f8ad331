import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, gte, isNull, lt, ne, type SQL, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { LegalDetails } from "#domain/company/legal-details";
import { formatRand, MAX_CENTS } from "#domain/money";
import {
  invoiceTitle,
  type PaymentGateway,
  type PaymentState,
  paymentState,
} from "#domain/sales-desk/payment";
import { sastDate } from "#domain/working-days";
import type { Database } from "../../db/client";
import { countOf, type Figures, readFiguresOf } from "../../db/figures";
import { contacts, invoices, paymentNotifications, payments, quotes } from "../../db/schema";
import type { Outbox } from "../../mail/outbox";
import { centsToRand, judgeItn, type SourceAddresses, validateWithPayfast } from "../../payments/payfast-itn";
import { receivedAtPayfast } from "../../payments/payfast-query";
import { signCheckout } from "../../payments/payfast-signature";
import { createCheckout, readCheckout } from "../../payments/yoco-checkout";
import { type WebhookHeaders, webhookRefusal } from "../../payments/yoco-webhook";
import { markWon } from "../sales-desk/inbox/contact-status";
import type { Webhooks } from "../sales-desk/notify/webhooks";
import type { PaymentGateways, PaymentSettings } from "../settings/payment-settings";
import { isUniqueViolation, RuleError } from "../shared/errors";
import { GATEWAY_NAMES, invoiceMail, issueInvoice } from "./invoices";

// Deposits paid at PayFast or Yoco, or by bank transfer marked received (issue 50; decision
// 0092). A payment is confirmed once, whatever repeats: the update that confirms it matches only
// a payment not confirmed yet, and issues the invoice and queues its mail in that transaction.

type Payment = typeof payments.$inferSelect;

interface NewPayment {
  contactId: string | null;
  quoteId?: string | null;
  description: string;
  amountCents: number;
  buyerName: string;
  buyerEmail: string;
  buyerVatNumber?: string;
}

/** What a payment's id answers when it names none. */
export const PAYMENT_NOT_FOUND = "Payment not found";

/** A notification not believed: logged once as a security event, never with what was sent. */
type PaymentRefusalLog = (facts: { gateway: PaymentGateway; ip: string; detail: string }) => void;

interface PaymentsOptions {
  outbox: Outbox;
  /** Tells the CRM an enquiry moved to Completed when its deposit was paid. */
  webhooks: Pick<Webhooks, "enqueue" | "kick">;
  settings: PaymentSettings;
  legalDetails: () => Promise<LegalDetails>;
  logger: Logger;
  /** Where ITNs may come from: PayFast's hosts resolved, unless a test names its simulator. */
  payfastSources: SourceAddresses;
  publicUrl: string;
  now?: () => number;
}

const NOTIFICATIONS_KEPT_MS = 90 * 24 * 60 * 60_000;

/** "DEP-" and 8 characters without look-alikes: what a buyer types as a bank transfer's reference. */
const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const newReference = () =>
  `DEP-${[...randomBytes(8)].map((byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join("")}`;

interface YocoEvent {
  type?: unknown;
  payload?: { id?: unknown; amount?: unknown; currency?: unknown; metadata?: Record<string, unknown> };
}

const parsedEvent = (body: string): YocoEvent | null => {
  try {
    const value: unknown = JSON.parse(body);
    return value && typeof value === "object" ? (value as YocoEvent) : null;
  } catch {
    return null;
  }
};

/** Deposits received in a month: how many, and their sum in cents. */
export interface DepositMonth {
  received: number;
  receivedCents: number;
}

/** A payment as the API answers it. */
export interface PaymentView {
  id: string;
  contactId: string | null;
  quoteId: string | null;
  reference: string;
  description: string;
  amountCents: number;
  buyerName: string;
  buyerEmail: string;
  status: Payment["status"];
  state: PaymentState;
  gateway: PaymentGateway | null;
  returnedAt: string | null;
  confirmedAt: string | null;
  confirmedBy: string | null;
  failureReason: string | null;
  invoiceNumber: string | null;
  createdAt: string;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function paymentView(payment: Payment, invoiceNumber: string | null, at: number): PaymentView {
  const returnedAt = iso(payment.returnedAt);
  return {
    id: payment.id,
    contactId: payment.contactId,
    quoteId: payment.quoteId,
    reference: payment.reference,
    description: payment.description,
    amountCents: payment.amountCents,
    buyerName: payment.buyerName,
    buyerEmail: payment.buyerEmail,
    status: payment.status,
    state: paymentState({ status: payment.status, returnedAt }, at),
    gateway: payment.gateway,
    returnedAt,
    confirmedAt: iso(payment.confirmedAt),
    confirmedBy: payment.confirmedByName,
    failureReason: payment.failureReason,
    invoiceNumber,
    createdAt: payment.createdAt.toISOString(),
  };
}

export function createPayments(db: Database, options: PaymentsOptions) {
  const { outbox, settings, logger, publicUrl } = options;
  const now = options.now ?? Date.now;
  // ITNs are judged one at a time after they have been answered; `judging` is the chain.
  let judging: Promise<void> = Promise.resolve();

  const refusal: PaymentRefusalLog = ({ gateway, ip, detail }) =>
    logger.warn({ security: "payment-refused", outcome: "refused", gateway, ip, detail }, "security event");

  async function find(id: string): Promise<Payment | undefined> {
    const [payment] = await db.select().from(payments).where(eq(payments.id, id));
    return payment;
  }

  async function create(payment: NewPayment): Promise<Payment> {
    if (!Number.isInteger(payment.amountCents) || payment.amountCents < 1 || payment.amountCents > MAX_CENTS)
      throw new RuleError("amountCents must be a whole number of cents from 1 to 10000000000", "amountCents");
    const [row] = await db
      .insert(payments)
      .values({ ...payment, buyerVatNumber: payment.buyerVatNumber ?? "", reference: newReference() })
      .returning();
    return row as Payment;
  }

  /** A deposit asked of an enquiry's sender: their name and address from the enquiry. */
  async function createForContact(
    contactId: string,
    ask: { amountCents: number; description: string; buyerVatNumber?: string },
  ): Promise<Payment | null> {
    const [contact] = await db
      .select({ name: contacts.name, email: contacts.email })
      .from(contacts)
      .where(eq(contacts.id, contactId));
    if (!contact) return null;
    return create({ contactId, buyerName: contact.name, buyerEmail: contact.email, ...ask });
  }

  /**
   * Confirms `paymentId` once: the payment, its invoice and the invoice's mail, and its enquiry
   * won (Completed, with a note), together. False when it was confirmed already (a repeat), or
   * the gateway's payment id confirmed another.
   */
  async function confirm(
    paymentId: string,
    how: { gateway: PaymentGateway; gatewayPaymentId: string | null; by?: { id: string; name: string } },
  ): Promise<boolean> {
    const seller = await options.legalDetails();
    const at = new Date(now());
    let hooked = false;
    const confirmed = await db.transaction(async (tx) => {
      const [payment] = await tx
        .update(payments)
        .set({
          status: "confirmed",
          gateway: how.gateway,
          gatewayPaymentId: how.gatewayPaymentId,
          confirmedAt: at,
          confirmedById: how.by?.id ?? null,
          confirmedByName: how.by?.name ?? null,
          failureReason: null,
        })
        .where(and(eq(payments.id, paymentId), ne(payments.status, "confirmed")))
        .returning();
      if (!payment) return false;
      const invoice = await issueInvoice(tx, payment, seller, at);
      await outbox.enqueue(tx, invoiceMail(invoice, payment));
      if (payment.contactId) {
        const paidBy = GATEWAY_NAMES[how.gateway];
        const moved = await markWon(
          tx,
          payment.contactId,
          how.by ?? { id: null, name: paidBy },
          `Won: deposit ${payment.reference} of ${formatRand(payment.amountCents)} received (${paidBy}); ${invoiceTitle(invoice.kind)} ${invoice.number} issued and mailed to ${payment.buyerEmail}.`,
        );
        if (moved) hooked = await options.webhooks.enqueue(tx, "enquiry.status_changed", [payment.contactId]);
      }
      return true;
    });
    if (confirmed) void outbox.kick();
    if (hooked) void options.webhooks.kick();
    return confirmed;
  }

  const gateways = () => settings.gateways();

  function needGateway<K extends "payfast" | "yoco">(all: PaymentGateways, name: K) {
    const gateway = all[name];
    if (!gateway) throw new RuleError(`${name === "payfast" ? "PayFast" : "Yoco"} is not set up`);
    return gateway as NonNullable<PaymentGateways[K]>;
  }

  async function payable(id: string): Promise<Payment> {
    const payment = await find(id);
    if (!payment) throw new RuleError(PAYMENT_NOT_FOUND);
    if (payment.status === "confirmed") throw new RuleError("This payment has been received already");
    return payment;
  }

  /** Where the buyer's browser goes after the gateway, for `payment`. */
  const returnUrls = (payment: Payment, back: string) => ({
    success: `${back}?payment=${payment.id}&result=success`,
    cancel: `${back}?payment=${payment.id}&result=cancel`,
    failure: `${back}?payment=${payment.id}&result=failure`,
  });

  /** The signed form the buyer's browser posts to PayFast's /eng/process. */
  async function payfastCheckout(id: string, back: string) {
    const payfast = needGateway(await gateways(), "payfast");
    const payment = await payable(id);
    const urls = returnUrls(payment, back);
    const [first, ...rest] = payment.buyerName.trim().split(/\s+/);
    const { fields } = signCheckout(
      {
        merchant_id: payfast.merchantId,
        merchant_key: payfast.merchantKey,
        return_url: urls.success,
        cancel_url: urls.cancel,
        notify_url: `${publicUrl}/api/payments/payfast/notify`,
        name_first: first?.slice(0, 100),
        name_last: rest.join(" ").slice(0, 100),
        email_address: payment.buyerEmail,
        m_payment_id: payment.id,
        amount: centsToRand(payment.amountCents),
        item_name: `Deposit ${payment.reference}`,
        item_description: payment.description.slice(0, 255),
      },
      payfast.passphrase,
    );
    // The form is drawn before the buyer chooses: a Yoco checkout already asked for stays named.
    await db
      .update(payments)
      .set({ gateway: "payfast" })
      .where(and(eq(payments.id, id), isNull(payments.gateway)));
    return { action: `${payfast.baseUrl}/eng/process`, fields };
  }

  /** A Yoco checkout for the payment; the same one again when asked twice (Idempotency-Key). */
  async function yocoCheckout(id: string, back: string) {
    const yoco = needGateway(await gateways(), "yoco");
    const payment = await payable(id);
    const urls = returnUrls(payment, back);
    const checkout = await ask("Yoco", () =>
      createCheckout({
        baseUrl: yoco.baseUrl,
        secretKey: yoco.secretKey,
        amountCents: payment.amountCents,
        successUrl: urls.success,
        cancelUrl: urls.cancel,
        failureUrl: urls.failure,
        metadata: { paymentId: payment.id, reference: payment.reference },
        idempotencyKey: `payment-${payment.id}`,
      }),
    );
    await db.update(payments).set({ gateway: "yoco", checkoutId: checkout.id }).where(eq(payments.id, id));
    return checkout;
  }

  /** The buyer is back from the gateway's page: from now the desk counts towards "awaiting confirmation". */
  async function returned(id: string): Promise<void> {
    await db
      .update(payments)
      .set({ returnedAt: new Date(now()) })
      .where(and(eq(payments.id, id), isNull(payments.returnedAt)));
  }

  /** Judges one stored ITN, and records what came of it; a PayFast that cannot be asked leaves it for later. */
  async function judge(waiting: typeof paymentNotifications.$inferSelect): Promise<void> {
    // Claimed first: another instance judging the same ITN finds it taken.
    const [notification] = await db
      .update(paymentNotifications)
      .set({ judgedAt: new Date(now()) })
      .where(and(eq(paymentNotifications.id, waiting.id), isNull(paymentNotifications.judgedAt)))
      .returning();
    if (!notification) return;
    const { payfast } = await gateways();
    let outcome: string;
    if (!payfast) {
      outcome = "refused: PayFast is not set up";
      refusal({ gateway: "payfast", ip: notification.sourceAddress, detail: "not-set-up" });
    } else {
      const verdict = await judgeItn({
        body: notification.body,
        sourceAddress: notification.sourceAddress,
        passphrase: payfast.passphrase,
        merchantId: payfast.merchantId,
        sources: options.payfastSources,
        amountDue: async (paymentId) =>
          /^[0-9a-f-]{36}$/i.test(paymentId) ? ((await find(paymentId))?.amountCents ?? null) : null,
        validate: (body) => validateWithPayfast(payfast.baseUrl, body),
      });
      if (!verdict.ok && verdict.reason === "validate-unreachable") {
        logger.warn(
          { notification: notification.id },
          "PayFast's validate could not be reached; the ITN waits",
        );
        await db
          .update(paymentNotifications)
          .set({ judgedAt: null })
          .where(eq(paymentNotifications.id, notification.id));
        return;
      }
      if (!verdict.ok) {
        outcome = `refused: ${verdict.reason}`;
        refusal({ gateway: "payfast", ip: notification.sourceAddress, detail: verdict.reason });
      } else if (verdict.facts.status !== "COMPLETE") {
        outcome = `status ${verdict.facts.status}`;
        await db
          .update(payments)
          .set({ status: "failed", failureReason: `PayFast: ${verdict.facts.status}`.slice(0, 100) })
          .where(and(eq(payments.id, verdict.facts.paymentId), eq(payments.status, "awaiting")));
      } else {
        const confirmed = await confirmOnce(verdict.facts.paymentId, "payfast", verdict.facts.pfPaymentId);
        outcome = confirmed ? "confirmed" : "repeat";
      }
    }
    await db
      .update(paymentNotifications)
      .set({ outcome })
      .where(eq(paymentNotifications.id, notification.id));
  }

  /** confirm(), where a gateway payment id that confirmed another payment is a repeat, not an error. */
  async function confirmOnce(paymentId: string, gateway: PaymentGateway, gatewayPaymentId: string) {
    try {
      return await confirm(paymentId, { gateway, gatewayPaymentId });
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** Judges every stored ITN not judged yet, oldest first, after those already being judged. */
  function judgeWaiting(): Promise<void> {
    judging = judging
      .then(async () => {
        const waiting = await db
          .select()
          .from(paymentNotifications)
          .where(isNull(paymentNotifications.judgedAt))
          .orderBy(asc(paymentNotifications.id))
          .limit(100);
        for (const notification of waiting) await judge(notification);
        // Judged ITNs hold buyers' names and addresses: kept 90 days to look into, then gone.
        await db
          .delete(paymentNotifications)
          .where(lt(paymentNotifications.judgedAt, new Date(now() - NOTIFICATIONS_KEPT_MS)));
      })
      .catch((error) => logger.error({ err: error }, "judging PayFast notifications failed"));
    return judging;
  }

  /**
   * Keeps an ITN as it came and judges it after it has been answered: PayFast wants its 200 at
   * once (P4), and an ITN answered is never sent again, so it is stored before the answer.
   */
  async function receiveItn(body: string, sourceAddress: string): Promise<void> {
    await db.insert(paymentNotifications).values({ gateway: "payfast", body, sourceAddress });
    void judgeWaiting();
  }

  /** A Yoco webhook: null when accepted (or not about a payment), else why it was refused. */
  async function yocoWebhook(headers: WebhookHeaders, body: string, ip: string): Promise<string | null> {
    const { yoco } = await gateways();
    const refused = (detail: string) => {
      refusal({ gateway: "yoco", ip, detail });
      return detail;
    };
    if (!yoco) return refused("not-set-up");
    const fault = webhookRefusal(yoco.webhookSecret, headers, body, Math.floor(now() / 1000));
    if (fault) return refused(fault);
    const event = parsedEvent(body);
    if (!event) return refused("unreadable");
    if (event.type !== "payment.succeeded") return null;
    const paymentId = event.payload?.metadata?.paymentId;
    const payment =
      typeof paymentId === "string" && /^[0-9a-f-]{36}$/i.test(paymentId) ? await find(paymentId) : undefined;
    if (!payment) return refused("unknown-payment");
    if (event.payload?.amount !== payment.amountCents || event.payload?.currency !== "ZAR")
      return refused("amount");
    if (typeof event.payload?.id !== "string") return refused("unreadable");
    await confirmOnce(payment.id, "yoco", event.payload.id);
    return null;
  }

  /** An admin saw the transfer in the bank: confirmed by hand, with who and when. */
  async function markReceived(id: string, by: { id: string; name: string }): Promise<Payment> {
    const payment = await payable(id);
    await confirm(payment.id, { gateway: "manual", gatewayPaymentId: null, by });
    return (await find(id)) as Payment;
  }

  /** A gateway's answer, or a RuleError saying it could not be asked (and nothing changed). */
  async function ask<T>(gateway: string, question: () => Promise<T>): Promise<T> {
    try {
      return await question();
    } catch (error) {
      logger.warn({ err: error, gateway }, "Check again could not ask the gateway");
      throw new RuleError(`${gateway} could not be asked just now: try again in a few minutes`);
    }
  }

  /**
   * Check again: asks every gateway the payment may have gone to what became of it. Yoco's
   * checkout (Y7); PayFast's ITNs that waited for its validate call, then PayFast's transaction
   * history (decision 0097, Q1-Q4), for the ITN that never came.
   */
  async function checkAgain(id: string): Promise<Payment> {
    const payment = await find(id);
    if (!payment) throw new RuleError(PAYMENT_NOT_FOUND);
    if (payment.status !== "awaiting") return payment;
    const { yoco, payfast } = await gateways();
    if (yoco && payment.checkoutId) {
      const checkoutId = payment.checkoutId;
      const state = await ask("Yoco", () => readCheckout(yoco.baseUrl, yoco.secretKey, checkoutId));
      if (state.status === "completed" && state.paymentId) await confirmOnce(id, "yoco", state.paymentId);
    }
    if (payfast && (await find(id))?.status === "awaiting") {
      await judgeWaiting();
      if ((await find(id))?.status === "awaiting") {
        const received = await ask("PayFast", () =>
          receivedAtPayfast({
            baseUrl: payfast.baseUrl,
            merchantId: payfast.merchantId,
            passphrase: payfast.passphrase,
            paymentId: id,
            amountCents: payment.amountCents,
            from: sastDate(payment.createdAt),
            to: sastDate(new Date(now())),
            now: now(),
          }),
        );
        if (received) await confirmOnce(id, "payfast", received.pfPaymentId);
      }
    }
    return (await find(id)) as Payment;
  }

  /**
   * A quote's deposit, asked of its buyer on their page (decision 0097, B1): one payment per
   * quote (a unique index), made the first time it is asked and the same one after, whatever
   * became of it: one the gateway said no to can still be paid, and is confirmed at most once.
   */
  async function forQuote(quote: {
    id: string;
    contactId: string;
    number: string;
    depositCents: number;
    buyer: { name: string; email: string };
  }): Promise<PaymentView> {
    const existing = async () => (await db.select().from(payments).where(eq(payments.quoteId, quote.id)))[0];
    // Two first asks at once: the unique index keeps one, the other reads it.
    const payment =
      (await existing()) ??
      (
        await db
          .insert(payments)
          .values({
            contactId: quote.contactId,
            quoteId: quote.id,
            description: `Deposit on quotation ${quote.number}`,
            amountCents: quote.depositCents,
            buyerName: quote.buyer.name,
            buyerEmail: quote.buyer.email,
            reference: newReference(),
          })
          .onConflictDoNothing({ target: payments.quoteId })
          .returning()
      )[0] ??
      (await existing());
    return (await viewOne((payment as Payment).id)) as PaymentView;
  }

  /** The desk's view: newest first, with the state it shows and the invoice's number once issued. */
  async function list(contactId?: string): Promise<PaymentView[]> {
    const rows = await db
      .select({ payment: payments, invoiceNumber: invoices.number })
      .from(payments)
      .leftJoin(invoices, eq(invoices.paymentId, payments.id))
      .where(contactId ? eq(payments.contactId, contactId) : undefined)
      .orderBy(desc(payments.createdAt))
      .limit(200);
    return rows.map(({ payment, invoiceNumber }) => paymentView(payment, invoiceNumber, now()));
  }

  async function viewOne(id: string): Promise<PaymentView | undefined> {
    const [row] = await db
      .select({ payment: payments, invoiceNumber: invoices.number })
      .from(payments)
      .leftJoin(invoices, eq(invoices.paymentId, payments.id))
      .where(eq(payments.id, id));
    return row && paymentView(row.payment, row.invoiceNumber, now());
  }

  /** Deposits confirmed in the current SAST month, and what they came to, in cents: the dashboard's figures. */
  /** The deposits confirmed this month (SAST), as scalar subqueries (figures.ts). */
  function monthFigures(): Figures<DepositMonth, keyof DepositMonth> {
    const start = new Date(`${sastDate(new Date(now())).slice(0, 7)}-01T00:00:00+02:00`);
    const confirmed = and(eq(payments.status, "confirmed"), gte(payments.confirmedAt, start)) as SQL;
    return {
      columns: {
        received: countOf(payments, confirmed),
        receivedCents: sql`(select coalesce(sum(${payments.amountCents}), 0)::bigint from ${payments} where ${confirmed})`,
      },
      // A bigint comes as text from node-postgres.
      read: (values) => ({ received: Number(values.received), receivedCents: Number(values.receivedCents) }),
    };
  }

  /**
   * Accepted quotes whose deposit is not received yet (a payment made or not): what buyers were
   * asked to pay. A quote's deposit is round(total × percent / 100) cents, so one of at least a
   * cent is a product of at least 50.
   */
  function awaitingFigures(): Figures<{ awaiting: number }, "awaiting"> {
    const received = sql`exists (select 1 from ${payments} where ${payments.quoteId} = ${quotes.id}::text and ${payments.status} = 'confirmed')`;
    return {
      columns: {
        awaiting: countOf(
          quotes,
          sql`${quotes.status} = 'accepted' and ${quotes.totalCents} * ${quotes.depositPercent} >= 50 and not ${received}`,
        ),
      },
      read: (values) => ({ awaiting: Number(values.awaiting) }),
    };
  }

  return {
    create,
    createForContact,
    thisMonth: (): Promise<DepositMonth> => readFiguresOf(db, monthFigures()),
    /** The same, for the dashboard with other figures. */
    monthFigures,
    awaitingFigures,
    find,
    list,
    view: viewOne,
    payfastCheckout,
    yocoCheckout,
    returned,
    receiveItn,
    judgeWaiting,
    yocoWebhook,
    markReceived,
    checkAgain,
    forQuote,
    /** Resolves once every ITN received so far has been judged. */
    settled: () => judging,
  };
}
