import { readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, SETTING_NAMES, settingAccepts } from "./config";

describe("loadConfig", () => {
  it("gives every setting its documented default", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe("./data");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PUBLIC_URL).toBe("http://localhost:3000");
    expect(config.SEED_DEMO).toBe(true);
  });

  it("reads values and strips a trailing slash from PUBLIC_URL", () => {
    const config = loadConfig({ PORT: "8080", PUBLIC_URL: "https://ai.example.co.za/", SEED_DEMO: "false" });
    expect(config.PORT).toBe(8080);
    expect(config.PUBLIC_URL).toBe("https://ai.example.co.za");
    expect(config.SEED_DEMO).toBe(false);
  });

  it("refuses each bad setting in one plain sentence naming it, what it accepts and what it is", () => {
    const attempt = () =>
      loadConfig({
        PORT: "abc",
        DATABASE_URL: "mysql://root:secret@db/site",
        ADMIN_EMAIL: "nobody",
        SEED_DEMO: "maybe",
        LOG_LEVEL: "loud",
        PUBLIC_URL: "www.example.co.za",
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      [
        "Invalid configuration:",
        'PORT must be a whole number from 0 to 65535 (0: any free port); it is "abc".',
        'PUBLIC_URL must be an absolute http or https URL, such as https://www.example.co.za; it is "www.example.co.za".',
        "DATABASE_URL must be a URL starting with postgres:// or postgresql:// (its value is not shown).",
        'SEED_DEMO must be true or false (or 1/0, yes/no); it is "maybe".',
        'ADMIN_EMAIL must be an email address; it is "nobody".',
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; it is "loud".',
      ].join(" "),
    );
  });

  it("never repeats a secret setting's value, and keeps a long or odd value to one short line", () => {
    const attempt = () => loadConfig({ METRICS_TOKEN: "short", SMTP_URL: "http://user:pw@mail", HOST: " " });
    expect(attempt).toThrow(
      "Invalid configuration: SMTP_URL must be a URL starting with smtp:// or smtps:// (its value is not shown). " +
        "METRICS_TOKEN must be at least 16 characters long (its value is not shown).",
    );
    const long = `${"9".repeat(70)}\nmore`;
    expect(() => loadConfig({ SESSION_TTL_HOURS: long })).toThrow(
      `SESSION_TTL_HOURS must be a whole number of hours from 1 to 2160; it is "${"9".repeat(60)}…".`,
    );
    expect(() => loadConfig({ TRUST_PROXY: "1\n2" })).toThrow(/it is "1\\n2"\.$/);
  });

  it("takes an empty value as the default, as in a copied .env.example", () => {
    const example = parseEnv(readFileSync(path.join(import.meta.dirname, "../.env.example"), "utf8"));
    const config = loadConfig(example);
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_URL).toBe("http://localhost:3000");
    expect(loadConfig({ PORT: "", HOST: " " })).toMatchObject({ PORT: 3000, HOST: "0.0.0.0" });
  });

  it("describes every setting, for its refusal, docs/configuration.md's table and .env.example", () => {
    const table = readFileSync(path.join(import.meta.dirname, "../docs/configuration.md"), "utf8");
    const example = parseEnv(readFileSync(path.join(import.meta.dirname, "../.env.example"), "utf8"));
    expect(SETTING_NAMES.filter((name) => !(name in example))).toEqual([]);
    expect(SETTING_NAMES.filter((name) => !settingAccepts(name))).toEqual([]);
    expect(SETTING_NAMES.filter((name) => !table.includes(`| \`${name}\` |`))).toEqual([]);
  });

  it("writes pretty logs unless in production or told otherwise", () => {
    expect(loadConfig({}).LOG_FORMAT).toBe("pretty");
    expect(loadConfig({ NODE_ENV: "production" }).LOG_FORMAT).toBe("json");
    expect(loadConfig({ NODE_ENV: "production", LOG_FORMAT: "pretty" }).LOG_FORMAT).toBe("pretty");
    expect(() => loadConfig({ LOG_FORMAT: "xml" })).toThrow(
      'LOG_FORMAT must be json or pretty; it is "xml".',
    );
  });

  it("limits slow clients by default and refuses a headers limit beyond the request limit", () => {
    const config = loadConfig({});
    expect(config.HEADERS_TIMEOUT_MS).toBe(15_000);
    expect(config.REQUEST_TIMEOUT_MS).toBe(300_000);
    expect(loadConfig({ HEADERS_TIMEOUT_MS: "2000" }).HEADERS_TIMEOUT_MS).toBe(2_000);
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: "0" })).toThrow(
      'HEADERS_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 600000; it is "0".',
    );
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: "20000", REQUEST_TIMEOUT_MS: "10000" })).toThrow(
      'HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS; it is "20000".',
    );
  });
});

describe("CONTENT_VERSIONS_KEPT", () => {
  it("keeps 20 earlier versions unless told otherwise, and refuses to keep none", () => {
    expect(loadConfig({}).CONTENT_VERSIONS_KEPT).toBe(20);
    expect(loadConfig({ CONTENT_VERSIONS_KEPT: "3" }).CONTENT_VERSIONS_KEPT).toBe(3);
    expect(() => loadConfig({ CONTENT_VERSIONS_KEPT: "0" })).toThrow(
      /^Invalid configuration: CONTENT_VERSIONS_KEPT must be a whole number from 1 to 1000;/,
    );
    expect(() => loadConfig({ CONTENT_VERSIONS_KEPT: "many" })).toThrow(
      /^Invalid configuration: CONTENT_VERSIONS_KEPT must be a whole number from 1 to 1000;/,
    );
  });
});

describe("MAIL_RETENTION_DAYS", () => {
  it("keeps sent mail 7 days unless told otherwise, and refuses a negative count", () => {
    expect(loadConfig({}).MAIL_RETENTION_DAYS).toBe(7);
    expect(loadConfig({ MAIL_RETENTION_DAYS: "1" }).MAIL_RETENTION_DAYS).toBe(1);
    expect(() => loadConfig({ MAIL_RETENTION_DAYS: "-1" })).toThrow(
      /MAIL_RETENTION_DAYS must be a whole number of days from 0 to 3650; it is "-1"/,
    );
  });
});
