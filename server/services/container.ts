import path from "node:path";
import type { Logger } from "pino";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { createMailer } from "../mail/mailer";
import { createOutbox } from "../mail/outbox";
import { payfastSourceAddresses, type SourceAddresses } from "../payments/payfast-itn";
import { createSecretBox } from "../payments/secret-box";
import { acknowledgementCap } from "./acknowledgement-cap";
import { createAuthService } from "./auth";
import { createContactActivity } from "./contact-activity";
import { createContactPresence } from "./contact-presence";
import { createContactService } from "./contacts";
import { createContentEvents } from "./content-events";
import { createDailyJobs } from "./daily-jobs";
import { createEnquiryService } from "./enquiries";
import { enquiryDigest } from "./enquiry-digest";
import { createEnquiryIntake } from "./enquiry-intake";
import { enquiryRetention, retentionPreview } from "./enquiry-retention";
import { createFinder } from "./finder";
import { createReranker } from "./finder-rerank";
import { createFormTokens } from "./form-tokens";
import { createInsights } from "./insights";
import { intakeSettings } from "./intake-settings";
import { createMediaService } from "./media";
import { createMediaLibrary } from "./media-library";
import { notificationRecipients } from "./notification-recipients";
import { localWebhooksAllowed } from "./notification-settings";
import { createPageContentService } from "./page-content";
import { createPasswordResetService } from "./password-reset";
import { createPaymentSettings } from "./payment-settings";
import { createPayments } from "./payments";
import { createPreviewLinks } from "./preview-links";
import { createPublishSchedule } from "./publish-schedule";
import { createQuoteLinks } from "./quote-links";
import { createQuoteResponses } from "./quote-responses";
import { createQuoteService } from "./quotes";
import { createRateLimits } from "./rate-limits";
import { createSessionService } from "./sessions";
import { createSettingsService } from "./settings";
import { solutionTrashPurge } from "./solution-trash";
import { createSolutionService } from "./solutions";
import { createSpamEnquiries } from "./spam-enquiries";
import { createTwoFactorService } from "./two-factor";
import { unusableSettingWarner } from "./usable-settings";
import { createUserService } from "./users";
import { createWebhooks } from "./webhooks";

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
  const outbox = createOutbox(db, mailer, logger, config.MAIL_RETENTION_DAYS);
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
    payments: createPayments(db, {
      outbox,
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
    /** What the retention run would delete now with a period of `months` (the settings screen asks before a save). */
    retentionPreview: (months: number) => retentionPreview(db, months, new Date(now())),
  };
}

export type Services = ReturnType<typeof createServices>;
