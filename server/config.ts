import { z } from "zod";
import { DEFAULT_VERSIONS_KEPT } from "#domain/content-version";

// Every setting the server reads, parsed once at start-up. `.env.example` lists the same
// variables with their defaults; a bad value stops the process with a message naming it.

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const flag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
    .optional()
    .transform((value) => (value === undefined ? fallback : ["true", "1", "yes"].includes(value)));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.url({ message: "must be an absolute URL such as https://example.co.za" }).optional(),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  SEED_DEMO: flag(true),
  ADMIN_EMAIL: optionalString.pipe(z.email({ message: "must be an email address" }).optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(6, "must be at least 6 characters").optional()),
  ADMIN_NAME: z.string().trim().min(1).default("Administrator"),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(1).default("AI Solutions <no-reply@localhost>"),
  // Days sent mail is kept in the outbox (it holds reset links and enquiries); 0: until the
  // next sweep after sending.
  MAIL_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(7),
  // Earlier versions kept per solution (and of the settings) for restoring; older ones are pruned.
  CONTENT_VERSIONS_KEPT: z.coerce.number().int().min(1).max(1000).default(DEFAULT_VERSIONS_KEPT),
  NOTIFY_EMAIL: optionalString.pipe(z.email({ message: "must be an email address" }).optional()),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(168),
  // A session unused this long ends (ASVS 7.3.1), well before SESSION_TTL_HOURS for most.
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(12),
  // Administrators must use two-factor sign-in: one without it is led to set it up first, and
  // every other signed-in API call is refused until then (docs/decisions/0034).
  REQUIRE_ADMIN_2FA: flag(false),
  // Enquiries accepted per client IP per 10 minutes; 0 lifts the limit (benchmarks).
  ENQUIRY_RATE_LIMIT: z.coerce.number().int().min(0).default(10),
  // Failed sign-ins allowed per account per 15 minutes (five times as many per client IP, which
  // also bounds password-reset requests); 0 lifts the limit.
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(0).default(10),
  // Limits against slow or stuck clients, in milliseconds: time to send the request headers,
  // and the whole request (large uploads on slow links).
  // Bearer token a Prometheus scraper sends for GET /metrics; without it /metrics is off (404).
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  // Cookieless counting of public page views for the dashboard (docs/decisions/0029); "off"
  // counts nothing (the dashboard still shows what was counted before).
  INSIGHTS: z.enum(["on", "off"], { message: "must be on or off" }).default("on"),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(15_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(300_000),
});

export type Config = z.output<typeof envSchema> & { PUBLIC_URL: string };

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema
    // Node refuses a headers limit longer than the request limit it is part of.
    .refine((config) => config.HEADERS_TIMEOUT_MS <= config.REQUEST_TIMEOUT_MS, {
      path: ["HEADERS_TIMEOUT_MS"],
      message: "must not exceed REQUEST_TIMEOUT_MS",
    })
    .safeParse(env);
  if (!parsed.success) {
    // One line, as every start-up failure is (docs/deploy.md): a log collector keeps it whole.
    const causes = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${causes.join("; ")}`);
  }
  const config = parsed.data;
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, "");
  return { ...config, PUBLIC_URL: publicUrl };
}
