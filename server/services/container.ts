import path from "node:path";
import type { Logger } from "pino";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { type Figures, readFigures } from "../db/figures";
import { createMailer } from "../mail/mailer";
import { createOutbox } from "../mail/outbox";
import { payfastSourceAddresses, type SourceAddresses } from "../payments/payfast-itn";
import { createSecretBox } from "../payments/secret-box";
import { createAuthService } from "./accounts/auth";
import { createPasswordResetService } from "./accounts/password-reset";
import { createSessionService } from "./accounts/sessions";
import { createTwoFactorService } from "./accounts/two-factor";
import { createUserService } from "./accounts/users";
import { createPageContentService } from "./content/page-content";
import { createPreviewLinks } from "./content/preview-links";
import { createPublishSchedule } from "./content/publish-schedule";
import { solutionTrashPurge } from "./content/solution-trash";
import { createSolutionService } from "./content/solutions";
import { createFinder } from "./finder/finder";
import { createReranker } from "./finder/finder-rerank";
import { createInsights } from "./insights/insights";
import { createMediaService } from "./media/media";
import { createMediaLibrary } from "./media/media-library";
import { createFinalInvoices } from "./payments/final-invoice";
import { INVOICE_ATTACHMENT, invoiceAttachment } from "./payments/invoices";
import { createPayments } from "./payments/payments";
import { createContactActivity } from "./sales-desk/inbox/contact-activity";
import { createContactPresence } from "./sales-desk/inbox/contact-presence";
import { createContactService } from "./sales-desk/inbox/contacts";
import { enquiryRetention, retentionPreview } from "./sales-desk/inbox/enquiry-retention";
import { createSpamEnquiries } from "./sales-desk/inbox/spam-enquiries";
import { createEnquiryService } from "./sales-desk/intake/enquiries";
import { createEnquiryIntake } from "./sales-desk/intake/enquiry-intake";
import { createFormTokens } from "./sales-desk/intake/form-tokens";
import { intakeSettings } from "./sales-desk/intake/intake-settings";
import { acknowledgementCap } from "./sales-desk/notify/acknowledgement-cap";
import { enquiryDigest } from "./sales-desk/notify/enquiry-digest";
import { createWebhooks } from "./sales-desk/notify/webhooks";
import { createQuoteLinks } from "./sales-desk/quotes/quote-links";
import { createQuoteResponses } from "./sales-desk/quotes/quote-responses";
import { createQuoteService } from "./sales-desk/quotes/quotes";
import { notificationRecipients } from "./settings/notification-recipients";
import { localWebhooksAllowed } from "./settings/notification-settings";
import { createPaymentSettings } from "./settings/payment-settings";
import { createSettingsService } from "./settings/settings";
import { unusableSettingWarner } from "./settings/usable-settings";
import { createContentEvents } from "./shared/content-events";
import { createDailyJobs } from "./shared/daily-jobs";
import { createRateLimits } from "./shared/rate-limits";

type ServiceConfig = Pick<
  Config,
  | "NODE_ENV"
  | "DATA_DIR"
  | "SMTP_URL"
  | "MAIL_FROM"
  | "MAIL_RETENTION_DAYS"
  | "CONTENT_VERSIONS_KEPT"
  | "NOTIFY_EMAIL"
  | "PUBLIC_URL"
  | "PUBLIC_URL_GIVEN"
  | "SESSION_TTL_HOURS"
  | "SESSION_IDLE_HOURS"
  | "ENQUIRY_RATE_LIMIT"
  | "ENQUIRY_MIN_FILL_SECONDS"
  | "LOGIN_RATE_LIMIT"
  | "INSIGHTS"
  | "TRUST_PROXY"
  | "REQUIRE_ADMIN_2FA"
  | "FINDER_LLM_URL"
  | "FINDER_LLM_KEY"
  | "FINDER_LLM_MODEL"
  | "SETTINGS_ENCRYPTION_KEY"
>;

/** What the services are told by the layers above them. */
export interface ServiceHooks {
  /** How many connections the HTTP server has accepted so far (services/batcher.ts). */
  acceptedConnections?: () => number;
  /** The clock that decides when a scheduled solution is due and a preview link expires. */
  now?: () => number;
  /**
   * Where PayFast's ITNs may come from: its hosts resolved, unless a test names its simulator's
   * address here. Deliberately not an environment setting: no configuration of a running site
   * can widen it (decision 0092).
   */
  payfastSources?: SourceAddresses;
}

