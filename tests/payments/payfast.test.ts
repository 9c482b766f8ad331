import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PAYFAST_ACCOUNT,
  type PayfastSimulator,
  startPayfastSimulator,
} from "../simulators/payfast-simulator";
import { PUBLIC_URL, paymentSuite, SETTINGS_KEY, traces, withGateways } from "./payment-suite";

// A deposit paid at PayFast, end to end against the local simulator (issue 50; decision 0092):
// the buyer's browser posts our signed form, pays on PayFast's page, PayFast posts the ITN.
// Replays confirm nothing twice; every forged or altered ITN confirms nothing and is logged.

const payments = paymentSuite();
const { suite } = payments;
let payfast: PayfastSimulator;

beforeAll(async () => {
  payfast = await startPayfastSimulator(PAYFAST_ACCOUNT, payments.reach);
});
afterAll(() => payfast.close());
withGateways(payments, () => ({ payfast: { ...PAYFAST_ACCOUNT, baseUrl: payfast.url } }));

const form = (fields: [string, string][]) => new URLSearchParams(fields).toString();

/** The buyer's trip: our form posted to PayFast, its page, Pay now; answers the ITN PayFast sent. */
async function payAtPayfast(paymentId: string) {
  const checkout = await suite.server.services.payments.payfastCheckout(paymentId, `${PUBLIC_URL}/q/token`);
  const page = await fetch(checkout.action, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form(checkout.fields),
  });
  const html = await page.text();
  expect(page.status, html).toBe(200);
  const pay = /action="(\/sim\/pay\/\d+)"/.exec(html)?.[1];
  const back = await fetch(`${payfast.url}${pay}`, { method: "POST", redirect: "manual" });
  await suite.server.services.payments.settled();
  return { checkout, back };
}

const itnEndpoint = () => `${suite.server.url}/api/payments/payfast/notify`;

describe("a deposit paid at PayFast", () => {
  it("signs the checkout as PayFast checks it, and confirms the payment once, with one invoice and one mail", async () => {
    const deposit = await payments.deposit(575_000);
    const { checkout, back } = await payAtPayfast(deposit.id);

    expect(checkout.action).toBe(`${payfast.url}/eng/process`);
    expect(checkout.fields.map(([name]) => name)).toEqual([
      "merchant_id",
      "merchant_key",
      "return_url",
      "cancel_url",
      "notify_url",
      "name_first",
      "name_last",
      "email_address",
      "m_payment_id",
      "amount",
      "item_name",
      "item_description",
      "signature",
    ]);
    expect(Object.fromEntries(checkout.fields)).toMatchObject({
      amount: "5750.00",
      m_payment_id: deposit.id,
    });
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(`${PUBLIC_URL}/q/token?payment=${deposit.id}&result=success`);

    const after = await traces(suite.server, deposit.id, deposit.buyerEmail);
    expect(after.status).toBe("confirmed");
    expect(after.invoices).toHaveLength(1);
    expect(after.invoices[0]?.number).toMatch(/^INV-\d{4}-\d{5}$/);
    expect(after.mails).toHaveLength(1);
    expect(after.mails[0]?.subject).toBe(
      `Invoice ${after.invoices[0]?.number} from ${after.invoices[0]?.seller.registeredName}`,
    );
    expect(after.mails[0]?.text).toContain("Total: R5\u00a0750");
    expect(after.mails[0]?.text).not.toMatch(/VAT/);
  });

  it("gives exactly one payment, one invoice, one mail (one PDF) and one win when the same ITN comes 10 times", async () => {
    const deposit = await payments.deposit(120_000);
    const { checkout } = await payAtPayfast(deposit.id);
    const refusedBefore = payments.refusals().length;
    const itn = payfast.itnFor(new Map(checkout.fields));
    const answers = await Promise.all(Array.from({ length: 10 }, () => payfast.postItn(itnEndpoint(), itn)));
    await suite.server.services.payments.settled();

    expect(answers).toEqual(Array(10).fill(200));
    const after = await traces(suite.server, deposit.id, deposit.buyerEmail);
    expect(after.status).toBe("confirmed");
    expect(after.invoices).toHaveLength(1);
    expect(after.mails).toHaveLength(1);
    // One PDF on that one mail, and the enquiry won once.
    expect(after.mails[0]?.attachments).toEqual([{ kind: "invoice-pdf", id: after.invoices[0]?.id }]);
    expect(after.completions).toHaveLength(1);
    expect(payments.refusals()).toHaveLength(refusedBefore);
  });

  it("issues a full Tax Invoice above R5,000 incl. VAT and an abridged one at R5,000 when VAT-registered", async () => {
    const legal = await suite.admin.get("/api/settings/legal");
    const registered = await suite.admin.put("/api/settings/legal", {
      ...legal.body.data,
      registeredName: "AI Solutions (Pty) Ltd",
      vatRegistered: true,
      vatNumber: "4123456789",
    });
    expect(registered.status).toBe(200);
    try {
      const full = await payments.deposit(500_001);
      const abridged = await payments.deposit(500_000);
      await payAtPayfast(full.id);
      await payAtPayfast(abridged.id);
      const [fullMail] = (await traces(suite.server, full.id, full.buyerEmail)).mails;
      const [abridgedMail] = (await traces(suite.server, abridged.id, abridged.buyerEmail)).mails;

      expect(fullMail?.subject).toMatch(/^Tax Invoice INV-/);
      expect(fullMail?.text).toContain("VAT number 4123456789");
      expect(fullMail?.text).toContain("To: Thandi Buyer");
      expect(fullMail?.text).toContain("Value excl. VAT: R4\u00a0347,83");
      expect(fullMail?.text).toContain("VAT at 15 %: R652,18");
      expect(abridgedMail?.subject).toMatch(/^Tax Invoice INV-/);
      expect(abridgedMail?.text).not.toContain("To: ");
      expect(abridgedMail?.text).toContain("Total incl. VAT: R5\u00a0000");
      expect(abridgedMail?.text).toContain("VAT included at 15 %: R652,17");
    } finally {
      await suite.admin.put("/api/settings/legal", { ...legal.body.data });
    }
  });
});

