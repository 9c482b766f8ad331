import { useId } from "react";
import type { Reauthentication } from "#domain/accounts/user";
import {
  fetchPaymentSettings,
  PAYMENT_SETTINGS_ANCHOR,
  type PaymentSettingsInput,
  type PaymentSettingsView,
  savePaymentSettings,
} from "../api/settings";
import { ActionBanners, MaybeBanner } from "../ui/banner";
import { ReauthenticationFields } from "../ui/dialogs/reauthentication-fields";
import { TextField } from "../ui/fields";
import { mutedText, primaryButton } from "../ui/styles";
import { SettingsPanel, useSettingsForm } from "./settings-panel";

// Settings › Payments (issue 50; decision 0092): PayFast, Yoco and the bank details a buyer pays
// into without a gateway. The server never sends a secret back: the fields show its mask, and a
// mask saved unchanged keeps the stored secret.

const PAYFAST = { merchantId: "", merchantKey: "", passphrase: "", baseUrl: "https://www.payfast.co.za" };
const YOCO = { secretKey: "", webhookSecret: "", baseUrl: "https://payments.yoco.com" };
const BANK = { bankName: "", accountHolder: "", accountNumber: "", branchCode: "" };

type PaymentForm = {
  payfast: typeof PAYFAST;
  yoco: typeof YOCO;
  bank: typeof BANK;
  on: { payfast: boolean; yoco: boolean; bank: boolean };
  canStoreSecrets: boolean;
};
type Section = "payfast" | "yoco" | "bank";

const toForm = (view: PaymentSettingsView): PaymentForm => ({
  payfast: view.payfast ?? PAYFAST,
  yoco: view.yoco ?? YOCO,
  bank: view.bank ?? BANK,
  on: { payfast: !!view.payfast, yoco: !!view.yoco, bank: !!view.bank },
  canStoreSecrets: view.canStoreSecrets,
});

const input = (form: PaymentForm): PaymentSettingsInput => ({
  payfast: form.on.payfast ? form.payfast : null,
  yoco: form.on.yoco ? form.yoco : null,
  bank: form.on.bank ? form.bank : null,
});

/** Every change here decides where buyers' money goes: it needs the password. */
const guardedChange = (stored: PaymentForm, form: PaymentForm) =>
  JSON.stringify(input(stored)) !== JSON.stringify(input(form))
    ? "Needed to change where payments go; every administrator is emailed about it."
    : null;

const store = async (form: PaymentForm, proof: Reauthentication) =>
  toForm(await savePaymentSettings(input(form), proof));

export function PaymentSettingsSection() {
  return (
    <SettingsPanel
      title="Payments"
      description="How buyers pay a deposit: PayFast, Yoco, or a bank transfer with the payment's reference, which an admin then marks received. Keys and secrets are shown masked once saved."
      load={async () => toForm(await fetchPaymentSettings())}
      anchor={PAYMENT_SETTINGS_ANCHOR}
    >
      {(saved) => <PaymentSettingsForm saved={saved} />}
    </SettingsPanel>
  );
}

function PaymentSettingsForm({ saved }: { saved: PaymentForm }) {
  const { form, setForm, fieldErrors, action, submit, proof } = useSettingsForm(
    saved,
    store,
    "Payment settings saved.",
    guardedChange,
  );
  const ids = { payfast: useId(), yoco: useId(), bank: useId() };
  const field = <S extends Section>(
    section: S,
    key: keyof PaymentForm[S] & string,
    label: string,
    hint?: string,
  ) => ({
    label,
    hint,
    autoComplete: "off",
    spellCheck: false,
    value: form[section][key] as string,
    error: fieldErrors.errors[`${section}.${key}`],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setForm((current) => ({ ...current, [section]: { ...current[section], [key]: event.target.value } })),
  });
  const toggle = (section: Section, label: string) => (
    <div className="flex items-center gap-3">
      <input
        id={ids[section]}
        type="checkbox"
        className="size-4 accent-indigo-700"
        checked={form.on[section]}
        onChange={(event) =>
          setForm((current) => ({ ...current, on: { ...current.on, [section]: event.target.checked } }))
        }
      />
      <label htmlFor={ids[section]} className="text-sm font-semibold">
        {label}
      </label>
    </div>
  );
  return (
    <form ref={fieldErrors.ref} className="mt-3 flex flex-col gap-4" noValidate onSubmit={submit}>
      <ActionBanners action={action} />
      {form.canStoreSecrets ? null : (
        <MaybeBanner
          tone="error"
          message="The server cannot keep gateway keys until SETTINGS_ENCRYPTION_KEY is set in its environment (docs/payments.md). Bank details can be saved."
        />
      )}
      <fieldset className="flex flex-col gap-3">
        {toggle("payfast", "PayFast")}
        {form.on.payfast ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField {...field("payfast", "merchantId", "Merchant ID")} inputMode="numeric" />
            <TextField {...field("payfast", "merchantKey", "Merchant key")} />
            <TextField
              {...field("payfast", "passphrase", "Passphrase", "As set on PayFast under Developer settings")}
            />
            <TextField
              {...field("payfast", "baseUrl", "PayFast address", "https://sandbox.payfast.co.za to test")}
              type="url"
            />
          </div>
        ) : null}
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        {toggle("yoco", "Yoco")}
        {form.on.yoco ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField {...field("yoco", "secretKey", "Secret key", "sk_test_… or sk_live_…")} />
            <TextField
              {...field(
                "yoco",
                "webhookSecret",
                "Webhook secret",
                "whsec_…, given when the webhook is registered",
              )}
            />
            <TextField {...field("yoco", "baseUrl", "Yoco address")} type="url" />
          </div>
        ) : null}
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        {toggle("bank", "Bank transfer")}
        {form.on.bank ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField {...field("bank", "bankName", "Bank")} />
            <TextField {...field("bank", "accountHolder", "Account holder")} />
            <TextField {...field("bank", "accountNumber", "Account number")} inputMode="numeric" />
            <TextField {...field("bank", "branchCode", "Branch code")} inputMode="numeric" />
          </div>
        ) : null}
      </fieldset>
      <p className={mutedText}>
        PayFast's notify address and Yoco's webhook are this site's /api/payments/payfast/notify and
        /api/payments/yoco/webhook (docs/payments.md).
      </p>
      {proof ? <ReauthenticationFields {...proof} /> : null}
      <div>
        <button type="submit" className={primaryButton} disabled={action.busy}>
          {action.busy ? "Saving..." : "Save Payments"}
        </button>
      </div>
    </form>
  );
}
