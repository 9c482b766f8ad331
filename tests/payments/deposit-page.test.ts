import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments, siteSettings } from "#server/db/schema";
import { createSecretBox } from "#server/payments/secret-box";
import {
  PAYFAST_ACCOUNT,
  type PayfastSimulator,
  startPayfastSimulator,
} from "../simulators/payfast-simulator";
import { newWebhookSecret, startYocoSimulator, type YocoSimulator } from "../simulators/yoco-simulator";
import { PUBLIC_URL, paymentSuite, withGateways } from "./payment-suite";
import { quoteFlow } from "./quote-flow";

// The deposit on the buyer's page of an accepted quote (issue 50; decision 0097), over real
// HTTP as a browser without JavaScript goes: our page's form to the PayFast simulator, its Pay
// button, and back to our page; the Yoco form through our server to Yoco's page; bank details
// when no gateway is set up. Coming back proves nothing: only a confirmation shows it paid.

const suiteOf = paymentSuite();
const { suite } = suiteOf;
let payfast: PayfastSimulator;
let yoco: YocoSimulator;
const YOCO_KEY = "sk_test_0d3p0s1tP4g3K3y0123456789ab";
const YOCO_WEBHOOK_SECRET = newWebhookSecret();
const BANK = {
  bankName: "First National Bank",
  accountHolder: "AI Solutions (Pty) Ltd",
  accountNumber: "62812345678",
  branchCode: "250655",
};
/** A quote that asks for no deposit, and whose terms do not speak of one. */
const NO_DEPOSIT = {
  lines: [{ description: "Chatbot build", quantity: 1, unitCents: 500_000, unit: "once" }],
  depositPercent: 0,
  validDays: 30,
  terms: "Paid in full on delivery.",
};

beforeAll(async () => {
  payfast = await startPayfastSimulator(PAYFAST_ACCOUNT, suiteOf.reach);
  yoco = await startYocoSimulator({
    secretKey: YOCO_KEY,
    webhookSecret: YOCO_WEBHOOK_SECRET,
    webhookUrl: `${PUBLIC_URL}/api/payments/yoco/webhook`,
  });
});
afterAll(async () => {
  await payfast.close();
  await yoco.close();
});
withGateways(suiteOf, () => ({ payfast: { ...PAYFAST_ACCOUNT, baseUrl: payfast.url } }));

