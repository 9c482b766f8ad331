import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TWO_FACTOR_TEXTS } from "#domain/accounts/two-factor";
import { type ApiResponse, apiClient } from "../../../tests/support/api-client";
import { type AuthenticatorApp, authenticatorApp } from "../../../tests/support/authenticator-app";
import { requestResetToken } from "../../../tests/support/reset-link";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { startSmtpServer } from "../../../tests/support/smtp";
import { type Account, account, withTwoFactor } from "../../../tests/support/two-factor-accounts";
import { accountEvents, recoveryCodes, secondFactors, users } from "../../db/schema";
import { WRONG_CURRENT_PASSWORD } from "../../services/accounts/auth";

/** The password step of a sign-in that needs a code: the challenge to send the code with. */
async function passwordStep(server: TestServer, account: { email: string; password: string }) {
  const response = await apiClient(server).post("/api/auth/login", account);
  expect(response.status).toBe(401);
  expect(response.body).toMatchObject({
    success: false,
    twoFactorRequired: true,
    error: TWO_FACTOR_TEXTS.codeNeeded,
  });
  expect(response.body.token).toBeUndefined();
  expect(response.headers.get("set-cookie")).toBeNull();
  return response.body.challenge as string;
}

const codeStep = (server: TestServer, challenge: string, code: string) =>
  apiClient(server).post("/api/auth/login/code", { challenge, code });

