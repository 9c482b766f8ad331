import type { Reauthentication } from "#domain/accounts/user";
import { type Answered, type CallInput, call, callVersioned } from "./http";
import { type UploadChoice, uploadTo } from "./upload";

export type PaymentSettingsView = Answered<"GET /api/settings/payments">;
export type SiteSettings = Answered<"GET /api/settings">;
export type EnquirySettings = Answered<"GET /api/settings/enquiries">;
export type NotificationSettings = Answered<"GET /api/settings/notifications">;
/** The recipients and webhook as the form sends them (the webhook's secret and address may be the masks). */
export type NotificationSettingsChange = Omit<
  CallInput<"PUT /api/settings/notifications">["body"],
  keyof Reauthentication
>;
export type DeliveryView = Answered<"GET /api/settings/notifications/deliveries">[number];

/** What PUT /api/settings/payments takes: the view's shape, secrets new or as their masks. */
export type PaymentSettingsInput = Omit<PaymentSettingsView, "canStoreSecrets">;

export const fetchSettings = () => call("GET /api/settings");
export const uploadHomepageVideo = (
  file: File,
  choice: UploadChoice,
  onProgress: (percent: number) => void,
) => uploadTo("PUT /api/settings/homepage-video", { field: "video", file, choice, onProgress });
export const deleteHomepageVideo = () => call("DELETE /api/settings/homepage-video");

// The settings saved through the form are versioned like a solution (docs/decisions/0031).
export const fetchEnquirySettings = () => callVersioned("GET /api/settings/enquiries", undefined);
/** Saves over `version`, the one the screen shows; VersionConflict when it is stale. */
export const saveEnquirySettings = (
  settings: EnquirySettings,
  version: number,
  proof: Reauthentication = {},
) => callVersioned("PUT /api/settings/enquiries", version, { body: { ...settings, ...proof } });
export const fetchSettingsVersions = () => call("GET /api/settings/versions");
/** `proof`: the admin's password (and code), which a restore that changes the retention period needs. */
export const restoreSettingsVersion = (restore: number, current: number, proof: Reauthentication = {}) =>
  callVersioned("POST /api/settings/versions/:version/restore", current, {
    params: { version: restore },
    body: proof,
  });
/** What the nightly retention run would delete were the period `months` now. */
export const fetchRetentionPreview = (months: number) =>
  call("GET /api/settings/retention/preview", { query: { months } });

export const uploadHomepageVideoPoster = (
  file: File,
  choice: UploadChoice,
  onProgress: (percent: number) => void,
) => uploadTo("PUT /api/settings/homepage-video/poster", { field: "poster", file, choice, onProgress });
export const deleteHomepageVideoPoster = () => call("DELETE /api/settings/homepage-video/poster");

export const fetchCompanyDetails = () => call("GET /api/settings/company");
/** `proof`: the admin's password (and code), which a change of WhatsApp number or booking page needs. */
export const saveCompanyDetails = (
  details: Omit<CallInput<"PUT /api/settings/company">["body"], keyof Reauthentication>,
  proof: Reauthentication = {},
) => call("PUT /api/settings/company", { body: { ...details, ...proof } });

export const fetchLegalDetails = () => call("GET /api/settings/legal");
export const saveLegalDetails = (details: CallInput<"PUT /api/settings/legal">["body"]) =>
  call("PUT /api/settings/legal", { body: details });

export const fetchNotificationSettings = () => call("GET /api/settings/notifications");
/** A webhook sent without a secret keeps the stored one, which GET only answers masked. */
export const saveNotificationSettings = (
  settings: NotificationSettingsChange,
  proof: Reauthentication = {},
) => call("PUT /api/settings/notifications", { body: { ...settings, ...proof } });

/** Where Settings shows the webhook's deliveries, for a link to them (the dashboard's warning). */
export const DELIVERIES_ANCHOR = "webhook-deliveries";
/** The latest webhook deliveries, newest first. */
export const fetchWebhookDeliveries = () => call("GET /api/settings/notifications/deliveries");
/** Sends the delivery's event again now; answers the delivery as its new attempt starts. */
export const resendWebhookDelivery = (id: number) =>
  call("POST /api/settings/notifications/deliveries/:id/resend", { params: { id } });

/** Where Settings shows the payment settings, for a link to them (the dashboard's warning). */
export const PAYMENT_SETTINGS_ANCHOR = "payment-settings";
export const fetchPaymentSettings = () => call("GET /api/settings/payments");
/** Secrets sent back as the masks GET answered are kept; every change needs `proof` (decision 0092). */
export const savePaymentSettings = (settings: PaymentSettingsInput, proof: Reauthentication = {}) =>
  call("PUT /api/settings/payments", { body: { ...settings, ...proof } });
