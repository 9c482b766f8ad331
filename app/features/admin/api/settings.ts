import type { CompanyDetails } from "#domain/company-details";
import type { VersionSummary } from "#domain/content-version";
import type { LegalDetails } from "#domain/legal-details";
import type { Reauthentication } from "#domain/user";
import type {
  NotificationSettings,
  NotificationSettingsChange,
} from "#server/services/notification-settings";
import type { PaymentSettingsView } from "#server/services/payment-settings";
import type { EnquirySettings, SiteSettings } from "#server/services/settings";
import type { DeliveryView } from "#server/services/webhooks";
import { apiRequest, apiVersioned } from "./http";
import { type UploadChoice, uploadFile } from "./upload";

export type {
  DeliveryView,
  EnquirySettings,
  NotificationSettings,
  NotificationSettingsChange,
  PaymentSettingsView,
  SiteSettings,
};

/** What PUT /api/settings/payments takes: the view's shape, secrets new or as their masks. */
export type PaymentSettingsInput = Omit<PaymentSettingsView, "canStoreSecrets">;

const VIDEO_PATH = "/api/settings/homepage-video";

export const fetchSettings = () => apiRequest<SiteSettings>("GET", "/api/settings");
export const uploadHomepageVideo = (
  file: File,
  choice: UploadChoice,
  onProgress: (percent: number) => void,
) => uploadFile<SiteSettings>({ method: "PUT", path: VIDEO_PATH, field: "video", file, choice, onProgress });
export const deleteHomepageVideo = () => apiRequest<unknown>("DELETE", VIDEO_PATH);

// The settings saved through the form are versioned like a solution (docs/decisions/0031).
const ENQUIRY_SETTINGS_PATH = "/api/settings/enquiries";
export const fetchEnquirySettings = () => apiVersioned<EnquirySettings>("GET", ENQUIRY_SETTINGS_PATH);
/** Saves over `version`, the one the screen shows; VersionConflict when it is stale. */
export const saveEnquirySettings = (
  settings: EnquirySettings,
  version: number,
  proof: Reauthentication = {},
) =>
  apiVersioned<EnquirySettings>("PUT", ENQUIRY_SETTINGS_PATH, { body: { ...settings, ...proof }, version });
export const fetchSettingsVersions = () => apiRequest<VersionSummary[]>("GET", "/api/settings/versions");
/** `proof`: the admin's password (and code), which a restore that changes the retention period needs. */
export const restoreSettingsVersion = (restore: number, current: number, proof: Reauthentication = {}) =>
  apiVersioned<EnquirySettings>("POST", `/api/settings/versions/${restore}/restore`, {
    body: proof,
    version: current,
  });
/** What the nightly retention run would delete were the period `months` now. */
export const fetchRetentionPreview = (months: number) =>
  apiRequest<{ months: number; enquiries: number; spam: number }>(
    "GET",
    `/api/settings/retention/preview?months=${months}`,
  );

const POSTER_PATH = `${VIDEO_PATH}/poster`;
export const uploadHomepageVideoPoster = (
  file: File,
  choice: UploadChoice,
  onProgress: (percent: number) => void,
) =>
  uploadFile<SiteSettings>({ method: "PUT", path: POSTER_PATH, field: "poster", file, choice, onProgress });
export const deleteHomepageVideoPoster = () => apiRequest<unknown>("DELETE", POSTER_PATH);

const COMPANY_PATH = "/api/settings/company";
export const fetchCompanyDetails = () => apiRequest<CompanyDetails>("GET", COMPANY_PATH);
/** `proof`: the admin's password (and code), which a change of WhatsApp number or booking page needs. */
export const saveCompanyDetails = (details: CompanyDetails, proof: Reauthentication = {}) =>
  apiRequest<CompanyDetails>("PUT", COMPANY_PATH, { ...details, ...proof });

const LEGAL_PATH = "/api/settings/legal";
export const fetchLegalDetails = () => apiRequest<LegalDetails>("GET", LEGAL_PATH);
export const saveLegalDetails = (details: LegalDetails) =>
  apiRequest<LegalDetails>("PUT", LEGAL_PATH, details);

const NOTIFICATIONS_PATH = "/api/settings/notifications";
export const fetchNotificationSettings = () => apiRequest<NotificationSettings>("GET", NOTIFICATIONS_PATH);
/** A webhook sent without a secret keeps the stored one, which GET only answers masked. */
export const saveNotificationSettings = (
  settings: NotificationSettingsChange,
  proof: Reauthentication = {},
) => apiRequest<NotificationSettings>("PUT", NOTIFICATIONS_PATH, { ...settings, ...proof });

/** Where Settings shows the webhook's deliveries, for a link to them (the dashboard's warning). */
export const DELIVERIES_ANCHOR = "webhook-deliveries";
const DELIVERIES_PATH = `${NOTIFICATIONS_PATH}/deliveries`;
/** The latest webhook deliveries, newest first. */
export const fetchWebhookDeliveries = () => apiRequest<DeliveryView[]>("GET", DELIVERIES_PATH);
/** Sends the delivery's event again now; answers the delivery as its new attempt starts. */
export const resendWebhookDelivery = (id: number) =>
  apiRequest<DeliveryView>("POST", `${DELIVERIES_PATH}/${id}/resend`);

const PAYMENTS_PATH = "/api/settings/payments";
export const fetchPaymentSettings = () => apiRequest<PaymentSettingsView>("GET", PAYMENTS_PATH);
/** Secrets sent back as the masks GET answered are kept; every change needs `proof` (decision 0092). */
export const savePaymentSettings = (settings: PaymentSettingsInput, proof: Reauthentication = {}) =>
  apiRequest<PaymentSettingsView>("PUT", PAYMENTS_PATH, { ...settings, ...proof });
