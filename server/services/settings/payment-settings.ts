import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { z } from "zod";
import type { BankDetails, SealedSecret, StoredPaymentSettings } from "#domain/sales-desk/payment";
import type { Database } from "../../db/client";
import type { Figures } from "../../db/figures";
import { siteSettings } from "../../db/schema";
import type { SecretBox } from "../../payments/secret-box";
import { WEBHOOK_SECRET_PATTERN } from "../../payments/yoco-webhook";
import { RuleError } from "../shared/errors";
import type { GuardedChange } from "./guarded-settings";
import { isLocalTestUrl, maskedSecret } from "./notification-settings";
import { writeSettingsRow } from "./settings";
import { storedSetting } from "./stored-setting";

// Settings › Payments (issue 50; decision 0092): PayFast, Yoco and the bank details shown when
// neither is set up. Secrets are write-only as the webhook's are (decision 0063): answered as
// "****" and their last 4 characters, kept when a save sends that mask back, sealed at rest.
// Every change needs the admin's password and is told to every administrator (issue 52 item 4).

const PAYFAST_LIVE = "https://www.payfast.co.za";
const YOCO_API = "https://payments.yoco.com";

const BASE_URL_RULE = "must be an https:// address (or http:// to localhost, for testing)";
const NO_KEY =
  "The server cannot keep gateway credentials: set SETTINGS_ENCRYPTION_KEY (at least 32 characters) in its environment first (docs/payments.md)";

/** A mask is 8 characters starting "****": too short for any of these secrets, so it means "keep". */
const isMask = (value: string) => value.length === 8 && value.startsWith("****");

/** A secret field: the new value, or undefined for "keep the stored one" (left out, or the mask). */
const secret = (field: string, rule: z.ZodString, message: string) =>
  z
    .string({ error: `${field} ${message}` })
    .trim()
    .optional()
    .superRefine((value, context) => {
      if (value !== undefined && !isMask(value) && !rule.safeParse(value).success)
        context.addIssue({ code: "custom", message: `${field} ${message}` });
    })
    .transform((value) => (value === undefined || isMask(value) ? undefined : value));

const baseUrl = (field: string, fallback: string) =>
  z
    .string({ error: `${field} ${BASE_URL_RULE}` })
    .trim()
    .max(200, `${field} ${BASE_URL_RULE}`)
    .default(fallback)
    .refine((value) => {
      const url = URL.parse(value);
      return !!url && !url.username && (url.protocol === "https:" || isLocalTestUrl(url));
    }, `${field} ${BASE_URL_RULE}`)
    .transform((value) => value.replace(/\/+$/, ""));

