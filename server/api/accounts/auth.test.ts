import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, signIn } from "../../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { mailText, startSmtpServer } from "../../../tests/support/smtp";

describe("auth API", () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({ PUBLIC_URL: "https://ai.example.co.za", SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it("signs in with {success, token, data: user}, sets an httpOnly cookie and never returns the hash", async () => {
    const { email, password, user } = await signIn(server, "admin");
    const response = await apiClient(server).post("/api/auth/login", {
      email: email.toUpperCase(),
      password,
    });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    expect(response.body.token).toMatch(/^[\w-]{43}$/);
    expect(response.body.data).toEqual({ ...user, createdAt: expect.any(String) });
    expect(JSON.stringify(response.body)).not.toMatch(/argon2|passwordHash/);
    const cookie = response.headers.get("set-cookie") ?? "";
    // PUBLIC_URL is https: the __Host- prefix, which browsers honour only with Secure and Path=/.
    expect(cookie).toMatch(/^__Host-session=[\w-]{43};/);
    expect(cookie).toMatch(/Path=\/(;|$)/);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Secure/);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers wrong password and unknown email with the same generic 401", async () => {
    const { email } = await signIn(server, "user");
    const wrong = await apiClient(server).post("/api/auth/login", { email, password: "nope-nope" });
    const unknown = await apiClient(server).post("/api/auth/login", {
      email: "ghost@example.com",
      password: "x",
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({
      success: false,
      error: "Invalid email or password",
      message: "Invalid email or password",
    });
    expect(unknown.body).toEqual(wrong.body);
  });

  it("asks for both email and password", async () => {
    const response = await apiClient(server).post("/api/auth/login", { email: "a@b.co" });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe("Please enter both email and password");
    expect(response.body.errors).toEqual({ password: "Please enter both email and password" });
  });

  it("GET /me reads the session from Bearer or cookie; logout revokes it everywhere", async () => {
    const { token, user } = await signIn(server, "admin");
    const viaBearer = await apiClient(server, token).get("/api/auth/me");
    expect(viaBearer.status).toBe(200);
    expect(viaBearer.body).toEqual({
      success: true,
      data: expect.objectContaining({ id: user.id, role: "admin" }),
    });
    const viaCookie = await apiClient(server).get("/api/auth/me", { cookie: `__Host-session=${token}` });
    expect(viaCookie.body.data.id).toBe(user.id);
    // Over https only the prefixed name counts: a subdomain could have set a plain `session`.
    const unprefixed = await apiClient(server).get("/api/auth/me", { cookie: `session=${token}` });
    expect(unprefixed.status).toBe(401);

    const logout = await apiClient(server, token).get("/api/auth/logout");
    expect(logout.status).toBe(200);
    expect(logout.headers.get("set-cookie")).toMatch(/^__Host-session=;.*Max-Age=0/i);
    expect((await apiClient(server, token).get("/api/auth/me")).status).toBe(401);
    expect((await apiClient(server, token).get("/api/contact")).status).toBe(401);
  });

  it("a session cookie beside the browser's signed-out marker is ended: the logout that never arrived", async () => {
    const { token, email, password } = await signIn(server, "admin");
    const marked = await apiClient(server).get("/api/auth/me", {
      cookie: `__Host-session=${token}; signed-out=1`,
    });
    expect(marked.status).toBe(401);
    const cleared = marked.headers.getSetCookie();
    expect(cleared).toContainEqual(expect.stringMatching(/^__Host-session=;.*Max-Age=0/i));
    expect(cleared).toContainEqual(expect.stringMatching(/^signed-out=;.*Max-Age=0/i));
    // Ended on the server, not just for this request.
    expect((await apiClient(server).get("/api/auth/me", { cookie: `__Host-session=${token}` })).status).toBe(
      401,
    );

    // Signing in again with the marker still set keeps the new session and drops the marker.
    const again = await apiClient(server).post(
      "/api/auth/login",
      { email, password },
      { cookie: `__Host-session=${token}; signed-out=1` },
    );
    expect(again.status).toBe(200);
    const cookies = again.headers.getSetCookie();
    expect(cookies.filter((cookie) => cookie.startsWith("__Host-session="))).toEqual([
      expect.stringMatching(/^__Host-session=[\w-]{43};/),
    ]);
    expect(cookies).toContainEqual(expect.stringMatching(/^signed-out=;.*Max-Age=0/i));
    const fresh = again.body.token as string;
    expect((await apiClient(server).get("/api/auth/me", { cookie: `__Host-session=${fresh}` })).status).toBe(
      200,
    );
  });

  it("forgot password answers the same for unknown and known emails, and mails a single-use link", async () => {
    const { email, token: oldSession } = await signIn(server, "user");
    const client = apiClient(server);
    const unknown = await client.post("/api/auth/forgotpassword", { email: "nobody@example.com" });
    const known = await client.post("/api/auth/forgotpassword", { email });
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);

    await server.services.outbox.settled();
    await server.services.outbox.kick();
    const mail = smtp.received.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(smtp.received.some((m) => m.to.includes("nobody@example.com"))).toBe(false);
    const link = mailText(mail as never).match(/https:\/\/ai\.example\.co\.za\/reset-password\/([\w-]+)/);
    expect(link).not.toBeNull();
    const resetToken = (link as RegExpMatchArray)[1] as string;

    const short = await client.put(`/api/auth/resetpassword/${resetToken}`, { password: "12345" });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe("Password must be at least 6 characters");

    const reset = await client.put(`/api/auth/resetpassword/${resetToken}`, { password: "brand-new-pass" });
    expect(reset.status).toBe(200);
    expect(reset.body.success).toBe(true);
    expect((await apiClient(server, oldSession).get("/api/auth/me")).status).toBe(401);
    expect((await client.post("/api/auth/login", { email, password: "brand-new-pass" })).status).toBe(200);

    const reused = await client.put(`/api/auth/resetpassword/${resetToken}`, { password: "another-pass" });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe("Invalid or expired reset token");
  });

  it("refuses an expired reset token", async () => {
    const { email } = await signIn(server, "user");
    await apiClient(server).post("/api/auth/forgotpassword", { email });
    await server.services.outbox.settled();
    await server.services.outbox.kick();
    const mail = [...smtp.received].reverse().find((m) => m.to.includes(email));
    const resetToken = mailText(mail as never).match(/reset-password\/([\w-]+)/)?.[1] as string;
    await server.database.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 minute' where used_at is null`,
    );
    const response = await apiClient(server).put(`/api/auth/resetpassword/${resetToken}`, {
      password: "whatever-1",
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe("Invalid or expired reset token");
  });
});

describe("sign-in rate limits", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ LOGIN_RATE_LIMIT: "3", TRUST_PROXY: "1" });
  });
  afterAll(() => server.close());

  it("block an account after repeated failures from any address, with Retry-After", async () => {
    const { email, password } = await signIn(server, "admin");
    const client = apiClient(server);
    for (let i = 0; i < 3; i++) {
      const attempt = await client.post(
        "/api/auth/login",
        { email, password: "wrong" },
        { "x-forwarded-for": `10.0.0.${i}` },
      );
      expect(attempt.status).toBe(401);
    }
    const blocked = await client.post(
      "/api/auth/login",
      { email, password },
      { "x-forwarded-for": "10.0.0.99" },
    );
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(blocked.body.error).toMatch(
      /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/,
    );
  });

  it("block an address that fails across many accounts, but not other addresses", async () => {
    const client = apiClient(server);
    const from = { "x-forwarded-for": "192.0.2.7" };
    for (let i = 0; i < 15; i++) {
      const attempt = await client.post(
        "/api/auth/login",
        { email: `guess${i}@example.com`, password: "x" },
        from,
      );
      expect(attempt.status).toBe(401);
    }
    const { email, password } = await signIn(server, "user", {});
    expect((await client.post("/api/auth/login", { email, password }, from)).status).toBe(429);
    expect(
      (await client.post("/api/auth/login", { email, password }, { "x-forwarded-for": "192.0.2.8" })).status,
    ).toBe(200);
  });
});