describe("an ITN that is not to be believed", () => {
  /** A paid checkout's genuine ITN, and the deposit it is for. */
  async function genuineItn(amountCents = 250_000) {
    const deposit = await payments.deposit(amountCents);
    const checkout = await suite.server.services.payments.payfastCheckout(
      deposit.id,
      `${PUBLIC_URL}/q/token`,
    );
    return { deposit, fields: new Map(checkout.fields) };
  }

  const cases: [string, string, (fields: Map<string, string>) => Promise<number>][] = [
    [
      "an amount changed after PayFast signed it",
      "signature",
      (fields) =>
        payfast.postItn(
          itnEndpoint(),
          payfast.itnFor(fields).replace("amount_gross=2500.00", "amount_gross=25.00"),
        ),
    ],
    [
      "a signed ITN for less than is due (the buyer edited the form's amount)",
      "amount",
      (fields) =>
        payfast.postItn(itnEndpoint(), payfast.itnFor(fields, "COMPLETE", { amount_gross: "24.99" })),
    ],
    [
      "a signature that is not PayFast's",
      "signature",
      (fields) => {
        const itn = payfast.itnFor(fields);
        const unsigned = itn.replace(/&signature=.*$/, "");
        return payfast.postItn(itnEndpoint(), `${unsigned}&signature=${"0".repeat(32)}`);
      },
    ],
    [
      "a genuine ITN from an address that is not PayFast's (a Referer saying otherwise)",
      "source-address",
      async (fields) => {
        payments.sources.delete("127.0.0.1");
        try {
          const status = await payfast.postItn(itnEndpoint(), payfast.itnFor(fields), {
            referer: "https://www.payfast.co.za/eng/process",
            "x-forwarded-for": "197.97.145.144",
          });
          await suite.server.services.payments.settled();
          return status;
        } finally {
          payments.sources.add("127.0.0.1");
        }
      },
    ],
    [
      "an ITN PayFast did not send, well signed with the passphrase (validate says INVALID)",
      "not-validated",
      async (fields) => {
        const { createHash } = await import("node:crypto");
        const { signatureBase } = await import("#server/payments/payfast-signature");
        const pairs: [string, string][] = [
          ["m_payment_id", fields.get("m_payment_id") ?? ""],
          ["pf_payment_id", "999"],
          ["payment_status", "COMPLETE"],
          ["amount_gross", fields.get("amount") ?? ""],
          ["merchant_id", PAYFAST_ACCOUNT.merchantId],
        ];
        const signature = createHash("md5")
          .update(signatureBase(pairs, PAYFAST_ACCOUNT.passphrase))
          .digest("hex");
        return payfast.postItn(itnEndpoint(), `${signatureBase(pairs, null)}&signature=${signature}`);
      },
    ],
  ];

  it.each(cases)(
    "confirms nothing for %s, answers 200 as PayFast requires, and logs one line without secrets",
    async (_, reason, send) => {
      const { deposit, fields } = await genuineItn();
      const before = payments.refusals().length;
      const status = await send(fields);
      await suite.server.services.payments.settled();

      expect(status).toBe(200);
      const after = await traces(suite.server, deposit.id, deposit.buyerEmail);
      expect(after).toMatchObject({ status: "awaiting", invoices: [], mails: [] });
      const lines = payments.refusals().slice(before);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ gateway: "payfast", detail: reason, outcome: "refused" });
      const logged = payments.logs.text();
      for (const secret of [PAYFAST_ACCOUNT.merchantKey, PAYFAST_ACCOUNT.passphrase, SETTINGS_KEY])
        expect(logged).not.toContain(secret);
    },
  );

  it("refuses a body that is not a form with 415 and keeps nothing", async () => {
    const response = await fetch(itnEndpoint(), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(415);
  });
});
