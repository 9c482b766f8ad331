import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/database";
import { verifyPassword } from "../../auth/password";
import { loadConfig } from "../../config";
import type { DatabaseHandle } from "../../db/client";
import { checkAdminPassword, ensureAdmin } from "./bootstrap-admin";
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

describe("checkAdminPassword", () => {
  const refused =
    "Invalid configuration: ADMIN_PASSWORD must be a password of at least 6 characters that is not a common one, " +
    "nor the administrator's email address or the company's name (its value is not shown).";

  it("refuses a common ADMIN_PASSWORD in a sentence naming the setting, without the database", async () => {
    await expect(checkAdminPassword(loadConfig({ ADMIN_PASSWORD: "admin123" }))).rejects.toThrow(refused);
  });

  it("refuses the name before the @ of ADMIN_EMAIL, or of the default administrator's address", async () => {
    const config = loadConfig({ ADMIN_EMAIL: "owner.ops@example.co.za", ADMIN_PASSWORD: "OWNER.OPS" });
    await expect(checkAdminPassword(config)).rejects.toThrow(refused);
    await expect(checkAdminPassword(loadConfig({ ADMIN_PASSWORD: "Admin@Example.com" }))).rejects.toThrow(
      refused,
    );
  });

  it("accepts a good password, and no password at all (a random one is made)", async () => {
    await expect(checkAdminPassword(loadConfig({ ADMIN_PASSWORD: "s3cret-pass" }))).resolves.toBeUndefined();
    await expect(checkAdminPassword(loadConfig({}))).resolves.toBeUndefined();
  });
});
