import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/database";
import type { DatabaseHandle } from "../../db/client";
import { RuleError } from "../shared/errors";
import { createUserService } from "./users";

// Through the API an admin can only act on others, so the last-admin rule guards against
// races and future callers; it is checked here directly.
describe("user service: the site always keeps an administrator", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("refuses to delete or demote the only administrator", async () => {
    const users = createUserService(database.db);
    const admin = await users.create({
      name: "Only",
      email: "only@example.com",
      password: "quiet-lantern-2",
      role: "admin",
    });
    const actor = await users.create({
      name: "Other",
      email: "other@example.com",
      password: "quiet-lantern-2",
      role: "user",
    });
    await expect(users.remove(actor.id, admin.id)).rejects.toThrow(RuleError);
    await expect(
      users.update(actor.id, admin.id, { name: "Only", email: admin.email, role: "user" }),
    ).rejects.toThrow("The last administrator cannot be demoted");
    expect((await users.get(admin.id))?.role).toBe("admin");
  });
});
