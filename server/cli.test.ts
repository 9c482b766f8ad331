import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { verifyPassword } from "./auth/password";
import { runCli } from "./cli";
import { openDatabase } from "./db/client";
import { createSolutionService } from "./services/solutions";
import { createUserService } from "./services/users";

describe("operator commands", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "cli-test-"));
  const env = { DATA_DIR: dataDir };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("seed fills an empty database once, and --reset rebuilds it", async () => {
    expect(await runCli(["seed"], env)).toMatch(/^Seeded \d+ demo solutions\.$/);
    expect(await runCli(["seed"], env)).toMatch(/nothing changed/);
    expect(await runCli(["seed", "--reset"], env)).toMatch(/^Seeded/);
  });

  it("create-admin adds an administrator, then resets its password", async () => {
    const args = ["create-admin", "--email", "boss@example.co.za", "--name", "Thandi"];
    expect(await runCli([...args, "--password", "first-pass"], env)).toBe(
      "Created administrator boss@example.co.za.",
    );
    expect(await runCli([...args, "--password", "second-pass"], env)).toBe(
      "Updated administrator boss@example.co.za.",
    );
    const database = await openDatabase({ kind: "pglite", dataDir });
    try {
      const user = await createUserService(database.db).findByEmail("boss@example.co.za");
      expect(user?.role).toBe("admin");
      expect(user?.name).toBe("Thandi");
      expect(await verifyPassword(user?.passwordHash as string, "second-pass")).toBe(true);
      expect((await createSolutionService(database.db).list()).length).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });

  it("refuses bad arguments with a usage message", async () => {
    await expect(runCli(["create-admin", "--email", "x@example.com"], env)).rejects.toThrow(/Usage/);
    await expect(
      runCli(["create-admin", "--email", "x@example.com", "--password", "123"], env),
    ).rejects.toThrow(/at least 6 characters/);
    await expect(runCli(["drop-everything"], env)).rejects.toThrow(/Usage/);
  });
});