describe("two-factor sign-in", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ LOGIN_RATE_LIMIT: "4" });
  });
  afterAll(() => server.close());

  it("sets up with the password, a QR code and the otpauth address, confirmed by a first code", async () => {
    const me = await account(server, "user");
    const client = apiClient(server, me.token);

    const wrongPassword = await client.post("/api/auth/two-factor/setup", { currentPassword: "not-mine" });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.errors).toEqual({ currentPassword: WRONG_CURRENT_PASSWORD });

    const setup = await client.post("/api/auth/two-factor/setup", { currentPassword: me.password });
    expect(setup.status).toBe(200);
    const { uri, secret, qrCodeSvg, expiresAt } = setup.body.data;
    expect(uri).toMatch(/^otpauth:\/\/totp\/site\.test:/);
    expect(uri).toContain(`secret=${secret}`);
    expect(qrCodeSvg).toMatch(/^<svg[^>]*>/);
    const minutesLeft = (Date.parse(expiresAt) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(9);
    expect(minutesLeft).toBeLessThanOrEqual(10);
    expect((await client.get("/api/auth/two-factor")).body.data).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      required: false,
    });

    const app = authenticatorApp(secret);
    const wrong = await client.post("/api/auth/two-factor/confirm", { code: app.wrongCode() });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      error: TWO_FACTOR_TEXTS.wrongCode,
      errors: { code: TWO_FACTOR_TEXTS.wrongCode },
    });

    const confirmed = await client.post("/api/auth/two-factor/confirm", { code: await app.nextCode() });
    expect(confirmed.status).toBe(200);
    const codes: string[] = confirmed.body.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const status = await client.get("/api/auth/two-factor");
    expect(status.body.data).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false });
    const again = await client.post("/api/auth/two-factor/setup", { currentPassword: me.password });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(TWO_FACTOR_TEXTS.alreadyOn);

    // The secret is shown once, to its owner: no later answer carries it, not even to an admin.
    const admin = await account(server, "admin");
    const listed = await apiClient(server, admin.token).get("/api/users");
    expect(listed.body.data.find((u: { id: string }) => u.id === me.user.id)).toMatchObject({
      twoFactor: true,
    });
    for (const body of [listed.body, status.body, (await client.get("/api/auth/me")).body]) {
      expect(JSON.stringify(body)).not.toContain(secret);
    }
    const [event] = await server.database.db
      .select()
      .from(accountEvents)
      .where(eq(accountEvents.userId, me.user.id));
    expect(event).toMatchObject({ event: "two-factor-on", actorId: me.user.id });
  });

  it("refuses a setup not confirmed in time, and a confirmation with no setup", async () => {
    const me = await account(server, "user");
    const client = apiClient(server, me.token);
    const none = await client.post("/api/auth/two-factor/confirm", { code: "123456" });
    expect(none.status).toBe(400);
    expect(none.body.error).toBe(TWO_FACTOR_TEXTS.noSetup);

    const setup = await client.post("/api/auth/two-factor/setup", { currentPassword: me.password });
    await server.database.db
      .update(secondFactors)
      .set({ setupExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(secondFactors.userId, me.user.id));
    const app = authenticatorApp(setup.body.data.secret);
    const expired = await client.post("/api/auth/two-factor/confirm", { code: await app.nextCode() });
    expect(expired.status).toBe(400);
    expect(expired.body.error).toBe(TWO_FACTOR_TEXTS.expiredSetup);
    expect((await client.get("/api/auth/two-factor")).body.data.enabled).toBe(false);
    // Signing in still takes the password alone.
    expect((await apiClient(server).post("/api/auth/login", me)).status).toBe(200);
  });

  it("asks for the code after the password; a wrong, a reused code and an ended sign-in are refused", async () => {
    const me = await account(server, "user");
    const { app } = await withTwoFactor(server, me);

    const challenge = await passwordStep(server, me);
    const wrong = await codeStep(server, challenge, app.wrongCode());
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ success: false, error: TWO_FACTOR_TEXTS.wrongCode });

    const signedIn = await codeStep(server, challenge, await app.nextCode());
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ success: true, data: { id: me.user.id } });
    expect(signedIn.headers.get("set-cookie")).toMatch(/^session=[\w-]{43};/);
    expect((await apiClient(server, signedIn.body.token).get("/api/auth/me")).body.data.twoFactor).toBe(true);

    // The waiting sign-in ended with its success; the code cannot open another one.
    const ended = await codeStep(server, challenge, app.lastCode());
    expect(ended.status).toBe(401);
    expect(ended.body.error).toBe(TWO_FACTOR_TEXTS.expiredSignIn);
    const reused = await codeStep(server, await passwordStep(server, me), app.lastCode());
    expect(reused.status).toBe(401);
    expect(reused.body.error).toBe(TWO_FACTOR_TEXTS.reusedCode);
    const unknown = await codeStep(server, "not-a-challenge", app.wrongCode());
    expect(unknown.body).toMatchObject({
      error: TWO_FACTOR_TEXTS.expiredSignIn,
      errors: { challenge: expect.any(String) },
    });
  });

  it("takes a recovery code once, in any case and with spaces", async () => {
    const me = await account(server, "user");
    const { recoveryCodes } = await withTwoFactor(server, me);
    const [first] = recoveryCodes as [string];
    const typed = ` ${first.toUpperCase().replace("-", " ")} `;

    const signedIn = await codeStep(server, await passwordStep(server, me), typed);
    expect(signedIn.status).toBe(200);
    const used = await codeStep(server, await passwordStep(server, me), first);
    expect(used.status).toBe(401);
    expect(used.body.error).toBe(TWO_FACTOR_TEXTS.usedRecoveryCode);
    const unknown = await codeStep(server, await passwordStep(server, me), "abcde-fghjk");
    expect(unknown.body.error).toBe(TWO_FACTOR_TEXTS.wrongRecoveryCode);
    const status = await apiClient(server, signedIn.body.token).get("/api/auth/two-factor");
    expect(status.body.data.recoveryCodesLeft).toBe(9);
  });

  it("keeps recovery codes as argon2id hashes, and still takes one kept as SHA-256 before, once", async () => {
    const me = await account(server, "user");
    const { recoveryCodes: codes } = await withTwoFactor(server, me);
    const stored = () =>
      server.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, me.user.id));
    const sha256 = (code: string) => createHash("sha256").update(code.replace("-", "")).digest("hex");
    for (const row of await stored()) {
      expect(row.codeHash).toMatch(/^\$argon2id\$/);
      expect(codes.map(sha256)).not.toContain(row.codeHash);
    }

    // A code stored before (unsalted SHA-256 of the code without its dash) keeps working once.
    const [legacy] = codes as [string];
    const [row] = await stored();
    await server.database.db
      .update(recoveryCodes)
      .set({ codeHash: sha256(legacy) })
      .where(eq(recoveryCodes.id, row?.id as number));
    expect((await codeStep(server, await passwordStep(server, me), legacy)).status).toBe(200);
    const again = await codeStep(server, await passwordStep(server, me), legacy);
    expect(again.body.error).toBe(TWO_FACTOR_TEXTS.usedRecoveryCode);
    expect((await codeStep(server, await passwordStep(server, me), codes[1] as string)).status).toBe(200);
  });

  it("limits a burst of code guesses like passwords: atomically, and then even the right code waits", async () => {
    const me = await account(server, "user");
    const { app } = await withTwoFactor(server, me);
    const challenge = await passwordStep(server, me);
    // LOGIN_RATE_LIMIT is 4: of ten guesses sent at once, four are checked.
    const guesses = await Promise.all(
      Array.from({ length: 10 }, () => codeStep(server, challenge, app.wrongCode())),
    );
    const statuses = guesses.map((g) => g.status).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429, 429, 429, 429]);
    const limited = guesses.find((g) => g.status === 429);
    expect(limited?.body.error).toMatch(/^Too many wrong codes\. Please try again in \d+ minutes?\.$/);
    expect(Number(limited?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await codeStep(server, challenge, await app.nextCode())).status).toBe(429);
  });

  it("turns off with the password and a code; REQUIRE_ADMIN_2FA keeps it on for admins", async () => {
    const me = await account(server, "user");
    const { app } = await withTwoFactor(server, me);
    const client = apiClient(server, me.token);
    const noCode = await client.post("/api/auth/two-factor/off", { currentPassword: me.password });
    expect(noCode.status).toBe(400);
    expect(noCode.body.errors).toEqual({ code: "Please enter the code from your authenticator app" });
    const off = await client.post("/api/auth/two-factor/off", {
      currentPassword: me.password,
      code: await app.nextCode(),
    });
    expect(off.status).toBe(200);
    expect((await apiClient(server).post("/api/auth/login", me)).status).toBe(200);
  });
});

