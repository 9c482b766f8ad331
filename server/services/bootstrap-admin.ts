import { randomBytes } from "node:crypto";
import type { Logger } from "pino";
import { WeakPasswordError } from "../auth/password";
import { type Config, ConfigError } from "../config";
import type { UserService } from "./users";

export const DEFAULT_ADMIN_EMAIL = "admin@example.com";

/**
 * Makes sure the site can be administered: when no admin exists, creates one from
 * ADMIN_EMAIL/ADMIN_PASSWORD, or admin@example.com with a random password shown once.
 * Returns a line telling the operator how to sign in.
 */
export async function ensureAdmin(
  users: UserService,
  config: Pick<Config, "ADMIN_EMAIL" | "ADMIN_PASSWORD" | "ADMIN_NAME" | "PUBLIC_URL">,
  logger: Logger,
): Promise<string> {
  const loginUrl = `${config.PUBLIC_URL}/login`;
  if ((await users.count("admin")) > 0) {
    return `Sign in at ${loginUrl} with an administrator account (add or reset one with: npm run create-admin -- --email E --password P --name N)`;
  }
  const email = config.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL;
  const generated = !config.ADMIN_PASSWORD;
  const password = config.ADMIN_PASSWORD ?? randomBytes(12).toString("base64url");
  try {
    await users.upsertAdmin({ email, password, name: config.ADMIN_NAME });
  } catch (error) {
    // A setting the operator chose: say which one, as for any other bad setting.
    if (error instanceof WeakPasswordError) throw new ConfigError(`ADMIN_PASSWORD: ${error.message}`);
    throw error;
  }
  logger.info({ email }, "created the first administrator");
  return generated
    ? `Sign in at ${loginUrl} as ${email} with password ${password} (shown only this once; change it with npm run create-admin)`
    : `Sign in at ${loginUrl} as ${email} with the password from ADMIN_PASSWORD`;
}
