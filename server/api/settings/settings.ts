import { type Context, Hono } from "hono";
import { z } from "zod";
import { type Reauthentication, reauthenticationSchema } from "#domain/accounts/user";
import { companyDetailsSchema } from "#domain/company/company-details-schema";
import { legalDetailsSchema } from "#domain/company/legal-details-schema";
import { pickMediaSchema } from "#domain/content/media-library-schemas";
import { retentionDeletes } from "#domain/sales-desk/retention-preview";
import { requireAdmin } from "../../http/authenticate";
import { found, HttpError } from "../../http/http-error";
import type { JsonCache } from "../../http/public-cache/json-cache";
import { HOMEPAGE_VIDEO_NAMES, HOMEPAGE_VIDEO_TYPES, POSTER_IMAGE_TYPES } from "../../media/sniff";
import type { PublicUser } from "../../services/accounts/users";
import type { Services } from "../../services/container";
import {
  companyDetailChanges,
  type GuardedChange,
  notificationChanges,
  passwordForSettings,
  retentionChanges,
  tellAdministrators,
} from "../../services/settings/guarded-settings";
import { notificationSettingsSchema } from "../../services/settings/notification-settings";
import { paymentSettingsSchema } from "../../services/settings/payment-settings";
import { enquirySettingsSchema } from "../../services/settings/settings";
import { ReauthenticationRequiredError } from "../../services/shared/errors";
import { POSTER_NAMES, readMediaUpload } from "../media/media-upload";
import { routes, serve } from "../openapi/contract";
import { data, done, list } from "../openapi/operation";
import {
  deliverySchema,
  paymentSettingsViewSchema,
  siteSettingsSchema,
  storedCompanyDetailsSchema,
  storedEnquirySettingsSchema,
  storedLegalDetailsSchema,
  storedNotificationSettingsSchema,
} from "../openapi/records";
import { versionsRoute } from "../openapi/version-routes";
import type { ApiEnv } from "../shared/env";
import { reauthentication } from "../shared/reauthentication";
import { okAt } from "../shared/respond";
import type { SecurityLog } from "../shared/security-log";
import { saveOptions, VERSION_NOT_FOUND, versionParam } from "../shared/versioning";

const WEBHOOK_DESCRIPTION = [
  "recipients: 1 to 10 addresses, mailed each new enquiry and the morning digest.",
  "webhook: null, or an https:// URL (http:// only to localhost, for testing) and a secret of 16 to 200 characters.",
  "The URL may not be a private or local network address (10/8, 172.16/12, 192.168/16, 127/8, 169.254/16, ::1, fc00::/7, fe80::/10…);",
  "a name that resolves to one is refused at each delivery, as an unreachable receiver is.",
  'The secret is never answered: GET shows "****" and its last 4 characters, and a PUT that sends that back, or no secret, keeps the stored one.',
  "On every enquiry created, status change, assignment and reply, the webhook receives a JSON POST",
  '`{id, event: "enquiry.created" | "enquiry.status_changed" | "enquiry.assigned" | "enquiry.replied" | "quote.accepted", occurredAt, enquiry, reply?}`,',
  "where enquiry is the contact as GET /api/contact/{id} shows it and reply ({authorName, body, createdAt}) comes with enquiry.replied",
  "(quote.accepted: a buyer accepted a quote; see docs/webhooks.md),",
  'with the headers `X-Webhook-Timestamp: <unix seconds>` and `X-Webhook-Signature: sha256=<hex HMAC-SHA256, with the secret, of "<timestamp>.<raw body>">`;',
  "a receiver should refuse a timestamp more than 5 minutes old (docs/webhooks.md).",
  'The URL is masked like the secret (its origin, "****" and its last 4 characters): sending the mask back keeps it, and a new URL needs a new secret.',
  "Any 2xx answer is success; anything else (redirects are not followed) is retried after 1 min, 5 min, 30 min, 2 h, 5 h, 10 h and then every 10 h for 72 hours, then failed:",
  "see GET /api/settings/notifications/deliveries, which POST …/deliveries/{id}/resend sends again.",
].join(" ");

/** Delivery ids are bigserial; fifteen digits stay within what a JavaScript number holds exactly. */
const DELIVERY_ID = /^[1-9]\d{0,14}$/;

