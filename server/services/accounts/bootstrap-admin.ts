import { randomBytes } from "node:crypto";
import type { Logger } from "pino";
import type { PagePath } from "#domain/page-paths";
import { checkNewPassword, WeakPasswordError } from "../../auth/password";
import { type Config, invalidConfiguration, refusal } from "../../config";
import type { UserService } from "./users";

export const DEFAULT_ADMIN_EMAIL = "admin@example.com";

type AdminSettings = Pick<Config, "ADMIN_EMAIL" | "ADMIN_PASSWORD" | "ADMIN_NAME" | "PUBLIC_URL">;

/**
 * Refuses an ADMIN_PASSWORD that creating the administrator would refuse, before the database
 * is opened: found only after migrating and seeding, it left a fresh database without an
 * administrator. Judged whether or not an administrator exists, like every other setting.
 */
export async function checkAdminPassword(config: Pick<Config, "ADMIN_EMAIL" | "ADMIN_PASSWORD">) {
  if (!config.ADMIN_PASSWORD) return;
  try {
    await checkNewPassword(config.ADMIN_PASSWORD, { email: config.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL });
  } catch (error) {
    if (!(error instanceof WeakPasswordError)) throw error;
    throw invalidConfiguration([refusal("ADMIN_PASSWORD", undefined)]);
  }
}

/**
 * Makes sure the site can be administered: when no admin exists, creates one from
 * ADMIN_EMAIL/ADMIN_PASSWORD (checked by checkAdminPassword first), or admin@example.com with a
 * random password shown once. Returns a line telling the operator how to sign in.
 */
export async function ensureAdmin(
  users: UserService,
  config: AdminSettings,
  logger: Logger,
): Promise<string> {
  const loginUrl = `${config.PUBLIC_URL}${"/login" satisfies PagePath}`;
  if ((await users.count("admin")) > 0) {
    return `Sign in at ${loginUrl} with an administrator account (add or reset one with: npm run create-admin -- --email E --password P --name N)`;
  }
  const email = config.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL;
  const generated = !config.ADMIN_PASSWORD;
  const password = config.ADMIN_PASSWORD ?? randomBytes(12).toString("base64url");
  await users.upsertAdmin({ email, password, name: config.ADMIN_NAME });
  logger.info({ email }, "created the first administrator");
  return generated
    ? `Sign in at ${loginUrl} as ${email} with password ${password} (shown only this once; change it with npm run create-admin)`
    : `Sign in at ${loginUrl} as ${email} with the password from ADMIN_PASSWORD`;
}