// A password that has been changed or reset must not finish a sign-in it started earlier: the
// waiting sign-in dies with the password that opened it.
describe("a sign-in waiting for its code, once the password has changed", () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  /** Opens a sign-in waiting for its code, changes the password by `change`, then sends the code. */
  async function codeAfter(change: (me: Account) => Promise<ApiResponse>) {
    const me = await account(server, "user");
    const { recoveryCodes } = await withTwoFactor(server, me);
    const challenge = await passwordStep(server, me);
    expect((await change(me)).status).toBe(200);
    return codeStep(server, challenge, recoveryCodes[0] as string);
  }

  it("is refused after the user changes their password, or after a reset by link", async () => {
    const changes = [
      (me: Account) =>
        apiClient(server, me.token).put("/api/auth/password", {
          currentPassword: me.password,
          password: "moonlit-estuary-58",
        }),
      async (me: Account) =>
        apiClient(server).put(`/api/auth/resetpassword/${await requestResetToken(server, smtp, me.email)}`, {
          password: "moonlit-estuary-58",
        }),
    ];
    for (const change of changes) {
      const refused = await codeAfter(change);
      expect(refused.status).toBe(401);
      expect(refused.body.error).toBe(TWO_FACTOR_TEXTS.expiredSignIn);
    }
  });

  it("is not even opened by a password checked just before it changed", async () => {
    const me = await account(server, "user");
    await withTwoFactor(server, me);
    const [checked] = await server.database.db.select().from(users).where(eq(users.id, me.user.id));
    await server.services.users.changePassword(me.user, "moonlit-estuary-58", "");
    // The sign-in that checked the old hash asks for its challenge only now.
    const challenge = await server.services.twoFactor.createChallenge(
      me.user.id,
      checked?.passwordHash as string,
    );
    expect(challenge).toBeNull();
  });
});

describe("an admin's reset of another user's second factor", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("is for admins only, is recorded with who did it, and leaves the password to sign in", async () => {
    const admin = await account(server, "admin");
    const target = await account(server, "user");
    await withTwoFactor(server, target);
    const path = `/api/users/${target.user.id}/two-factor`;

    expect((await apiClient(server, target.token).delete(path)).status).toBe(403);
    expect((await apiClient(server, admin.token).delete("/api/users/not-a-uuid/two-factor")).status).toBe(
      404,
    );
    const reset = await apiClient(server, admin.token).delete(path);
    expect(reset.status).toBe(200);
    expect(reset.body.data.message).toBe("Two-factor sign-in has been reset for this user.");
    expect((await apiClient(server).post("/api/auth/login", target)).status).toBe(200);

    const events = await server.database.db
      .select()
      .from(accountEvents)
      .where(eq(accountEvents.userId, target.user.id))
      .orderBy(accountEvents.id);
    expect(events.map((e) => e.event)).toEqual(["two-factor-on", "two-factor-reset"]);
    expect(events[1]).toMatchObject({ actorId: admin.user.id, actorName: admin.user.name });

    const again = await apiClient(server, admin.token).delete(path);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(TWO_FACTOR_TEXTS.notOn);
  });
});