/** Saves the gateways (and bank details) as Settings › Payments does. */
async function setGateways(gateways: Record<string, unknown>) {
  const saved = await suite.admin.put("/api/settings/payments", {
    payfast: null,
    yoco: null,
    bank: null,
    ...gateways,
    ...suite.proof,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

const unescaped = (text: string) => text.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));
const { open, post, sentQuote, acceptedQuote, quotePayments } = quoteFlow(suiteOf, {
  solutionId: "deposit-bot",
});

/** The form on the page that posts to `action`: its hidden fields, in order. */
function formTo(html: string, action: string): [string, string][] | null {
  const form = new RegExp(
    `<form method="post" action="${action.replace(/[.?*+/]/g, "\\$&")}">([\\s\\S]*?)</form>`,
  ).exec(html);
  if (!form) return null;
  return [...(form[1] ?? "").matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(
    ([, name, value]) => [unescaped(name ?? ""), unescaped(value ?? "")],
  );
}

/** On PayFast's page: the button `label`, and where PayFast then sends the browser. */
async function atPayfast(fields: [string, string][], label: "Pay now" | "Pay, ITN lost" | "Cancel payment") {
  const page = await fetch(`${payfast.url}/eng/process`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  const html = await page.text();
  expect(page.status, html).toBe(200);
  const action = new RegExp(`action="([^"]+)"><button>${label}</button>`).exec(html)?.[1];
  const back = await fetch(`${payfast.url}${action}`, { method: "POST", redirect: "manual" });
  await suite.server.services.payments.settled();
  const location = back.headers.get("location") ?? "";
  expect(location.startsWith(`${PUBLIC_URL}/q/`)).toBe(true);
  return location.slice(PUBLIC_URL.length);
}

describe("Pay the deposit with PayFast", () => {
  it("offers the deposit as a signed form to PayFast, the same payment each time, never cached or indexed", async () => {
    const { path, quoteId } = await acceptedQuote();
    // Two first visits at once (a double tap): still one payment.
    const [first, other] = await Promise.all([open(path), open(path)]);
    expect(formTo(other.html, `${payfast.url}/eng/process`)).toEqual(
      formTo(first.html, `${payfast.url}/eng/process`),
    );
    expect(first.response.headers.get("cache-control")).toBe("no-store");
    expect(first.response.headers.get("x-robots-tag")).toMatch(/noindex/);
    expect(first.html).toContain("Pay the deposit");
    expect(first.html).toContain("Deposit due: R2\u00a0500.");
    expect(first.html).not.toMatch(/<script/i);
    const fields = formTo(first.html, `${payfast.url}/eng/process`);
    const [payment] = await quotePayments(quoteId);
    expect(Object.fromEntries(fields ?? [])).toMatchObject({
      merchant_id: PAYFAST_ACCOUNT.merchantId,
      m_payment_id: payment?.id,
      amount: "2500.00",
      return_url: `${PUBLIC_URL}${path}?payment=${payment?.id}&result=success`,
      cancel_url: `${PUBLIC_URL}${path}?payment=${payment?.id}&result=cancel`,
      notify_url: `${PUBLIC_URL}/api/payments/payfast/notify`,
    });

    const again = formTo((await open(path)).html, `${payfast.url}/eng/process`);
    expect(again).toEqual(fields);
    expect(await quotePayments(quoteId)).toHaveLength(1);
  });

  it("shows the deposit paid with its invoice number once PayFast's ITN confirmed it", async () => {
    const { path, quoteId } = await acceptedQuote();
    const fields = formTo((await open(path)).html, `${payfast.url}/eng/process`) ?? [];
    const back = await atPayfast(fields, "Pay now");
    const { html } = await open(back);
    const [payment] = await quotePayments(quoteId);
    expect(payment?.status).toBe("confirmed");
    expect(html).toMatch(/Deposit of R2\u00a0500 paid on /);
    expect(html).toMatch(/Invoice INV-\d{4}-\d{5} has been emailed to you\./);
    expect(html).not.toContain("Pay with PayFast");
  });

  it("says it waits for the confirmation when the ITN is lost, and Check again finds the payment in PayFast's history", async () => {
    const { path, quoteId, contactId } = await acceptedQuote();
    const fields = formTo((await open(path)).html, `${payfast.url}/eng/process`) ?? [];
    const back = await atPayfast(fields, "Pay, ITN lost");
    const returned = await open(back);
    expect(returned.html).toContain("We are waiting for the payment&#39;s confirmation.");
    expect(returned.html).not.toContain("paid on");
    expect(returned.html).not.toContain("Pay with PayFast");
    const [payment] = await quotePayments(quoteId);
    expect(payment?.status).toBe("awaiting");
    expect(payment?.returnedAt).not.toBeNull();

    // 15 minutes on, with no confirmation: the desk shows it awaiting confirmation.
    await suite.server.services.db
      .update(payments)
      .set({ returnedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(payments.quoteId, quoteId));
    const listed = await suite.admin.get(`/api/payments?contactId=${contactId}`);
    expect(listed.body.data).toMatchObject([{ id: payment?.id, state: "awaiting-confirmation" }]);

    const asked = payfast.historyAsked.length;
    const checked = await suite.admin.post(`/api/payments/${payment?.id}/check`);
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect(checked.body.data).toMatchObject({ status: "confirmed", gateway: "payfast" });
    expect(checked.body.data.invoiceNumber).toMatch(/^INV-\d{4}-\d{5}$/);
    expect(payfast.historyAsked.slice(asked)).toEqual([expect.objectContaining({ signed: true })]);
    expect((await open(path)).html).toContain(
      `Invoice ${checked.body.data.invoiceNumber} has been emailed to you.`,
    );

    // Asked again, nothing more happens: one confirmation, one invoice.
    const twice = await suite.admin.post(`/api/payments/${payment?.id}/check`);
    expect(twice.body.data.invoiceNumber).toBe(checked.body.data.invoiceNumber);
  });

  it("says a cancelled payment can be tried again, and offers it again", async () => {
    const { path, quoteId } = await acceptedQuote();
    const fields = formTo((await open(path)).html, `${payfast.url}/eng/process`) ?? [];
    const back = await atPayfast(fields, "Cancel payment");
    const { html } = await open(back);
    expect(html).toContain("The payment was cancelled — you can try again.");
    expect(formTo(html, `${payfast.url}/eng/process`)).toEqual(fields);
    const [payment] = await quotePayments(quoteId);
    expect(payment).toMatchObject({ status: "awaiting", returnedAt: null });
  });

  it("changes nothing when PayFast's history refuses our signature (a wrong passphrase), and says so", async () => {
    const { path, quoteId } = await acceptedQuote();
    const fields = formTo((await open(path)).html, `${payfast.url}/eng/process`) ?? [];
    await atPayfast(fields, "Pay, ITN lost");
    const [payment] = await quotePayments(quoteId);
    await setGateways({
      payfast: { ...PAYFAST_ACCOUNT, passphrase: "not the account's passphrase", baseUrl: payfast.url },
    });
    try {
      const checked = await suite.admin.post(`/api/payments/${payment?.id}/check`);
      expect(checked.status).toBe(400);
      expect(checked.body.error).toBe("PayFast could not be asked just now: try again in a few minutes");
      expect((await quotePayments(quoteId))[0]?.status).toBe("awaiting");
    } finally {
      await setGateways({ payfast: { ...PAYFAST_ACCOUNT, baseUrl: payfast.url } });
    }
  });
});

describe("Pay the deposit with Yoco, or by bank transfer", () => {
  afterAll(() => setGateways({ payfast: { ...PAYFAST_ACCOUNT, baseUrl: payfast.url } }));

  it("sends the buyer to Yoco's page through our server, with one checkout however often asked", async () => {
    await setGateways({
      yoco: { secretKey: YOCO_KEY, webhookSecret: YOCO_WEBHOOK_SECRET, baseUrl: yoco.url },
    });
    const { path, quoteId } = await acceptedQuote();
    const { html } = await open(path);
    expect(html).toContain(
      `<form method="post" action="${path}/pay/yoco"><button type="submit">Pay by card with Yoco</button>`,
    );
    expect(html).not.toContain("Pay with PayFast");
    const first = await post(`${path}/pay/yoco`);
    const second = await post(`${path}/pay/yoco`);
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toMatch(new RegExp(`^${yoco.url}/pay/ch_`));
    expect(second.headers.get("location")).toBe(first.headers.get("location"));
    const [payment] = await quotePayments(quoteId);
    expect(yoco.checkout(payment?.checkoutId ?? "")).toMatchObject({
      amount: 250_000,
      successUrl: `${PUBLIC_URL}${path}?payment=${payment?.id}&result=success`,
    });
  });

  it("asks Yoco nothing for a link we did not sign or a quote not accepted", async () => {
    await setGateways({
      yoco: { secretKey: YOCO_KEY, webhookSecret: YOCO_WEBHOOK_SECRET, baseUrl: yoco.url },
    });
    const { path } = await acceptedQuote();
    expect((await post(`${path.slice(0, -2)}xx/pay/yoco`)).status).toBe(404);
    const sent = await sentQuote();
    const early = await post(`${sent.path}/pay/yoco`);
    expect(early.status).toBe(303);
    expect(early.headers.get("location")).toBe(sent.path);
    expect(await quotePayments(sent.quoteId)).toHaveLength(0);
  });

  it("shows the bank details and the payment's reference when no gateway is set up; marked received, the page shows it paid", async () => {
    await setGateways({ bank: BANK });
    const { path, quoteId } = await acceptedQuote();
    const { html } = await open(path);
    const [payment] = await quotePayments(quoteId);
    for (const text of [
      "Pay by bank transfer",
      BANK.bankName,
      BANK.accountNumber,
      BANK.branchCode,
      payment?.reference,
    ])
      expect(html).toContain(text);
    expect(html).not.toContain('<form method="post" action="http');

    const received = await suite.admin.post(`/api/payments/${payment?.id}/received`);
    expect(received.status).toBe(200);
    const after = await open(path);
    expect(after.html).toContain(`Invoice ${received.body.data.invoiceNumber} has been emailed to you.`);
    expect(after.html).not.toContain(BANK.accountNumber);
  });

  it("with nothing set up to pay with, says we will say how, gives the reference, and warns the admins on the dashboard until one is", async () => {
    await setGateways({});
    const waiting = async () =>
      (await suite.admin.get("/api/admin/dashboard")).body.data.depositsWithNoWayToPay as number;
    const before = await waiting();
    const { path, quoteId } = await acceptedQuote();
    const { html } = await open(path);
    const [payment] = await quotePayments(quoteId);
    expect(payment).toMatchObject({ status: "awaiting", amountCents: 250_000 });
    expect(payment?.reference).toMatch(/^DEP-[A-Z2-9]{8}$/);
    expect(html).toContain("Pay the deposit");
    expect(html).toContain("Deposit due: R2\u00a0500.");
    expect(html).toContain(
      `We will contact you with how to pay the deposit. When you pay, use the reference <span class="reference">${payment?.reference}</span>.`,
    );
    expect(html).not.toContain("<form");
    expect(html).not.toMatch(/<script/i);
    // Every accepted quote of this suite with its deposit unpaid counts, this one among them.
    expect(await waiting()).toBe(before + 1);

    // Paid as the buyer was told: an admin marks it received, and it no longer counts.
    const received = await suite.admin.post(`/api/payments/${payment?.id}/received`);
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(await waiting()).toBe(before);
    expect((await open(path)).html).toMatch(/Deposit of R2\u00a0500 paid on /);

    // Once a way to pay is set up, the buyers waiting can pay on their page: no warning.
    await acceptedQuote();
    expect(await waiting()).toBe(before + 1);
    await setGateways({ bank: BANK });
    expect(await waiting()).toBe(0);

    // A PayFast key sealed under a SETTINGS_ENCRYPTION_KEY the site no longer has opens to
    // nothing: no way to pay either, and the warning is back.
    const otherKey = createSecretBox("a-settings-key-this-site-never-had-000000");
    await suite.server.services.db
      .update(siteSettings)
      .set({
        paymentSettings: {
          payfast: {
            merchantId: PAYFAST_ACCOUNT.merchantId,
            merchantKey: otherKey.seal("payfast.merchantKey", PAYFAST_ACCOUNT.merchantKey),
            passphrase: null,
            baseUrl: payfast.url,
          },
          yoco: null,
          bank: null,
        },
      })
      .where(eq(siteSettings.id, 1));
    const unopenable = () =>
      suiteOf.logs
        .text()
        .split("\n")
        .filter((line) => line.includes("cannot be opened with SETTINGS_ENCRYPTION_KEY"));
    const warnedBefore = unopenable().length;
    expect(await waiting()).toBe(before + 1);
    // Every load of the dashboard opens the settings; the log says so once, not on each load.
    expect(await waiting()).toBe(before + 1);
    expect(unopenable()).toHaveLength(warnedBefore + 1);
    expect(unopenable().at(-1)).toContain('"setting":"payfast.merchantKey"');
  });

  it("asks for no deposit, and says nothing of one, when the quote asks for none", async () => {
    await setGateways({});
    const { path, quoteId } = await acceptedQuote(NO_DEPOSIT);
    const { html } = await open(path);
    expect(html).toMatch(/Accepted by Naledi \d+ on .+\. Thank you\.<\/p>/);
    for (const said of ["Pay the deposit", "Deposit due", "about the deposit"])
      expect(html).not.toContain(said);
    expect(await quotePayments(quoteId)).toHaveLength(0);
  });
});
