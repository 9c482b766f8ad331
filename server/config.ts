import { z } from "zod";
import { DEFAULT_VERSIONS_KEPT } from "#domain/content/content-version";
import { MIN_PASSWORD_LENGTH } from "#domain/options";
import { isEmailAddress } from "#domain/text-rules";

// Every setting the server reads, parsed once at start-up. Each one describes what it accepts
// (`.describe`): a bad value stops the process with a sentence built from that text, and the
// table of docs/configuration.md says the same. `.env.example` lists them with their defaults.

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const flag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no"])
    .optional()
    .transform((value) => (value === undefined ? fallback : ["true", "1", "yes"].includes(value)))
    .describe("true or false (or 1/0, yes/no)");

/** A whole number in a range; `unit` names what it counts ("hours"), for the message. */
const wholeNumber = (fallback: number, min: number, max?: number, unit = "") => {
  const what = `a whole number${unit ? ` of ${unit}` : ""}`;
  return z.coerce
    .number()
    .int()
    .min(min)
    .max(max ?? Number.MAX_SAFE_INTEGER)
    .default(fallback)
    .describe(max === undefined ? `${what}, ${min} or more` : `${what} from ${min} to ${max}`);
};

// The one rule of every email field (issue 52), not zod's own: NOTIFY_EMAIL and ADMIN_EMAIL are
// mailed and signed in with like any other address.
const email = optionalString
  .pipe(z.string().refine(isEmailAddress, "must be an email address").optional())
  .describe("an email address");

