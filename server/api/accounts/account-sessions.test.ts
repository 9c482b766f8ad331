import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TWO_FACTOR_TEXTS } from "#domain/accounts/two-factor";
import { apiClient, signIn } from "../../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { withTwoFactor } from "../../../tests/support/two-factor-accounts";
import { sessions } from "../../db/schema";
import { WRONG_CURRENT_PASSWORD } from "../../services/accounts/auth";

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const MAC_FIREFOX = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0";

describe("own sessions, other users' sessions, idle timeout and own password", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SESSION_IDLE_HOURS: "2" });
  });
  afterAll(() => server.close());

  /** Signs the account in once more, from a browser described by `userAgent`. */
  async function another(email: string, password: string, userAgent: string) {
    const response = await apiClient(server).post(
      "/api/auth/login",
      { email, password },
      { "user-agent": userAgent },
    );
    expect(response.status).toBe(200);
    return response.body.token as string;
  }

  it("lists the signed-in user's sessions with device, times and 'current', and no one else's", async () => {
    const { email, password, token } = await signIn(server, "user");
    const phone = await another(email, password, ANDROID_CHROME);
    await signIn(server, "user");

    const listed = await apiClient(server, phone).get("/api/auth/sessions");
    expect(listed.status).toBe(200);
    expect(listed.body.success).toBe(true);
    expect(listed.body.count).toBe(2);
    const [first, second] = listed.body.data;
    expect(first).toMatchObject({ device: "Chrome on Android", current: true });
    expect(Object.keys(first).sort()).toEqual(["createdAt", "current", "device", "id", "lastSeenAt"]);
    expect(second.current).toBe(false);
    expect(Number.isNaN(Date.parse(first.lastSeenAt))).toBe(false);
    // The token (or its hash) never appears.
    expect(JSON.stringify(listed.body)).not.toContain(token);

    expect((await apiClient(server).get("/api/auth/sessions")).status).toBe(401);
  });

  it("ends one own session, and answers 404 for another user's session id", async () => {
    const { email, password, token } = await signIn(server, "user");
    const other = await another(email, password, MAC_FIREFOX);
    const stranger = await signIn(server, "user");
    const me = apiClient(server, token);

    const mine = (await me.get("/api/auth/sessions")).body.data;
    const otherId = mine.find((s: { current: boolean }) => !s.current).id;
    const strangersId = (await apiClient(server, stranger.token).get("/api/auth/sessions")).body.data[0].id;

    const refused = await me.delete(`/api/auth/sessions/${strangersId}`);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ success: false, error: "Session not found" });
    expect((await apiClient(server, stranger.token).get("/api/auth/me")).status).toBe(200);
    expect((await me.delete("/api/auth/sessions/not-a-uuid")).status).toBe(404);

    const ended = await me.delete(`/api/auth/sessions/${otherId}`);
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ success: true, data: { ended: 1 } });
    expect((await apiClient(server, other).get("/api/auth/me")).status).toBe(401);
    expect((await me.get("/api/auth/me")).status).toBe(200);
  });

  it("ends all other sessions, given the password again, and keeps this one", async () => {
    const { email, password, token } = await signIn(server, "user");
    const others = [
      await another(email, password, MAC_FIREFOX),
      await another(email, password, ANDROID_CHROME),
    ];
    const me = apiClient(server, token);

    // Whoever sits at an unattended screen must not lock the owner's other devices out.
    const bare = await me.delete("/api/auth/sessions");
    expect(bare.status).toBe(403);
    expect(bare.body).toEqual({
      success: false,
      error: TWO_FACTOR_TEXTS.passwordForSignOut,
      message: TWO_FACTOR_TEXTS.passwordForSignOut,
      errors: { currentPassword: TWO_FACTOR_TEXTS.passwordForSignOut },
    });
    const wrong = await me.delete("/api/auth/sessions", { currentPassword: "not-it" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ currentPassword: WRONG_CURRENT_PASSWORD });
    for (const other of others) expect((await apiClient(server, other).get("/api/auth/me")).status).toBe(200);

    const response = await me.delete("/api/auth/sessions", { currentPassword: password });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: { ended: 2 } });
    for (const other of others) expect((await apiClient(server, other).get("/api/auth/me")).status).toBe(401);
    const left = await apiClient(server, token).get("/api/auth/sessions");
    expect(left.body.data).toHaveLength(1);
    expect(left.body.data[0].current).toBe(true);
  });

  it("ends all other sessions of a user with two-factor sign-in on only with a code too", async () => {
    const account = await signIn(server, "user");
    const { recoveryCodes } = await withTwoFactor(server, account);
    const me = apiClient(server, account.token);
    const noCode = await me.delete("/api/auth/sessions", { currentPassword: account.password });
    expect(noCode.status).toBe(400);
    expect(noCode.body.errors).toEqual({ code: TWO_FACTOR_TEXTS.codeForChange });
    const ended = await me.delete("/api/auth/sessions", {
      currentPassword: account.password,
      code: recoveryCodes[0],
    });
    expect(ended.status).toBe(200);
  });

  it("an admin ends all of another user's sessions; a non-admin is refused with 403", async () => {
    const admin = await signIn(server, "admin");
    const target = await signIn(server, "user");
    const second = await another(target.email, target.password, MAC_FIREFOX);

    const refused = await apiClient(server, second).delete(`/api/users/${admin.user.id}/sessions`);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe("Forbidden: administrator access required");
    expect((await apiClient(server, admin.token).get("/api/auth/me")).status).toBe(200);

    const ended = await apiClient(server, admin.token).delete(`/api/users/${target.user.id}/sessions`);
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ success: true, data: { ended: 2 } });
    for (const token of [target.token, second]) {
      expect((await apiClient(server, token).get("/api/auth/me")).status).toBe(401);
    }
    expect((await apiClient(server, admin.token).get("/api/auth/me")).status).toBe(200);

    const unknown = await apiClient(server, admin.token).delete(
      "/api/users/00000000-0000-4000-8000-000000000000/sessions",
    );
    expect(unknown.status).toBe(404);
    expect((await apiClient(server).delete(`/api/users/${target.user.id}/sessions`)).status).toBe(401);
  });

  it("a session unused for SESSION_IDLE_HOURS stops working; a used one is kept alive", async () => {
    const { user, token } = await signIn(server, "user");
    const client = apiClient(server, token);
    const backdate = (hours: number) =>
      server.database.db
        .update(sessions)
        .set({ lastSeenAt: sql`now() - make_interval(mins => ${Math.round(hours * 60)})` })
        .where(eq(sessions.userId, user.id));

    // Just inside the limit: it works, and the use moves last-seen forward.
    await backdate(1.9);
    expect((await client.get("/api/auth/me")).status).toBe(200);
    const [seen] = await server.database.db
      .select({ lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(Date.now() - (seen?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);

    await backdate(2.1);
    const idle = await client.get("/api/auth/me");
    expect(idle.status).toBe(401);
  });

  it("records last-seen at most once a minute, not on every request", async () => {
    const { user, token } = await signIn(server, "user");
    const lastSeen = async () =>
      (
        await server.database.db
          .select({ lastSeenAt: sessions.lastSeenAt })
          .from(sessions)
          .where(eq(sessions.userId, user.id))
      )[0]?.lastSeenAt.getTime();
    const before = await lastSeen();
    await apiClient(server, token).get("/api/auth/me");
    expect(await lastSeen()).toBe(before);
  });

  describe("PUT /api/auth/password", () => {
    it("refuses a wrong current password, a short one and a common one, and changes nothing", async () => {
      const { email, password, token } = await signIn(server, "user");
      const me = apiClient(server, token);

      const wrong = await me.put("/api/auth/password", {
        currentPassword: "not-it",
        password: "a-new-password-1",
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({
        success: false,
        error: "Your current password is incorrect",
        errors: { currentPassword: "Your current password is incorrect" },
      });

      const short = await me.put("/api/auth/password", { currentPassword: password, password: "abc" });
      expect(short.status).toBe(400);
      expect(short.body.errors).toEqual({ password: "Password must be at least 6 characters" });

      const common = await me.put("/api/auth/password", {
        currentPassword: password,
        password: "password123",
      });
      expect(common.status).toBe(400);
      expect(common.body.errors.password).toMatch(/too common/);

      const missing = await me.put("/api/auth/password", { password: "a-new-password-1" });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual({ currentPassword: "Please enter your current password" });

      expect((await apiClient(server).post("/api/auth/login", { email, password })).status).toBe(200);
      expect((await apiClient(server).put("/api/auth/password", {})).status).toBe(401);
    });

    it("changes the password, ends the other sessions and keeps this one", async () => {
      const { email, password, token } = await signIn(server, "user");
      const other = await another(email, password, MAC_FIREFOX);

      const changed = await apiClient(server, token).put("/api/auth/password", {
        currentPassword: password,
        password: "kestrel-harbour-92",
      });
      expect(changed.status).toBe(200);
      expect(changed.body.success).toBe(true);

      expect((await apiClient(server, token).get("/api/auth/me")).status).toBe(200);
      expect((await apiClient(server, other).get("/api/auth/me")).status).toBe(401);
      const login = (pw: string) => apiClient(server).post("/api/auth/login", { email, password: pw });
      expect((await login(password)).status).toBe(401);
      expect((await login("kestrel-harbour-92")).status).toBe(200);
    });
  });
});
