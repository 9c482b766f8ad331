import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TWO_FACTOR_TEXTS } from "#domain/accounts/two-factor";
import { apiClient } from "../../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { type Account, account, withTwoFactor } from "../../../tests/support/two-factor-accounts";
import { WRONG_CURRENT_PASSWORD } from "../../services/accounts/auth";

/** A refusal for want of the acting admin's proof: 403, with the message at `currentPassword`. */
const proofNeeded = (message: string) => ({
  success: false,
  error: message,
  message,
  errors: { currentPassword: message },
});

// Creating or deleting an administrator, and resetting another administrator's second factor,
// take the same proof as promoting a user (decision 0034): the acting admin's password, and a
// code when they have two-factor sign-in on. What SPEC §7 sends for a plain user needs none.
describe("proof from the acting admin", () => {
  let server: TestServer;
  let admin: Account;
  let recoveryCodes: string[];
  /** The acting admin's password and one of their recovery codes, each code used once. */
  const proof = () => ({ currentPassword: admin.password, code: recoveryCodes.pop() as string });
  const client = () => apiClient(server, admin.token);
  beforeAll(async () => {
    server = await startTestServer();
    admin = await account(server, "admin");
    ({ recoveryCodes } = await withTwoFactor(server, admin));
  });
  afterAll(() => server.close());

  const newUser = (role: "admin" | "user") => ({
    name: `New ${role}`,
    email: `new-${role}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
    password: "quiet-lantern-2",
    role,
  });
  const exists = async (email: string) => (await server.services.users.findByEmail(email)) !== null;

  it("creates a plain user with SPEC §7's payload alone, an administrator only with the proof", async () => {
    const plain = await client().post("/api/users", newUser("user"));
    expect(plain.status).toBe(201);

    const bare = newUser("admin");
    const refused = await client().post("/api/users", bare);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(proofNeeded(TWO_FACTOR_TEXTS.passwordForNewAdmin));
    expect(await exists(bare.email)).toBe(false);

    const wrong = await client().post("/api/users", { ...bare, currentPassword: "not-the-password" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ currentPassword: WRONG_CURRENT_PASSWORD });
    const noCode = await client().post("/api/users", { ...bare, currentPassword: admin.password });
    expect(noCode.status).toBe(400);
    expect(noCode.body.errors).toEqual({ code: TWO_FACTOR_TEXTS.codeForChange });
    expect(await exists(bare.email)).toBe(false);

    const created = await client().post("/api/users", { ...bare, ...proof() });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ email: bare.email, role: "admin" });
  });

  it("deletes a plain user without a body, another administrator only with the proof", async () => {
    const plain = await account(server, "user");
    expect((await client().delete(`/api/users/${plain.user.id}`)).status).toBe(200);

    const other = await account(server, "admin");
    const path = `/api/users/${other.user.id}`;
    const refused = await client().delete(path);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(proofNeeded(TWO_FACTOR_TEXTS.passwordForAdminDeletion));
    const wrong = await client().delete(path, { currentPassword: "not-the-password" });
    expect(wrong.status).toBe(400);
    expect(await server.services.users.get(other.user.id)).not.toBeNull();
    expect((await apiClient(server, other.token).get("/api/auth/me")).status).toBe(200);

    expect((await client().delete(path, proof())).status).toBe(200);
    expect(await server.services.users.get(other.user.id)).toBeNull();
  });

  it("resets another administrator's second factor only with the proof", async () => {
    const other = await account(server, "admin");
    await withTwoFactor(server, other);
    const path = `/api/users/${other.user.id}/two-factor`;

    const refused = await client().delete(path);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(proofNeeded(TWO_FACTOR_TEXTS.passwordForAdminTwoFactorReset));
    const noCode = await client().delete(path, { currentPassword: admin.password });
    expect(noCode.status).toBe(400);
    expect(noCode.body.errors).toEqual({ code: TWO_FACTOR_TEXTS.codeForChange });
    expect(await server.services.twoFactor.enabled(other.user.id)).toBe(true);

    const reset = await client().delete(path, proof());
    expect(reset.status).toBe(200);
    expect(await server.services.twoFactor.enabled(other.user.id)).toBe(false);
  });

  it("never resets one's own second factor, not even with the proof: that is the Account screen's", async () => {
    for (const body of [undefined, proof()]) {
      const refused = await client().delete(`/api/users/${admin.user.id}/two-factor`, body);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe(TWO_FACTOR_TEXTS.ownTwoFactorReset);
    }
    expect(await server.services.twoFactor.enabled(admin.user.id)).toBe(true);
  });
});

describe("REQUIRE_ADMIN_2FA and the reset", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ REQUIRE_ADMIN_2FA: "true" });
  });
  afterAll(() => server.close());

  it("cannot be got round by an admin resetting their own second factor", async () => {
    const admin = await account(server, "admin");
    const { recoveryCodes } = await withTwoFactor(server, admin);
    const refused = await apiClient(server, admin.token).delete(`/api/users/${admin.user.id}/two-factor`, {
      currentPassword: admin.password,
      code: recoveryCodes[0],
    });
    expect(refused.status).toBe(400);
    expect(await server.services.twoFactor.enabled(admin.user.id)).toBe(true);
    expect((await apiClient(server, admin.token).get("/api/users")).status).toBe(200);
  });
});
