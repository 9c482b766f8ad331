import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, signIn } from "../../tests/support/api-client";
import { requestResetToken } from "../../tests/support/reset-link";
import { startTestServer, type TestServer } from "../../tests/support/server";
import { startSmtpServer } from "../../tests/support/smtp";

// ASVS 6.2.4: a password an attacker tries first is refused wherever a password is set, with
// SPEC §7's error shape and the message at the password field. SPEC §9's minimum of 6 stays.
const MESSAGE = "This password is too common. Please choose one that is harder to guess";
const REFUSED = { success: false, error: MESSAGE, message: MESSAGE, errors: { password: MESSAGE } };

describe("common passwords", () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let admin: string;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({ SMTP_URL: smtp.url, LOGIN_RATE_LIMIT: "0" });
    admin = (await signIn(server, "admin")).token;
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const newUser = (password: string) => ({
    name: "Common Password",
    email: `common-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
    password,
    role: "user",
  });

  it("are refused when an admin creates a user, in any letter case, and so is one character repeated", async () => {
    for (const password of [
      "123456",
      "password",
      "Password",
      "QWERTY123",
      "iloveyou",
      "      ",
      "zzzzzzzz",
    ]) {
      const response = await apiClient(server, admin).post("/api/users", newUser(password));
      expect(response.status, password).toBe(400);
      expect(response.body, password).toEqual(REFUSED);
    }
    const short = await apiClient(server, admin).post("/api/users", newUser("12345"));
    expect(short.body.errors).toEqual({ password: "Password must be at least 6 characters" });
    const fine = await apiClient(server, admin).post("/api/users", newUser("karoo-sunrise-47"));
    expect(fine.status).toBe(201);
  });

  it("are refused when an admin changes a password, and the old one keeps working", async () => {
    const { user, email, password } = await signIn(server, "user");
    const response = await apiClient(server, admin).put(`/api/users/${user.id}`, {
      name: user.name,
      email,
      role: "user",
      password: "letmein1",
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(REFUSED);
    expect((await apiClient(server).post("/api/auth/login", { email, password })).status).toBe(200);
  });

  it("are refused on reset without using up the link, which then takes a better password", async () => {
    const { email } = await signIn(server, "user");
    const token = await requestResetToken(server, smtp, email);
    const refused = await apiClient(server).put(`/api/auth/resetpassword/${token}`, {
      password: "qwerty123",
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(REFUSED);
    const accepted = await apiClient(server).put(`/api/auth/resetpassword/${token}`, {
      password: "a-less-common-one",
    });
    expect(accepted.status).toBe(200);
    const login = await apiClient(server).post("/api/auth/login", { email, password: "a-less-common-one" });
    expect(login.status).toBe(200);
  });
});
