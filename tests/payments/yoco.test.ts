import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signWebhook } from "#server/payments/yoco-webhook";
import { newWebhookSecret, startYocoSimulator, type YocoSimulator } from "../simulators/yoco-simulator";
import { PUBLIC_URL, paymentSuite, SETTINGS_KEY, traces, withGateways } from "./payment-suite";

// A deposit paid at Yoco, end to end against the local simulator (issue 50; decision 0092):
// a checkout made with cents, ZAR and an Idempotency-Key, Yoco's page, its signed webhook.

const payments = paymentSuite();
const { suite } = payments;
const SECRET_KEY = "sk_test_960bfde0VBrLlpK098e4ffeb53e1";
const WEBHOOK_SECRET = newWebhookSecret();
let yoco: YocoSimulator;

beforeAll(async () => {
  yoco = await startYocoSimulator({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: `${suite.server.url}/api/payments/yoco/webhook`,
  });
});
afterAll(() => yoco.close());
withGateways(payments, () => ({
  yoco: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, baseUrl: yoco.url },
}));

/** The buyer's trip: our checkout, Yoco's page, Pay (or Pay with the webhook lost). */
async function payAtYoco(paymentId: string, how: "" | "/paid-quietly" = "") {
  const checkout = await suite.server.services.payments.yocoCheckout(paymentId, `${PUBLIC_URL}/q/token`);
  const page = await fetch(checkout.redirectUrl);
  expect(await page.text()).toContain("Pay R");
  const back = await fetch(`${checkout.redirectUrl}${how}`, { method: "POST", redirect: "manual" });
  return { checkout: yoco.checkout(checkout.id), back };
}

describe("a deposit paid at Yoco", () => {
  it("makes one checkout however often it is asked, and confirms once with one invoice and one mail", async () => {
    const deposit = await payments.deposit(199_950);
    const first = await suite.server.services.payments.yocoCheckout(deposit.id, `${PUBLIC_URL}/q/token`);
    const again = await suite.server.services.payments.yocoCheckout(deposit.id, `${PUBLIC_URL}/q/token`);
    expect(again.id).toBe(first.id);
    const { checkout, back } = await payAtYoco(deposit.id);

    expect(checkout).toMatchObject({
      amount: 199_950,
      metadata: { paymentId: deposit.id, reference: deposit.reference },
    });
    expect(back.headers.get("location")).toBe(`${PUBLIC_URL}/q/token?payment=${deposit.id}&result=success`);
    expect(yoco.answered.at(-1)).toBe(200);
    const after = await traces(suite.server, deposit.id, deposit.buyerEmail);
    expect(after.status).toBe("confirmed");
    expect(after.invoices).toHaveLength(1);
    expect(after.mails).toHaveLength(1);
  });

  it("gives exactly one payment, one invoice, one mail (one PDF) and one win when the same webhook comes 10 times", async () => {
    const deposit = await payments.deposit(80_000);
    const { checkout } = await payAtYoco(deposit.id, "/paid-quietly");
    const webhook = yoco.webhookFor(checkout as NonNullable<typeof checkout>);
    const answers = await Promise.all(Array.from({ length: 10 }, () => yoco.deliver(webhook)));

    expect(answers).toEqual(Array(10).fill(200));
    const after = await traces(suite.server, deposit.id, deposit.buyerEmail);
    expect(after.invoices).toHaveLength(1);
    expect(after.mails).toHaveLength(1);
    // One PDF on that one mail, and the enquiry won once.
    expect(after.mails[0]?.attachments).toEqual([{ kind: "invoice-pdf", id: after.invoices[0]?.id }]);
    expect(after.completions).toHaveLength(1);
  });

  it("finds a payment whose webhook was lost when the desk checks again", async () => {
    const deposit = await payments.deposit(60_000);
    await payAtYoco(deposit.id, "/paid-quietly");
    expect((await traces(suite.server, deposit.id, deposit.buyerEmail)).status).toBe("awaiting");

    const checked = await suite.admin.post(`/api/payments/${deposit.id}/check`);
    expect(checked.status).toBe(200);
    expect(checked.body.data).toMatchObject({ status: "confirmed", gateway: "yoco" });
    expect(checked.body.data.invoiceNumber).toMatch(/^INV-/);
  });
});

describe("a webhook that is not to be believed", () => {
  type Checkout = NonNullable<ReturnType<YocoSimulator["checkout"]>>;
  const cases: [
    string,
    number,
    string,
    (checkout: Checkout) => { headers: Record<string, string>; body: string },
  ][] = [
    [
      "a stale timestamp (over 3 minutes old)",
      401,
      "stale",
      (checkout) => yoco.webhookFor(checkout, { secondsAgo: 181 }),
    ],
    [
      "an amount changed after Yoco signed it",
      401,
      "signature",
      (checkout) => {
        const webhook = yoco.webhookFor(checkout);
        return { ...webhook, body: webhook.body.replace(`"amount":${checkout.amount}`, '"amount":100') };
      },
    ],
    [
      "a signature made with another secret",
      401,
      "signature",
      (checkout) => {
        const webhook = yoco.webhookFor(checkout);
        const { "webhook-id": id, "webhook-timestamp": timestamp } = webhook.headers;
        const forged = signWebhook(newWebhookSecret(), id ?? "", Number(timestamp), webhook.body);
        return { ...webhook, headers: { ...webhook.headers, "webhook-signature": forged } };
      },
    ],
    [
      "a signed event for less than is due",
      400,
      "amount",
      (checkout) => yoco.webhookFor(checkout, { amount: 100 }),
    ],
  ];

  it.each(cases)(
    "confirms nothing for %s: %i, and one security line without secrets",
    async (_, status, reason, make) => {
      const deposit = await payments.deposit(300_000);
      const { checkout } = await payAtYoco(deposit.id, "/paid-quietly");
      const before = payments.refusals().length;

      expect(await yoco.deliver(make(checkout as Checkout))).toBe(status);
      expect(await traces(suite.server, deposit.id, deposit.buyerEmail)).toMatchObject({
        status: "awaiting",
        invoices: [],
        mails: [],
      });
      const lines = payments.refusals().slice(before);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ gateway: "yoco", detail: reason, outcome: "refused" });
      const logged = payments.logs.text();
      for (const secret of [SECRET_KEY, WEBHOOK_SECRET, WEBHOOK_SECRET.slice(6), SETTINGS_KEY])
        expect(logged).not.toContain(secret);
    },
  );
});