/** The acting admin's password (and code): needed when a save changes a guarded setting. */
const companyChange = companyDetailsSchema.extend(reauthenticationSchema.shape);
const notificationsChange = notificationSettingsSchema.extend(reauthenticationSchema.shape);
const paymentsChange = paymentSettingsSchema.extend(reauthenticationSchema.shape);
const enquiriesChange = enquirySettingsSchema.extend(reauthenticationSchema.shape);
const GUARDED =
  "A change to the WhatsApp number, the booking page, the recipients, the webhook or the retention period needs the admin's currentPassword (and code with two-factor on): 403 without it; every administrator is mailed a notice of it.";

const MONTHS_RULE = "months must be a whole number from 1 to 120";
const retentionPreviewQuery = z.object({
  months: z.coerce.number({ error: MONTHS_RULE }).int(MONTHS_RULE).min(1, MONTHS_RULE).max(120, MONTHS_RULE),
});

/** The settings API (decision 0090). */
export const settingsApi = routes("/api/settings", {
  retentionPreview: {
    at: "GET /retention/preview",
    summary: "What the retention run would delete with a period of months",
    description:
      "How many enquiries have had no contact (arrival, reply, note, logged conversation, status change or assignment) for longer than months, and how much spam arrived before then: what the nightly run at 02:00 would delete were the period months now. The settings screen asks this before a shorter period is saved.",
    query: retentionPreviewQuery,
    ok: data(z.object({ months: z.int(), enquiries: z.int(), spam: z.int() })),
    access: "admin",
    errors: [400],
  },
  get: {
    at: "GET /",
    summary: "Public site settings",
    ok: data(siteSettingsSchema),
  },
  enquiries: {
    at: "GET /enquiries",
    summary: "Enquiry settings",
    description:
      "Whether enquiries are acknowledged by email, and how many months they are kept after the last contact (then purged daily), with their version as the ETag.",
    ok: data(storedEnquirySettingsSchema),
    access: "admin",
  },
  setEnquiries: {
    at: "PUT /enquiries",
    summary: "Change the enquiry settings (keeps the version they replace)",
    description: GUARDED,
    body: enquiriesChange,
    ok: data(storedEnquirySettingsSchema),
    access: "admin",
    errors: [400, 403],
    versioned: true,
  },
  versions: versionsRoute("", "the settings"),
  restore: {
    at: "POST /versions/:version/restore",
    summary: "Save an earlier version of the settings as the newest",
    description: GUARDED,
    body: reauthenticationSchema,
    optionalBody: true,
    ok: data(storedEnquirySettingsSchema),
    access: "admin",
    errors: [400, 403, 404],
    versioned: true,
  },
  company: {
    at: "GET /company",
    summary: "Company details (phone, WhatsApp, email, address, social links)",
    ok: data(storedCompanyDetailsSchema),
    access: "admin",
  },
  setCompany: {
    at: "PUT /company",
    summary: "Change the company details",
    description: GUARDED,
    body: companyChange,
    ok: data(storedCompanyDetailsSchema),
    access: "admin",
    errors: [400, 403],
  },
  legal: {
    at: "GET /legal",
    summary: "The company's legal details and VAT registration",
    ok: data(storedLegalDetailsSchema),
    access: "admin",
  },
  setLegal: {
    at: "PUT /legal",
    summary: "Change the company's legal details and VAT registration",
    description:
      "Shown in the footer, the terms and every quote (ECTA s43). vatNumber: 10 digits starting with 4, required when vatRegistered; registrationNumber as CIPC writes it (2019/123456/07) or empty. vatRates may be left out (SARS's table: 15 % since 2018-04-01).",
    body: legalDetailsSchema,
    ok: data(storedLegalDetailsSchema),
    access: "admin",
    errors: [400],
  },
  notifications: {
    at: "GET /notifications",
    summary: "Notification recipients and webhook",
    ok: data(storedNotificationSettingsSchema),
    access: "admin",
  },
  setNotifications: {
    at: "PUT /notifications",
    summary: "Change the notification recipients and webhook",
    description: `${WEBHOOK_DESCRIPTION} ${GUARDED}`,
    body: notificationsChange,
    ok: data(storedNotificationSettingsSchema),
    access: "admin",
    errors: [400, 403],
  },
  payments: {
    at: "GET /payments",
    summary: "Payment gateways and bank details",
    description:
      'PayFast, Yoco and the bank details a buyer pays into without a gateway. Secrets are never answered: "****" and their last 4 characters. canStoreSecrets is false until SETTINGS_ENCRYPTION_KEY is set.',
    ok: data(paymentSettingsViewSchema),
    access: "admin",
  },
  setPayments: {
    at: "PUT /payments",
    summary: "Change the payment gateways and bank details",
    description:
      "payfast: null or {merchantId, merchantKey, passphrase, baseUrl (default https://www.payfast.co.za; https://sandbox.payfast.co.za to test)}; yoco: null or {secretKey (sk_test_… or sk_live_…), webhookSecret (whsec_…), baseUrl (default https://payments.yoco.com)}; bank: null or {bankName, accountHolder, accountNumber, branchCode}. A secret left out, or sent back as the mask GET answered, is kept; an empty passphrase removes it. Secrets are sealed with SETTINGS_ENCRYPTION_KEY (400 without it). Every change needs the admin's currentPassword (and code with two-factor on): 403 without it; every administrator is mailed a notice, never a secret.",
    body: paymentsChange,
    ok: data(paymentSettingsViewSchema),
    access: "admin",
    errors: [400, 403],
  },
  deliveries: {
    at: "GET /notifications/deliveries",
    summary: "The latest webhook deliveries",
    description:
      "Newest first, at most 50. A failed attempt is retried after 1 min, 5 min, 30 min, 2 h, 5 h, 10 h and then every 10 h, for 72 hours; then the delivery is failed.",
    ok: list(deliverySchema),
    access: "admin",
  },
  resend: {
    at: "POST /notifications/deliveries/:id/resend",
    summary: "Send a webhook delivery again now",
    description:
      "A new attempt of the same event (its id unchanged, for the receiver to drop a repeat), retried for another 72 hours if it fails. Answers the delivery as it is when the attempt starts.",
    ok: data(deliverySchema),
    access: "admin",
    errors: [400, 404],
  },
  setVideo: {
    at: "PUT /homepage-video",
    summary: "Upload or replace the homepage video",
    upload: "video",
    ok: data(siteSettingsSchema),
    access: "admin",
    errors: [400, 413, 415],
  },
  pickVideo: {
    at: "PUT /homepage-video/pick",
    summary: "Use a video of the media library as the homepage video",
    body: pickMediaSchema,
    ok: data(siteSettingsSchema),
    access: "admin",
    errors: [400],
  },
  removeVideo: {
    at: "DELETE /homepage-video",
    summary: "Delete the homepage video",
    ok: done,
    access: "admin",
  },
  setPoster: {
    at: "PUT /homepage-video/poster",
    summary: "Upload or replace the homepage video's poster image",
    upload: "poster",
    ok: data(siteSettingsSchema),
    access: "admin",
    errors: [400, 409, 413, 415, 422],
  },
  removePoster: {
    at: "DELETE /homepage-video/poster",
    summary: "Delete the homepage video's poster",
    ok: done,
    access: "admin",
  },
});

