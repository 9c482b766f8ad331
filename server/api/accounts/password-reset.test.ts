import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, signIn } from "../../../tests/support/api-client";
import { captureLogs } from "../../../tests/support/log-capture";
import { requestResetToken } from "../../../tests/support/reset-link";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { startSmtpServer } from "../../../tests/support/smtp";
import { mailOutbox } from "../../db/schema";

// A reset link is a password in all but name: it must not be written anywhere it outlives
// its use, and only the latest link of an account, sent to its current address, may work.
describe("password reset links", () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const logs = captureLogs();
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer(
      { SMTP_URL: smtp.url, LOGIN_RATE_LIMIT: "0", TRUST_PROXY: "1" },
      { logger: logs.logger, pages: async () => new Response("a page") },
    );
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const resetWith = (token: string, password = "brand-new-pass") =>
    apiClient(server).put(`/api/auth/resetpassword/${token}`, { password });

  it("never appear in the log: not for the page, its data request or the API call", async () => {
    const { email } = await signIn(server, "user");
    const token = await requestResetToken(server, smtp, email);
    expect((await apiClient(server).get(`/reset-password/${token}`)).status).toBe(200);
    await apiClient(server).get(`/reset-password/${token}.data`);
    expect((await resetWith(token)).status).toBe(200);
    expect((await resetWith(token)).status).toBe(400);

    const text = logs.text();
    expect(text).toContain('"path":"/reset-password/');
    expect(text).toContain('"path":"/api/auth/resetpassword/');
    expect(text).not.toContain(token);
  });

  // The reset page checks its link as it opens, to say at once that a dead one is dead.
  it("can be checked any number of times without being used up", async () => {
    const { email } = await signIn(server, "user");
    const token = await requestResetToken(server, smtp, email);
    const { auth } = server.services;
    expect(await auth.resetLinkUsable(token)).toBe(true);
    expect(await auth.resetLinkUsable(token)).toBe(true);
    expect((await resetWith(token)).status).toBe(200);
    expect(await auth.resetLinkUsable(token)).toBe(false);
    expect(await auth.resetLinkUsable("no-such-token")).toBe(false);
  });

  it("stop working when a newer link is sent", async () => {
    const { email } = await signIn(server, "user");
    const older = await requestResetToken(server, smtp, email);
    const newer = await requestResetToken(server, smtp, email);
    expect((await resetWith(older)).body.error).toBe("Invalid or expired reset token");
    expect((await resetWith(newer)).status).toBe(200);
  });

  it("stop working when an admin changes the password or the email address", async () => {
    const admin = await signIn(server, "admin");
    const { user, email } = await signIn(server, "user");
    const edit = (changes: object) =>
      apiClient(server, admin.token).put(`/api/users/${user.id}`, {
        name: user.name,
        email,
        role: "user",
        currentPassword: admin.password,
        ...changes,
      });

    const beforePassword = await requestResetToken(server, smtp, email);
    expect((await edit({ password: "set-by-admin" })).status).toBe(200);
    expect((await resetWith(beforePassword)).status).toBe(400);

    const beforeEmail = await requestResetToken(server, smtp, email);
    expect((await edit({ email: `moved-${email}` })).status).toBe(200);
    expect((await resetWith(beforeEmail)).body.error).toBe("Invalid or expired reset token");
  });

  // Each mail voids the link before it: a stream of requests must not bury an account's inbox
  // nor keep its owner from using a link, whatever addresses they come from.
  it("go out at most five times per account in 15 minutes, whoever asks, with the same answer", async () => {
    const { email } = await signIn(server, "user");
    const ask = (address: string, from: number) =>
      apiClient(server).post(
        "/api/auth/forgotpassword",
        { email: address },
        { "x-forwarded-for": `203.0.113.${from}` },
      );
    const answers = [];
    for (let from = 1; from <= 7; from++) answers.push(await ask(email, from));
    const unknown = await ask("nobody-at-all@example.com", 99);
    for (const answer of answers) {
      expect(answer.status).toBe(unknown.status);
      expect(answer.body).toEqual(unknown.body);
    }
    await server.services.outbox.settled();
    const mails = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails).toHaveLength(5);
  });

  it("leave the outbox table once sent mail is older than the retention (7 days by default)", async () => {
    const { email: old } = await signIn(server, "user");
    const { email: recent } = await signIn(server, "user");
    await requestResetToken(server, smtp, old);
    await requestResetToken(server, smtp, recent);
    const age = async (email: string, days: number) =>
      server.database.db.execute(
        sql`update mail_outbox set created_at = now() - make_interval(days => ${days}) where "to" = ${email}`,
      );
    await age(old, 8);
    await age(recent, 6);

    await server.services.outbox.purgeSent();
    const rows = await server.database.db.select({ to: mailOutbox.to }).from(mailOutbox);
    const recipients = rows.map((row) => row.to);
    expect(recipients).not.toContain(old);
    expect(recipients).toContain(recent);
  });
});
