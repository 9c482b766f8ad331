import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

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

  it("names every bad value in one message", () => {
    const attempt = () =>
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", ADMIN_EMAIL: "nobody", SEED_DEMO: "maybe" });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/PORT:/);
      expect(message).toMatch(/DATABASE_URL: must start with postgres:\/\//);
      expect(message).toMatch(/ADMIN_EMAIL: must be an email address/);
      expect(message).toMatch(/SEED_DEMO: must be true or false/);
    }
  });

  it("limits slow clients by default and refuses a headers limit beyond the request limit", () => {
    const config = loadConfig({});
    expect(config.HEADERS_TIMEOUT_MS).toBe(15_000);
    expect(config.REQUEST_TIMEOUT_MS).toBe(300_000);
    expect(loadConfig({ HEADERS_TIMEOUT_MS: "2000" }).HEADERS_TIMEOUT_MS).toBe(2_000);
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: "0" })).toThrow(/HEADERS_TIMEOUT_MS:/);
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: "20000", REQUEST_TIMEOUT_MS: "10000" })).toThrow(
      /HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS/,
    );
  });
});

describe("CONTENT_VERSIONS_KEPT", () => {
  it("keeps 20 earlier versions unless told otherwise, and refuses to keep none", () => {
    expect(loadConfig({}).CONTENT_VERSIONS_KEPT).toBe(20);
    expect(loadConfig({ CONTENT_VERSIONS_KEPT: "3" }).CONTENT_VERSIONS_KEPT).toBe(3);
    expect(() => loadConfig({ CONTENT_VERSIONS_KEPT: "0" })).toThrow(/CONTENT_VERSIONS_KEPT:/);
    expect(() => loadConfig({ CONTENT_VERSIONS_KEPT: "many" })).toThrow(/CONTENT_VERSIONS_KEPT:/);
  });
});

describe("MAIL_RETENTION_DAYS", () => {
  it("keeps sent mail 7 days unless told otherwise, and refuses a negative count", () => {
    expect(loadConfig({}).MAIL_RETENTION_DAYS).toBe(7);
    expect(loadConfig({ MAIL_RETENTION_DAYS: "1" }).MAIL_RETENTION_DAYS).toBe(1);
    expect(() => loadConfig({ MAIL_RETENTION_DAYS: "-1" })).toThrow(/MAIL_RETENTION_DAYS:/);
  });
});