const bankField = (field: string, max: number, pattern = /\S/) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`)
    .regex(pattern, `${field} is not valid`);

/** What PUT /api/settings/payments takes; GET answers `PaymentSettingsView`. */
export const paymentSettingsSchema = z.object({
  payfast: z
    .object(
      {
        merchantId: z
          .string({ error: "payfast.merchantId must be PayFast's merchant id (digits)" })
          .trim()
          .regex(/^\d{1,20}$/, "payfast.merchantId must be PayFast's merchant id (digits)"),
        merchantKey: secret(
          "payfast.merchantKey",
          z.string().regex(/^[A-Za-z0-9]{8,40}$/),
          "must be PayFast's merchant key (letters and digits)",
        ),
        /** "" removes the passphrase. */
        passphrase: z
          .string({ error: "payfast.passphrase must be text" })
          .trim()
          .max(100, "payfast.passphrase must be at most 100 characters")
          .optional()
          .transform((value) => (value === undefined || isMask(value) ? undefined : value)),
        baseUrl: baseUrl("payfast.baseUrl", PAYFAST_LIVE),
      },
      { error: "payfast must be an object with merchantId and merchantKey, or null" },
    )
    .nullable(),
  yoco: z
    .object(
      {
        secretKey: secret(
          "yoco.secretKey",
          z.string().regex(/^sk_(test|live)_[A-Za-z0-9]{8,}$/),
          "must be a Yoco secret key (sk_test_… or sk_live_…)",
        ),
        webhookSecret: secret(
          "yoco.webhookSecret",
          z.string().regex(WEBHOOK_SECRET_PATTERN),
          "must be the webhook's secret as Yoco gives it (whsec_…)",
        ),
        baseUrl: baseUrl("yoco.baseUrl", YOCO_API),
      },
      { error: "yoco must be an object with secretKey and webhookSecret, or null" },
    )
    .nullable(),
  bank: z
    .object(
      {
        bankName: bankField("bank.bankName", 100),
        accountHolder: bankField("bank.accountHolder", 100),
        accountNumber: bankField("bank.accountNumber", 20, /^\d{6,20}$/),
        branchCode: bankField("bank.branchCode", 10, /^\d{6}$/),
      },
      { error: "bank must be an object with bankName, accountHolder, accountNumber and branchCode, or null" },
    )
    .nullable(),
});

type PaymentSettingsChange = z.output<typeof paymentSettingsSchema>;

/** The gateways ready to use: secrets opened. */
export interface PaymentGateways {
  payfast: { merchantId: string; merchantKey: string; passphrase: string | null; baseUrl: string } | null;
  yoco: { secretKey: string; webhookSecret: string; baseUrl: string } | null;
  bank: BankDetails | null;
}

/** What GET answers: every secret masked. */
export interface PaymentSettingsView {
  payfast: { merchantId: string; merchantKey: string; passphrase: string; baseUrl: string } | null;
  yoco: { secretKey: string; webhookSecret: string; baseUrl: string } | null;
  bank: BankDetails | null;
  /** false: SETTINGS_ENCRYPTION_KEY is not set, so no gateway can be saved. */
  canStoreSecrets: boolean;
}

const EMPTY: StoredPaymentSettings = { payfast: null, yoco: null, bank: null };

/**
 * `localAllowed`: whether a gateway may be plain http to this machine (a simulator), by the
 * same rule as the webhook's (decision 0069): never on a production site with a public address.
 */
export function createPaymentSettings(
  db: Database,
  box: SecretBox | null,
  logger: Logger,
  localAllowed: boolean,
) {
  const stored = () => storedSetting(db, siteSettings.paymentSettings, EMPTY);

  // The sealed values already warned of: the dashboard opens the settings on every load, and one
  // line per stored value says it; saving the setting again seals a new value, warned of anew.
  const warnedOf = new Set<string>();

  /** A sealed secret opened; null (with one warning) when it was sealed under another key. */
  function opened(name: string, sealed: SealedSecret | null): string | null {
    if (!sealed || !box) return null;
    const value = box.open(name, sealed);
    if (value === null && !warnedOf.has(sealed.sealed)) {
      warnedOf.add(sealed.sealed);
      logger.warn({ setting: name }, "a payment setting cannot be opened with SETTINGS_ENCRYPTION_KEY");
    }
    return value;
  }

  function gatewaysOf({ payfast, yoco, bank }: StoredPaymentSettings): PaymentGateways {
    const merchantKey = payfast && opened("payfast.merchantKey", payfast.merchantKey);
    const secretKey = yoco && opened("yoco.secretKey", yoco.secretKey);
    const webhookSecret = yoco && opened("yoco.webhookSecret", yoco.webhookSecret);
    return {
      payfast:
        payfast && merchantKey
          ? {
              merchantId: payfast.merchantId,
              merchantKey,
              passphrase: opened("payfast.passphrase", payfast.passphrase),
              baseUrl: payfast.baseUrl,
            }
          : null,
      yoco: yoco && secretKey && webhookSecret ? { secretKey, webhookSecret, baseUrl: yoco.baseUrl } : null,
      bank,
    };
  }

  const gateways = async (): Promise<PaymentGateways> => gatewaysOf(await stored());

  /**
   * Whether a buyer has any way to pay (a gateway that opens, or bank details), as a figure of
   * the dashboard's one statement (decision 0101): the settings' value read there.
   */
  function wayToPayFigures(): Figures<{ wayToPay: boolean }, "stored"> {
    return {
      columns: {
        stored: sql`(select ${siteSettings.paymentSettings} from ${siteSettings} where ${siteSettings.id} = 1)`,
      },
      read: (values) => {
        const { payfast, yoco, bank } = gatewaysOf((values.stored as StoredPaymentSettings | null) ?? EMPTY);
        return { wayToPay: Boolean(payfast || yoco || bank) };
      },
    };
  }

  const mask = (value: string | null) => (value ? maskedSecret(value) : "");

  async function view(): Promise<PaymentSettingsView> {
    const { payfast, yoco, bank } = await gateways();
    return {
      payfast: payfast && {
        merchantId: payfast.merchantId,
        merchantKey: mask(payfast.merchantKey),
        passphrase: mask(payfast.passphrase),
        baseUrl: payfast.baseUrl,
      },
      yoco: yoco && {
        secretKey: mask(yoco.secretKey),
        webhookSecret: mask(yoco.webhookSecret),
        baseUrl: yoco.baseUrl,
      },
      bank,
      canStoreSecrets: box !== null,
    };
  }

  /** The change as it will be stored: kept secrets filled in from the stored ones. */
  async function resolved(next: PaymentSettingsChange): Promise<PaymentGateways> {
    for (const [field, url] of [
      ["payfast.baseUrl", next.payfast?.baseUrl],
      ["yoco.baseUrl", next.yoco?.baseUrl],
    ] as const) {
      if (url && !localAllowed && isLocalTestUrl(new URL(url)))
        throw new RuleError(
          `${field} must be an https:// address: http:// to localhost is only for a site running on this machine`,
          field,
        );
    }
    const current = await gateways();
    const need = (value: string | undefined, kept: string | undefined, field: string) => {
      const result = value ?? kept;
      if (!result) throw new RuleError(`${field} is required`, field);
      return result;
    };
    return {
      payfast: next.payfast && {
        merchantId: next.payfast.merchantId,
        merchantKey: need(next.payfast.merchantKey, current.payfast?.merchantKey, "payfast.merchantKey"),
        passphrase:
          next.payfast.passphrase === undefined
            ? (current.payfast?.passphrase ?? null)
            : next.payfast.passphrase || null,
        baseUrl: next.payfast.baseUrl,
      },
      yoco: next.yoco && {
        secretKey: need(next.yoco.secretKey, current.yoco?.secretKey, "yoco.secretKey"),
        webhookSecret: need(next.yoco.webhookSecret, current.yoco?.webhookSecret, "yoco.webhookSecret"),
        baseUrl: next.yoco.baseUrl,
      },
      bank: next.bank,
    };
  }

  /** What a save would change, for the password request and the notice; never a secret's value. */
  async function changes(next: PaymentGateways): Promise<GuardedChange[]> {
    const current = await gateways();
    const list: GuardedChange[] = [];
    // Flat objects compared by their fields: jsonb gives keys back in its own order.
    const canonical = (value: unknown) =>
      value && typeof value === "object"
        ? JSON.stringify(value, Object.keys(value).sort())
        : JSON.stringify(value ?? null);
    const differs = (a: unknown, b: unknown) => canonical(a) !== canonical(b);
    if (
      differs(current.payfast?.merchantId, next.payfast?.merchantId) ||
      differs(current.payfast?.baseUrl, next.payfast?.baseUrl)
    )
      list.push({
        setting: "payfast",
        label: "the PayFast account",
        value: next.payfast ? `${next.payfast.merchantId} at ${next.payfast.baseUrl}` : "(removed)",
      });
    if (
      differs(current.payfast?.merchantKey, next.payfast?.merchantKey) ||
      differs(current.payfast?.passphrase, next.payfast?.passphrase)
    )
      list.push({ setting: "payfast.secrets", label: "the PayFast merchant key or passphrase" });
    if (differs(current.yoco, next.yoco)) list.push({ setting: "yoco", label: "the Yoco keys" });
    if (differs(current.bank, next.bank))
      list.push({
        setting: "bank",
        label: "the bank details buyers pay into",
        value: next.bank ? `${next.bank.bankName} ${next.bank.accountNumber}` : "(removed)",
      });
    return list;
  }

  async function save(next: PaymentGateways): Promise<PaymentSettingsView> {
    if ((next.payfast || next.yoco) && !box) throw new RuleError(NO_KEY);
    const seal = (name: string, value: string) => (box as SecretBox).seal(name, value);
    const value: StoredPaymentSettings = {
      payfast: next.payfast && {
        merchantId: next.payfast.merchantId,
        merchantKey: seal("payfast.merchantKey", next.payfast.merchantKey),
        passphrase: next.payfast.passphrase ? seal("payfast.passphrase", next.payfast.passphrase) : null,
        baseUrl: next.payfast.baseUrl,
      },
      yoco: next.yoco && {
        secretKey: seal("yoco.secretKey", next.yoco.secretKey),
        webhookSecret: seal("yoco.webhookSecret", next.yoco.webhookSecret),
        baseUrl: next.yoco.baseUrl,
      },
      bank: next.bank,
    };
    await writeSettingsRow(db, { paymentSettings: value });
    return view();
  }

  return { gateways, wayToPayFigures, view, resolved, changes, save };
}

export type PaymentSettings = ReturnType<typeof createPaymentSettings>;