const urlStarting = (...schemes: string[]) =>
  optionalString
    .pipe(
      z
        .string()
        .regex(new RegExp(`^(${schemes.join("|")})://`))
        .optional(),
    )
    .describe(`a URL starting with ${schemes.map((scheme) => `${scheme}://`).join(" or ")}`);

const oneOf = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z
    .enum(values)
    .default(fallback)
    .describe(`one of ${values.join(", ")}`);

const text = (fallback: string, accepts: string) =>
  z.string().trim().min(1).default(fallback).describe(accepts);

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const envSchema = z.object({
  NODE_ENV: oneOf(["development", "production", "test"], "development"),
  PORT: wholeNumber(3000, 0, 65535).describe("a whole number from 0 to 65535 (0: any free port)"),
  HOST: text("0.0.0.0", "an address or host name of this machine, such as 0.0.0.0 or 127.0.0.1"),
  PUBLIC_URL: optionalString
    .pipe(z.url({ protocol: /^https?$/ }).optional())
    .describe("an absolute http or https URL, such as https://www.example.co.za"),
  DATABASE_URL: urlStarting("postgres", "postgresql"),
  DATA_DIR: text("./data", "a folder path"),
  PGLITE_TIER_UP: flag(false),
  SEED_DEMO: flag(true),
  ADMIN_EMAIL: email,
  ADMIN_PASSWORD: optionalString
    .pipe(z.string().min(MIN_PASSWORD_LENGTH).optional())
    .describe(
      `a password of at least ${MIN_PASSWORD_LENGTH} characters that is not a common one, nor the administrator's email address or the company's name`,
    ),
  ADMIN_NAME: text("Administrator", "a name"),
  SMTP_URL: urlStarting("smtp", "smtps"),
  MAIL_FROM: text(
    "AI Solutions <no-reply@localhost>",
    "a sender, such as AI Solutions <no-reply@example.co.za>",
  ),
  // Sent mail holds reset links and enquiries; 0: until the next sweep after sending.
  MAIL_RETENTION_DAYS: wholeNumber(7, 0, 3650, "days"),
  CONTENT_VERSIONS_KEPT: wholeNumber(DEFAULT_VERSIONS_KEPT, 1, 1000),
  NOTIFY_EMAIL: email,
  LOG_LEVEL: oneOf(LOG_LEVELS, "info"),
  // Empty: one readable line per event in development, JSON lines in production.
  LOG_FORMAT: z.enum(["json", "pretty"]).optional().describe("json or pretty"),
  TRUST_PROXY: wholeNumber(0, 0, 10, "proxies"),
  SESSION_TTL_HOURS: wholeNumber(168, 1, 24 * 90, "hours"),
  // A session unused this long ends (ASVS 7.3.1), well before SESSION_TTL_HOURS for most.
  SESSION_IDLE_HOURS: wholeNumber(12, 1, 24 * 90, "hours"),
  // docs/decisions/0034.
  REQUIRE_ADMIN_2FA: flag(false),
  // 0 lifts the limit (benchmarks).
  ENQUIRY_RATE_LIMIT: wholeNumber(10, 0),
  // The least time a person takes from seeing an enquiry form to sending it (decision 0051):
  // even a one-line message with a name and an address takes well over three seconds to type,
  // a script posts within a fraction of one. Sooner, with the form's token, is spam. 0: no check.
  ENQUIRY_MIN_FILL_SECONDS: wholeNumber(3, 0, 600, "seconds"),
  LOGIN_RATE_LIMIT: wholeNumber(10, 0),
  // Without it /metrics is off (404).
  METRICS_TOKEN: optionalString.pipe(z.string().min(16).optional()).describe("at least 16 characters long"),
  // Cal.com's webhook secret: bookings made there become notes on the enquiry (decision 0055);
  // without it POST /api/integrations/cal answers 404.
  CAL_WEBHOOK_SECRET: optionalString
    .pipe(z.string().min(16).optional())
    .describe("at least 16 characters long"),
  // An OpenAI-compatible endpoint the operator runs that may re-rank the finder's matches
  // (decision 0093); unset: the lexical order alone. The visitor's words are sent to it.
  FINDER_LLM_URL: urlStarting("http", "https"),
  FINDER_LLM_KEY: optionalString.describe("an API key, if the endpoint wants one"),
  FINDER_LLM_MODEL: text("llama3.2", "a model name the endpoint serves, such as llama3.2"),
  // Seals the payment gateways' credentials in the database (decision 0092); without it they
  // cannot be saved. Every instance needs the same value; changing it means entering them again.
  SETTINGS_ENCRYPTION_KEY: optionalString
    .pipe(z.string().min(32).optional())
    .describe("at least 32 characters long"),
  // docs/decisions/0029; "off" counts nothing (the dashboard still shows what was counted).
  INSIGHTS: oneOf(["on", "off"], "on"),
  // Limits against slow or stuck clients: the request headers, the whole request (an upload),
  // a body that is not an upload, and the bodies one client address may be sending at once.
  HEADERS_TIMEOUT_MS: wholeNumber(15_000, 1_000, 600_000, "milliseconds"),
  REQUEST_TIMEOUT_MS: wholeNumber(300_000, 1_000, 3_600_000, "milliseconds"),
  BODY_TIMEOUT_MS: wholeNumber(30_000, 1_000, 3_600_000, "milliseconds"),
  BODIES_PER_CLIENT: wholeNumber(20, 1, 100_000, "requests"),
});

export type SettingName = keyof typeof envSchema.shape;
export const SETTING_NAMES = Object.keys(envSchema.shape) as SettingName[];

// Never repeated in a message: standard error ends up in logs that more people read.
const SECRET: ReadonlySet<SettingName> = new Set([
  "DATABASE_URL",
  "ADMIN_PASSWORD",
  "SMTP_URL",
  "METRICS_TOKEN",
  "CAL_WEBHOOK_SECRET",
  "FINDER_LLM_KEY",
  "SETTINGS_ENCRYPTION_KEY",
]);

export type Config = Omit<z.output<typeof envSchema>, "LOG_FORMAT"> & {
  PUBLIC_URL: string;
  /** Whether PUBLIC_URL was set, not the localhost default: only then may it vouch for the host. */
  PUBLIC_URL_GIVEN: boolean;
  LOG_FORMAT: "json" | "pretty";
};

export class ConfigError extends Error {}

/** What a setting accepts, as the sentences refusing it and docs/configuration.md word it. */
export function settingAccepts(name: SettingName): string {
  return envSchema.shape[name].description ?? "";
}

/** One sentence refusing `value` of the setting: what it must be, and what it is (unless secret). */
export function refusal(
  name: SettingName,
  value: string | undefined,
  must = `must be ${settingAccepts(name)}`,
) {
  if (SECRET.has(name)) return `${name} ${must} (its value is not shown).`;
  const shown = value && value.length > 60 ? `${value.slice(0, 60)}…` : value;
  return `${name} ${must}; it is ${shown ? JSON.stringify(shown) : "empty"}.`;
}

/** The error for refused settings: one line, as every start-up failure is (docs/deploy.md). */
export function invalidConfiguration(sentences: string[]): ConfigError {
  return new ConfigError(`Invalid configuration: ${sentences.join(" ")}`);
}

/** PUBLIC_URL when it is not set: this machine, on the server's port. */
export const localPublicUrl = (port: number) => `http://localhost:${port}`;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty value is no value: `PORT=` from a copied .env.example means the default, not 0.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim()));
  const parsed = envSchema
    // Node refuses a headers limit longer than the request limit it is part of.
    .refine((config) => config.HEADERS_TIMEOUT_MS <= config.REQUEST_TIMEOUT_MS, {
      path: ["HEADERS_TIMEOUT_MS"],
      message: "must not exceed REQUEST_TIMEOUT_MS",
    })
    .safeParse(given);
  if (!parsed.success) {
    const sentences = new Map<string, string>();
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] as SettingName;
      const must = issue.code === "custom" ? issue.message : undefined;
      if (!sentences.has(name)) sentences.set(name, refusal(name, given[name], must));
    }
    throw invalidConfiguration([...sentences.values()]);
  }
  const config = parsed.data;
  const publicUrl = (config.PUBLIC_URL ?? localPublicUrl(config.PORT)).replace(/\/+$/, "");
  const logFormat = config.LOG_FORMAT ?? (config.NODE_ENV === "production" ? "json" : "pretty");
  return {
    ...config,
    PUBLIC_URL: publicUrl,
    PUBLIC_URL_GIVEN: config.PUBLIC_URL !== undefined,
    LOG_FORMAT: logFormat,
  };
}
