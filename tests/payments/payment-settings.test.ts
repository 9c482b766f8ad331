import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "#server/db/schema";
import { PAYFAST_ACCOUNT } from "../simulators/payfast-simulator";
import { serverWithAdmin } from "../support/server-with-admin";
import { paymentSuite, SETTINGS_KEY } from "./payment-suite";

// Settings › Payments (issue 50; decision 0092): masked after save, the password asked for every
// change, every administrator told, and no secret in the database's plain text (what a backup
// holds), in a log line or in a notice.

const YOCO = {
  secretKey: "sk_test_960bfde0VBrLlpK098e4ffeb53e1",
  webhookSecret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
  baseUrl: "https://payments.yoco.com",
};
const BANK = {
  bankName: "FNB",
  accountHolder: "AI Solutions (Pty) Ltd",
  accountNumber: "62000000001",
  branchCode: "250655",
};
const SECRETS = [
  PAYFAST_ACCOUNT.merchantKey,
  PAYFAST_ACCOUNT.passphrase,
  YOCO.secretKey,
  YOCO.webhookSecret,
  SETTINGS_KEY,
];

describe("the payment settings", () => {
  const payments = paymentSuite();
  const { suite } = payments;
  const gateways = {
    payfast: { ...PAYFAST_ACCOUNT, baseUrl: "https://sandbox.payfast.co.za" },
    yoco: YOCO,
    bank: BANK,
  };

  it("need the admin's password to change, and change nothing without it", async () => {
    const refused = await suite.admin.put("/api/settings/payments", gateways);
    expect(refused.status).toBe(403);
    expect(refused.body.errors.currentPassword).toMatch(
      /^Enter your current password to change the PayFast account/,
    );
    expect((await suite.admin.get("/api/settings/payments")).body.data).toEqual({
      payfast: null,
      yoco: null,
      bank: null,
      canStoreSecrets: true,
    });
  });

  it("are answered masked after a save, kept when the masks come back, and sealed in the database", async () => {
    const saved = await suite.admin.put("/api/settings/payments", { ...gateways, ...suite.proof });
    expect(saved.status).toBe(200);
    const masked = {
      payfast: {
        merchantId: "10000100",
        merchantKey: "****581a",
        passphrase: `****${PAYFAST_ACCOUNT.passphrase.slice(-4)}`,
        baseUrl: "https://sandbox.payfast.co.za",
      },
      yoco: { secretKey: "****53e1", webhookSecret: "****LaSw", baseUrl: YOCO.baseUrl },
      bank: BANK,
      canStoreSecrets: true,
    };
    expect(saved.body.data).toEqual(masked);
    // The masks sent back with no other change: nothing to ask the password for, nothing lost.
    const again = await suite.admin.put("/api/settings/payments", masked);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toEqual(masked);
    expect((await suite.server.services.paymentSettings.gateways()).yoco?.webhookSecret).toBe(
      YOCO.webhookSecret,
    );

    const rows = await suite.server.services.db.execute(
      sql`select payment_settings::text as value from site_settings`,
    );
    const stored = JSON.stringify(rows);
    expect(stored).toContain("10000100");
    for (const secret of SECRETS) expect(stored).not.toContain(secret);
  });

  it("tell every administrator who changed what, and log it, never with a secret", async () => {
    const notices = await suite.server.services.db.select().from(mailOutbox);
    const notice = notices.find((mail) => mail.subject.includes("PayFast"));
    expect(notice?.text).toContain("the PayFast merchant key or passphrase");
    const everything = `${JSON.stringify(notices)}${payments.logs.text()}`;
    for (const secret of SECRETS) expect(everything).not.toContain(secret);
    expect(payments.logs.text()).toContain('"security":"settings-changed"');
  });

  it.each([
    [{ payfast: { merchantId: "abc", merchantKey: "46f0cd694581a" } }, "payfast.merchantId"],
    [{ payfast: { merchantId: "1", merchantKey: "x" } }, "payfast.merchantKey"],
    [{ payfast: { ...PAYFAST_ACCOUNT, baseUrl: "ftp://payfast.co.za" } }, "payfast.baseUrl"],
    [{ yoco: { ...YOCO, secretKey: "pk_test_abcdefgh1234" } }, "yoco.secretKey"],
    [{ yoco: { ...YOCO, webhookSecret: "secret" } }, "yoco.webhookSecret"],
    [{ bank: { ...BANK, branchCode: "25065" } }, "bank.branchCode"],
  ])("refuse %j with 400 at %s", async (change, field) => {
    const response = await suite.admin.put("/api/settings/payments", {
      ...gateways,
      ...change,
      ...suite.proof,
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors ?? {})).toContain(field);
  });
});

describe("the payment settings without SETTINGS_ENCRYPTION_KEY", () => {
  const suite = serverWithAdmin();

  it("keep bank details but refuse a gateway, saying what to set", async () => {
    expect((await suite.admin.get("/api/settings/payments")).body.data.canStoreSecrets).toBe(false);
    const refused = await suite.admin.put("/api/settings/payments", {
      payfast: PAYFAST_ACCOUNT,
      yoco: null,
      bank: null,
      ...suite.proof,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/SETTINGS_ENCRYPTION_KEY/);
    const bank = await suite.admin.put("/api/settings/payments", {
      payfast: null,
      yoco: null,
      bank: BANK,
      ...suite.proof,
    });
    expect(bank.status).toBe(200);
    expect(bank.body.data.bank).toEqual(BANK);
  });
});
