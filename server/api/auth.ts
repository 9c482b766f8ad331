import { Hono } from "hono";
import { forgotPasswordSchema, loginSchema, resetPasswordSchema } from "../../domain/auth";
import { requireUser } from "../auth/middleware";
import { verifyPassword } from "../auth/password";
import { clearSessionCookie, setSessionCookie } from "../auth/session-cookie";
import type { Config } from "../config";
import { clientIp } from "../http/client-ip";
import type { Services } from "../services/container";
import { normaliseEmail } from "../services/users";
import type { ApiEnv } from "./env";
import { fail, ok, tooManyRequests } from "./respond";
import { readJson } from "./validate";

const FIFTEEN_MINUTES = 15 * 60_000;
const INVALID_LOGIN = "Invalid email or password";
// Compared against when the email is unknown, so both failures take the same time.
const DUMMY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$IMLQi5ZTpRXFERTMJoeIiA$gRba9sC5oVDOkxCYitMYyzeHGo4fSwlia61F8bvcTog";

export function authRoutes(services: Services, config: Config) {
  // Failed sign-ins count per account and per client IP. The account window is short, so an
  // attacker guessing an admin's password can lock that account for 15 minutes at most; an IP
  // gets five times the allowance, since an office's staff may share one address.
  const { limiter } = services.rateLimits;
  const failuresByAccount = limiter("login-account", config.LOGIN_RATE_LIMIT, FIFTEEN_MINUTES);
  const failuresByIp = limiter("login-ip", config.LOGIN_RATE_LIMIT * 5, FIFTEEN_MINUTES);
  const resetRequests = limiter("password-reset-ip", config.LOGIN_RATE_LIMIT * 5, FIFTEEN_MINUTES);
  const secure = config.PUBLIC_URL.startsWith("https:");

  return new Hono<ApiEnv>()
    .post("/login", async (c) => {
      const ip = clientIp(c, config.TRUST_PROXY);
      const body = await readJson(c, loginSchema);
      if (!body.ok) return body.response;
      const account = normaliseEmail(body.data.email);
      const checks = await Promise.all([failuresByIp.blocked(ip), failuresByAccount.blocked(account)]);
      for (const check of checks) {
        if (check.blocked) return tooManyRequests(c, check.retryAfterSeconds, "failed sign-in attempts");
      }
      const user = await services.users.findByEmail(account);
      const valid = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, body.data.password);
      if (!user || !valid) {
        await Promise.all([failuresByIp.hit(ip), failuresByAccount.hit(account)]);
        return fail(c, 401, INVALID_LOGIN);
      }
      await failuresByAccount.reset(account);
      const session = await services.sessions.create(user.id);
      setSessionCookie(c, session.token, session.expiresAt, secure);
      c.header("Cache-Control", "no-store");
      const profile = await services.users.get(user.id);
      return c.json({ success: true, token: session.token, data: profile });
    })
    .get("/me", requireUser, (c) => ok(c, c.get("user")))
    .get("/logout", async (c) => {
      const session = c.get("session");
      if (session) await services.sessions.revoke(session.token);
      clearSessionCookie(c, secure);
      return ok(c, { message: "Signed out" });
    })
    .post("/forgotpassword", async (c) => {
      const limit = await resetRequests.hit(clientIp(c, config.TRUST_PROXY));
      if (!limit.allowed) return tooManyRequests(c, limit.retryAfterSeconds, "password reset requests");
      const body = await readJson(c, forgotPasswordSchema);
      if (!body.ok) return body.response;
      await services.passwordReset.request(body.data.email);
      return ok(c, { message: "If an account exists for this email, a reset link is on its way." });
    })
    .put("/resetpassword/:token", async (c) => {
      const limit = await resetRequests.hit(clientIp(c, config.TRUST_PROXY));
      if (!limit.allowed) return tooManyRequests(c, limit.retryAfterSeconds, "password reset attempts");
      const body = await readJson(c, resetPasswordSchema);
      if (!body.ok) return body.response;
      const reset = await services.passwordReset.reset(c.req.param("token"), body.data.password);
      return reset
        ? ok(c, { message: "Your password has been reset successfully" })
        : fail(c, 400, "Invalid or expired reset token");
    });
}
