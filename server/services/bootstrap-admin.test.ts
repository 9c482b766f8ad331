import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/database";
import { CONTEXT_WORD_MESSAGE, verifyPassword } from "../auth/password";
import { loadConfig } from "../config";
import type { DatabaseHandle } from "../db/client";
import { ensureAdmin } from "./bootstrap-admin";
import { createUserService } from "./users";

const silent = pino({ level: "silent" });

describe("ensureAdmin", () => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  it("creates the administrator named by ADMIN_EMAIL and ADMIN_PASSWORD", async () => {
    const users = createUserService(database.db);
    const config = loadConfig({ ADMIN_EMAIL: "Owner@Example.co.za", ADMIN_PASSWORD: "s3cret-pass" });
    const message = await ensureAdmin(users, config, silent);
    expect(message).toContain("Owner@Example.co.za");
    const admin = await users.findByEmail("owner@example.co.za");
    expect(admin?.role).toBe("admin");
    expect(await verifyPassword(admin?.passwordHash as string, "s3cret-pass")).toBe(true);
  });

  it("refuses a common ADMIN_PASSWORD with a line naming the setting, and creates nobody", async () => {
    const users = createUserService(database.db);
    const config = loadConfig({ ADMIN_EMAIL: "owner@example.co.za", ADMIN_PASSWORD: "admin123" });
    await expect(ensureAdmin(users, config, silent)).rejects.toThrow(
      "ADMIN_PASSWORD: This password is too common. Please choose one that is harder to guess",
    );
    expect(await users.count("admin")).toBe(0);
  });

  it("refuses an ADMIN_PASSWORD that is the name before the @ of ADMIN_EMAIL", async () => {
    const users = createUserService(database.db);
    const config = loadConfig({ ADMIN_EMAIL: "owner.ops@example.co.za", ADMIN_PASSWORD: "OWNER.OPS" });
    await expect(ensureAdmin(users, config, silent)).rejects.toThrow(
      `ADMIN_PASSWORD: ${CONTEXT_WORD_MESSAGE}`,
    );
    expect(await users.count("admin")).toBe(0);
  });

  it("without settings, creates admin@example.com with a random password that it shows once", async () => {
    const users = createUserService(database.db);
    const config = loadConfig({});
    const message = await ensureAdmin(users, config, silent);
    const password = message.match(/with password (\S+)/)?.[1];
    expect(password).toBeDefined();
    const admin = await users.findByEmail("admin@example.com");
    expect(await verifyPassword(admin?.passwordHash as string, password as string)).toBe(true);

    const second = await ensureAdmin(users, config, silent);
    expect(second).not.toContain(password as string);
    expect(second).toContain("/login");
    expect(await users.count("admin")).toBe(1);
  });
});
