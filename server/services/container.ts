import path from "node:path";
import type { Logger } from "pino";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { createMailer } from "../mail/mailer";
import { createOutbox } from "../mail/outbox";
import { createContactService } from "./contacts";
import { createContentEvents } from "./content-events";
import { createEnquiryService } from "./enquiries";
import { createMediaService } from "./media";
import { createPasswordResetService } from "./password-reset";
import { createRateLimits } from "./rate-limits";
import { createSessionService } from "./sessions";
import { createSettingsService } from "./settings";
import { createSolutionService } from "./solutions";
import { createUserService } from "./users";

type ServiceConfig = Pick<
  Config,
  | "DATA_DIR"
  | "SMTP_URL"
  | "MAIL_FROM"
  | "NOTIFY_EMAIL"
  | "PUBLIC_URL"
  | "SESSION_TTL_HOURS"
  | "ENQUIRY_RATE_LIMIT"
>;

/** The domain services of one process, built on its one database. */
export function createServices(db: Database, config: ServiceConfig, logger: Logger) {
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: path.resolve(config.DATA_DIR, "outbox"),
    logger,
  });
  const outbox = createOutbox(db, mailer, logger);
  const users = createUserService(db);
  const events = createContentEvents();
  const contacts = createContactService(db, outbox, config.NOTIFY_EMAIL);
  const rateLimits = createRateLimits(db);
  return {
    db,
    events,
    outbox,
    users,
    media: createMediaService(db),
    solutions: createSolutionService(db, events),
    sessions: createSessionService(db, config.SESSION_TTL_HOURS),
    contacts,
    enquiries: createEnquiryService(contacts, rateLimits, config.ENQUIRY_RATE_LIMIT),
    passwordReset: createPasswordResetService(db, users, outbox, config.PUBLIC_URL),
    settings: createSettingsService(db, events),
    rateLimits,
  };
}

export type Services = ReturnType<typeof createServices>;