export function settingsRoutes(
  services: Services,
  cache: JsonCache,
  { audit, publicUrl }: { audit: SecurityLog; publicUrl: string },
) {
  const reauthenticated = reauthentication(services);

  /**
   * Runs `save` when the changes it makes to guarded settings (guarded-settings.ts) come with
   * the admin's proof, else refuses with 403 at currentPassword; then logs and tells every admin.
   */
  async function guarded<T>(
    c: Context<ApiEnv>,
    proof: Reauthentication,
    changes: GuardedChange[],
    save: () => Promise<T>,
    /** Said after the request for the password, e.g. what a shorter retention period deletes. */
    warning = "",
  ): Promise<T> {
    if (changes.length === 0) return save();
    if (!(await reauthenticated(c, proof)))
      throw new ReauthenticationRequiredError(`${passwordForSettings(changes)}${warning && ` ${warning}`}`);
    const saved = await save();
    audit(c, "settings-changed", {
      outcome: "ok",
      detail: changes.map((change) => change.setting).join(" "),
    });
    const by = c.get("user") as PublicUser;
    await tellAdministrators(services.db, services.outbox, { by, changes, publicUrl });
    return saved;
  }

  /** What a shorter period deletes at the next run, for the refusal that asks for the password; "" otherwise. */
  const shortening = async (stored: number, next: number | undefined) =>
    next !== undefined && next < stored ? retentionDeletes(await services.retentionPreview(next)) : "";

  return (
    new Hono<ApiEnv>()
      .on(
        ...serve(settingsApi.get, async (c) => {
          const response = await cache.respond(c, async () => ({
            success: true,
            data: await services.settings.get(),
          }));
          return response as Response;
        }),
      )
      // Admin settings beyond SPEC §7; never cached, unlike the public settings above.
      .on(
        ...serve(settingsApi.enquiries, requireAdmin, async (c) => {
          const stored = await services.settings.enquiries();
          return okAt(c, stored, stored.settings);
        }),
      )
      .on(
        ...serve(settingsApi.setEnquiries, requireAdmin, async (c, { body }) => {
          const { currentPassword, code, ...change } = body;
          const options = saveOptions(c);
          const { settings } = await services.settings.enquiries();
          const changes = retentionChanges(settings.retentionMonths, change.retentionMonths);
          const saved = await guarded(
            c,
            { currentPassword, code },
            changes,
            () => services.settings.setEnquiries(change, options),
            await shortening(settings.retentionMonths, change.retentionMonths),
          );
          return okAt(c, saved, saved.settings);
        }),
      )
      .on(
        ...serve(settingsApi.retentionPreview, requireAdmin, (_c, { query }) =>
          services.retentionPreview(query.months),
        ),
      )
      .on(...serve(settingsApi.versions, requireAdmin, () => services.settings.versions()))
      .on(
        ...serve(settingsApi.restore, requireAdmin, async (c, { body: proof }) => {
          const version = versionParam(c);
          const options = saveOptions(c);
          const kept = found(await services.settings.kept(version), VERSION_NOT_FOUND);
          const { settings } = await services.settings.enquiries();
          const changes = retentionChanges(settings.retentionMonths, kept.retentionMonths);
          const restored = await guarded(
            c,
            proof,
            changes,
            () => services.settings.setEnquiries(kept, options),
            await shortening(settings.retentionMonths, kept.retentionMonths),
          );
          return okAt(c, restored, restored.settings);
        }),
      )
      // Public pages render the details from the database; the API is for the settings screen.
      .on(...serve(settingsApi.company, requireAdmin, () => services.settings.companyDetails()))
      .on(
        ...serve(settingsApi.setCompany, requireAdmin, async (c, { body }) => {
          const { currentPassword, code, ...details } = body;
          const changes = companyDetailChanges(await services.settings.companyDetails(), details);
          return guarded(c, { currentPassword, code }, changes, () =>
            services.settings.setCompanyDetails(details),
          );
        }),
      )
      .on(...serve(settingsApi.legal, requireAdmin, () => services.settings.legalDetails()))
      .on(
        ...serve(settingsApi.setLegal, requireAdmin, (_c, { body }) =>
          services.settings.setLegalDetails(body),
        ),
      )
      .on(...serve(settingsApi.notifications, requireAdmin, () => services.settings.notifications()))
      .on(
        ...serve(settingsApi.setNotifications, requireAdmin, async (c, { body }) => {
          const { currentPassword, code, ...settings } = body;
          const changes = notificationChanges(await services.settings.storedNotifications(), settings);
          return guarded(c, { currentPassword, code }, changes, () =>
            services.settings.setNotifications(settings),
          );
        }),
      )
      .on(...serve(settingsApi.payments, requireAdmin, () => services.paymentSettings.view()))
      .on(
        ...serve(settingsApi.setPayments, requireAdmin, async (c, { body }) => {
          const { currentPassword, code, ...settings } = body;
          const next = await services.paymentSettings.resolved(settings);
          const changes = await services.paymentSettings.changes(next);
          return guarded(c, { currentPassword, code }, changes, () => services.paymentSettings.save(next));
        }),
      )
      .on(...serve(settingsApi.deliveries, requireAdmin, () => services.webhooks.list()))
      .on(
        ...serve(settingsApi.resend, requireAdmin, async (c) => {
          const id = c.req.param("id");
          if (!DELIVERY_ID.test(id)) throw new HttpError(400, "The delivery id must be a whole number");
          return found(await services.webhooks.resend(Number(id)), "Delivery not found");
        }),
      )
      .on(
        ...serve(settingsApi.setVideo, requireAdmin, async (c) => {
          const upload = await readMediaUpload(c, "video", HOMEPAGE_VIDEO_TYPES, HOMEPAGE_VIDEO_NAMES);
          return services.settings.setHomepageVideo(upload);
        }),
      )
      .on(
        ...serve(settingsApi.pickVideo, requireAdmin, (_c, { body }) =>
          services.settings.pickHomepageVideo(body.mediaId),
        ),
      )
      .on(
        ...serve(settingsApi.removeVideo, requireAdmin, async () => {
          await services.settings.removeHomepageVideo();
          return {};
        }),
      )
      .on(
        ...serve(settingsApi.setPoster, requireAdmin, async (c) => {
          const upload = await readMediaUpload(c, "poster", POSTER_IMAGE_TYPES, POSTER_NAMES);
          return services.settings.setHomepageVideoPoster(upload);
        }),
      )
      .on(
        ...serve(settingsApi.removePoster, requireAdmin, async () => {
          await services.settings.removeHomepageVideoPoster();
          return {};
        }),
      )
  );
}