/** The domain services of one process, built on its one database. */
export function createServices(
  db: Database,
  config: ServiceConfig,
  logger: Logger,
  hooks: ServiceHooks = {},
) {
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: path.resolve(config.DATA_DIR, "outbox"),
    logger,
  });
  const outbox = createOutbox(db, mailer, logger, config.MAIL_RETENTION_DAYS, {
    [INVOICE_ATTACHMENT]: (id) => invoiceAttachment(db, id),
  });
  const users = createUserService(db);
  const events = createContentEvents();
  // One for the process: solutions and settings store through it, and pictures stored before
  // variants existed are upgraded once, whichever of them shows the picture first.
  const media = createMediaService(db);
  const versionsKept = config.CONTENT_VERSIONS_KEPT;
  const rateLimits = createRateLimits(db);
  const localWebhooks = localWebhooksAllowed(
    config.NODE_ENV === "production",
    config.PUBLIC_URL_GIVEN ? config.PUBLIC_URL : undefined,
  );
  const webhooks = createWebhooks(db, logger, {
    retentionDays: config.MAIL_RETENTION_DAYS,
    localAllowed: localWebhooks,
    alerts: { outbox, publicUrl: config.PUBLIC_URL },
    now: hooks.now,
  });
  // Told of a stored setting that cannot be used, once per value (usable-settings.ts).
  const unusable = unusableSettingWarner(logger);
  const recipients = notificationRecipients(config.NOTIFY_EMAIL, unusable);
  const intake = createEnquiryIntake(db, {
    outbox,
    settings: intakeSettings(config.NOTIFY_EMAIL, unusable),
    webhooks,
    publicUrl: config.PUBLIC_URL,
    acknowledged: acknowledgementCap(rateLimits),
    acceptedConnections: hooks.acceptedConnections,
    logger,
  });
  const contacts = createContactService(db, { outbox, webhooks, publicUrl: config.PUBLIC_URL });
  const sessions = createSessionService(db, {
    ttlHours: config.SESSION_TTL_HOURS,
    idleHours: config.SESSION_IDLE_HOURS,
  });
  const passwordReset = createPasswordResetService(db, {
    users,
    outbox,
    publicUrl: config.PUBLIC_URL,
    rateLimits,
    logger,
  });
  // Authenticator apps show the site's host, which tells production from a staging copy.
  const twoFactor = createTwoFactorService(db, { logger, issuer: new URL(config.PUBLIC_URL).host });
  const now = hooks.now ?? Date.now;
  const formTokens = createFormTokens(db, {
    minFillMs: config.ENQUIRY_MIN_FILL_SECONDS * 1000,
    now,
    changes: events,
    logger,
  });
  const solutions = createSolutionService(db, { events, media, versionsKept, logger, now });
  const dailyJobs = createDailyJobs(
    db,
    [
      enquiryDigest({ outbox, recipients, publicUrl: config.PUBLIC_URL }),
      enquiryRetention(),
      solutionTrashPurge(solutions),
    ],
    logger,
  );
  const insights = createInsights(db, config, logger);
  const settings = createSettingsService(db, {
    events,
    media,
    versionsKept,
    recipients,
    logger,
    localWebhooks,
    unusable,
  });
  const quoteLinks = createQuoteLinks(db, events);
  const paymentSettings = createPaymentSettings(
    db,
    config.SETTINGS_ENCRYPTION_KEY ? createSecretBox(config.SETTINGS_ENCRYPTION_KEY) : null,
    logger,
    localWebhooks,
  );
  return {
    db,
    events,
    outbox,
    webhooks,
    users,
    media,
    mediaLibrary: createMediaLibrary(db, { files: media, events }),
    solutions,
    previewLinks: createPreviewLinks(db, now, events),
    publishSchedule: createPublishSchedule(solutions.nextDue, events, logger, { now }),
    sessions,
    contacts,
    contactActivity: createContactActivity(db, { outbox, webhooks }),
    contactPresence: createContactPresence(db),
    intake,
    spam: createSpamEnquiries(db, intake),
    formTokens,
    enquiries: createEnquiryService({
      intake,
      formTokens,
      rateLimits,
      perTenMinutes: config.ENQUIRY_RATE_LIMIT,
      solutionShown: solutions.isShown,
    }),
    passwordReset,
    twoFactor,
    auth: createAuthService({
      users,
      sessions,
      passwordReset,
      rateLimits,
      twoFactor,
      loginRateLimit: config.LOGIN_RATE_LIMIT,
      requireAdminTwoFactor: config.REQUIRE_ADMIN_2FA,
    }),
    settings,
    quoteLinks,
    quotes: createQuoteService(db, {
      outbox,
      webhooks,
      links: quoteLinks,
      legalDetails: () => settings.legalDetails(),
      publicUrl: config.PUBLIC_URL,
      now,
    }),
    quoteResponses: createQuoteResponses(db, {
      links: quoteLinks,
      outbox,
      webhooks,
      recipients,
      publicUrl: config.PUBLIC_URL,
      now,
    }),
    paymentSettings,
    finalInvoices: createFinalInvoices(db, {
      outbox,
      legalDetails: () => settings.legalDetails(),
      now: hooks.now,
    }),
    payments: createPayments(db, {
      outbox,
      webhooks,
      settings: paymentSettings,
      legalDetails: () => settings.legalDetails(),
      logger,
      payfastSources: hooks.payfastSources ?? payfastSourceAddresses(),
      publicUrl: config.PUBLIC_URL,
      now: hooks.now,
    }),
    pageContent: createPageContentService(db, { events, versionsKept }),
    rateLimits,
    insights,
    finder: createFinder(
      solutions.listForFinder,
      events,
      insights.finderDescription,
      config.FINDER_LLM_URL
        ? createReranker(
            { url: config.FINDER_LLM_URL, key: config.FINDER_LLM_KEY, model: config.FINDER_LLM_MODEL },
            (reason) =>
              logger.warn({ reason }, "the finder's model did not re-rank; the lexical order stands"),
          )
        : undefined,
    ),
    dailyJobs,
    /** Several services' figures in one statement (decision 0101). */
    readFigures: <P extends Record<string, Figures<unknown>>>(parts: P) => readFigures(db, parts),
    /** What the retention run would delete now with a period of `months` (the settings screen asks before a save). */
    retentionPreview: (months: number) => retentionPreview(db, months, new Date(now())),
  };
}

export type Services = ReturnType<typeof createServices>;