describe("re-authentication before an admin changes a user's email, password or role", () => {
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof account>>;
  let app: AuthenticatorApp;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await account(server, "admin");
    ({ app } = await withTwoFactor(server, admin));
  });
  afterAll(() => server.close());

  const edit = async (body: Record<string, string>) => {
    const target = await account(server, "user");
    const current = { name: target.user.name, email: target.email, role: "user" };
    const response = await apiClient(server, admin.token).put(`/api/users/${target.user.id}`, {
      ...current,
      ...body,
    });
    return { target, response };
  };

  it("changes a name alone without it", async () => {
    const { response } = await edit({ name: "Only The Name" });
    expect(response.status).toBe(200);
    expect(response.body.data.name).toBe("Only The Name");
  });

  it("refuses an email, password or role change without the admin's password", async () => {
    const changes: Record<string, string>[] = [
      { email: "new-address@example.com" },
      { password: "fresh-kestrel-7" },
      { role: "admin" },
    ];
    for (const change of changes) {
      const { target, response } = await edit(change);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        success: false,
        error: TWO_FACTOR_TEXTS.passwordForChange,
        message: TWO_FACTOR_TEXTS.passwordForChange,
        errors: { currentPassword: TWO_FACTOR_TEXTS.passwordForChange },
      });
      expect(await server.services.users.get(target.user.id)).toMatchObject({
        email: target.email,
        role: "user",
      });
    }
  });

  it("refuses a wrong password, a missing or wrong code; takes the password with a code", async () => {
    const wrongPassword = await edit({ role: "admin", currentPassword: "not-the-password" });
    expect(wrongPassword.response.status).toBe(400);
    expect(wrongPassword.response.body.errors).toEqual({ currentPassword: WRONG_CURRENT_PASSWORD });

    const noCode = await edit({ role: "admin", currentPassword: admin.password });
    expect(noCode.response.status).toBe(400);
    expect(noCode.response.body.errors).toEqual({ code: TWO_FACTOR_TEXTS.codeForChange });

    const wrongCode = await edit({ role: "admin", currentPassword: admin.password, code: app.wrongCode() });
    expect(wrongCode.response.status).toBe(400);
    expect(wrongCode.response.body.errors).toEqual({ code: TWO_FACTOR_TEXTS.wrongCode });
    for (const refused of [wrongPassword, noCode, wrongCode]) {
      expect((await server.services.users.get(refused.target.user.id))?.role).toBe("user");
    }

    const done = await edit({
      role: "admin",
      email: `re-authenticated-${Date.now()}@example.com`,
      currentPassword: admin.password,
      code: await app.nextCode(),
    });
    expect(done.response.status).toBe(200);
    expect(done.response.body.data).toMatchObject({ role: "admin" });
  });

  it("takes the password alone from an admin without two-factor sign-in", async () => {
    const plain = await account(server, "admin");
    const target = await account(server, "user");
    const response = await apiClient(server, plain.token).put(`/api/users/${target.user.id}`, {
      name: target.user.name,
      email: target.email,
      role: "admin",
      currentPassword: plain.password,
    });
    expect(response.status).toBe(200);
  });
});

describe("REQUIRE_ADMIN_2FA", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ REQUIRE_ADMIN_2FA: "true" });
  });
  afterAll(() => server.close());

  it("leads an admin without it to the setup: other signed-in calls are refused until it is on", async () => {
    const admin = await account(server, "admin");
    const client = apiClient(server, admin.token);
    const me = await client.get("/api/auth/me");
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ role: "admin", twoFactor: false, twoFactorSetupRequired: true });
    for (const path of ["/api/users", "/api/auth/sessions", "/api/admin/dashboard"]) {
      const refused = await client.get(path);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe(TWO_FACTOR_TEXTS.setupRequired);
    }
    // Public calls are not the admin area's: they answer as to anyone.
    expect((await client.get("/api/solutions")).status).toBe(200);
    expect((await client.get("/api/auth/two-factor")).body.data).toMatchObject({
      enabled: false,
      required: true,
    });

    const { app } = await withTwoFactor(server, admin);
    expect((await client.get("/api/users")).status).toBe(200);
    expect((await client.get("/api/auth/me")).body.data.twoFactorSetupRequired).toBe(false);
    const off = await client.post("/api/auth/two-factor/off", {
      currentPassword: admin.password,
      code: await app.nextCode(),
    });
    expect(off.status).toBe(400);
    expect(off.body.error).toBe(TWO_FACTOR_TEXTS.mustKeep);
  });

  it("leaves users who are not admins alone", async () => {
    const user = await account(server, "user");
    const me = await apiClient(server, user.token).get("/api/auth/sessions");
    expect(me.status).toBe(200);
  });
});
