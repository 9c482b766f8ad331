import type { Context } from "hono";
import { Hono } from "hono";
import { reauthenticationSchema } from "#domain/user";
import { clearSessionCookie, sessionCookie } from "../auth/session-cookie";
import type { Config } from "../config";
import { requireUser, requireUserDuringSetup } from "../http/authenticate";
import { clientIp } from "../http/client-ip";
import { found, refused } from "../http/http-error";
import type { SignInOutcome } from "../services/auth";
import type { Services } from "../services/container";
import type { ApiEnv } from "./env";
import { isUuid, ok } from "./respond";
import { loggedOutcome, logSignIn, type SecurityLog } from "./security-log";
import { readJsonBody, readOptionalJson } from "./validate";

/** The signed-in user and session of a route behind requireUser. */
function signedIn(c: Context<ApiEnv>) {
  const user = c.get("user");
  const session = c.get("session");
  if (!user || !session) throw new Error("route needs requireUser");
  return { user, session };
}

/**
 * SPEC §7 auth calls, the signed-in user's own sessions, password and second factor (the
 * Account screen); the auth service decides, checks and limits (server/services/auth.ts).
 */
export function authRoutes(services: Services, config: Config, audit: SecurityLog) {
  const { auth, sessions } = services;

  /**
   * SPEC §7's login answer and the session cookie. A password that needs a code answers 401
   * with `twoFactorRequired` and the `challenge` to send back with the code: a client that
   * knows nothing of it sees a failed sign-in with a message saying why.
   */
  function signInAnswer(c: Context<ApiEnv>, event: "sign-in" | "sign-in-code", outcome: SignInOutcome) {
    c.header("Cache-Control", "no-store");
    logSignIn(audit, c, event, outcome);
    if (!outcome.ok) {
      if (!("challenge" in outcome)) throw refused(outcome);
      const { message, challenge } = outcome;
      return c.json({ success: false, error: message, message, twoFactorRequired: true, challenge }, 401);
    }
    c.header("Set-Cookie", sessionCookie(outcome, config.PUBLIC_URL), { append: true });
    return c.json({ success: true, token: outcome.token, data: outcome.user });
  }

  return (
    new Hono<ApiEnv>()
      .post("/login", async (c) => {
        const body = await readJsonBody(c);
        const ip = clientIp(c, config.TRUST_PROXY);
        return signInAnswer(c, "sign-in", await auth.signIn(body, ip, c.req.header("user-agent")));
      })
      .post("/login/code", async (c) => {
        const body = await readJsonBody(c);
        return signInAnswer(c, "sign-in-code", await auth.completeSignIn(body, c.req.header("user-agent")));
      })
      // Also for an admin who must set up two-factor sign-in first: the admin area reads it.
      .get("/me", requireUserDuringSetup, (c) => {
        const twoFactor = c.get("twoFactor");
        return ok(c, {
          ...c.get("user"),
          twoFactor: twoFactor?.enabled ?? false,
          twoFactorSetupRequired: twoFactor?.setupRequired ?? false,
        });
      })
      .get("/two-factor", requireUserDuringSetup, async (c) => {
        return ok(c, await auth.twoFactorStatus(signedIn(c).user));
      })
      .post("/two-factor/setup", requireUserDuringSetup, async (c) => {
        const body = await readJsonBody(c);
        const outcome = await auth.startTwoFactorSetup(signedIn(c).user, body);
        if (!outcome.ok) throw refused(outcome);
        return ok(c, outcome.setup);
      })
      .post("/two-factor/confirm", requireUserDuringSetup, async (c) => {
        const body = await readJsonBody(c);
        const outcome = loggedOutcome(
          audit,
          c,
          "two-factor-on",
          await auth.confirmTwoFactorSetup(signedIn(c).user, body),
        );
        return ok(c, { recoveryCodes: outcome.recoveryCodes });
      })
      .post("/two-factor/off", requireUser, async (c) => {
        const body = await readJsonBody(c);
        const outcome = loggedOutcome(
          audit,
          c,
          "two-factor-off",
          await auth.turnOffTwoFactor(signedIn(c).user, body),
        );
        return ok(c, { message: outcome.message });
      })
      .get("/logout", async (c) => {
        const session = c.get("session");
        if (session) await sessions.revoke(session.token);
        clearSessionCookie(c, config.PUBLIC_URL);
        return ok(c, { message: "Signed out" });
      })
      .get("/sessions", requireUser, async (c) => {
        const { user, session } = signedIn(c);
        return ok(c, await sessions.list(user.id, session.id));
      })
      // Ends all the user's other sessions; this one stays signed in.
      .delete("/sessions", requireUser, async (c) => {
        const proof = await readOptionalJson(c, reauthenticationSchema);
        const { user, session } = signedIn(c);
        const outcome = loggedOutcome(
          audit,
          c,
          "other-sessions-ended",
          await auth.endOtherSessions(user, session.id, proof),
        );
        return ok(c, { ended: outcome.ended });
      })
      .delete("/sessions/:id", requireUser, async (c) => {
        const { user, session } = signedIn(c);
        const id = c.req.param("id");
        // Another user's session id answers as an unknown one: 404 either way.
        found(isUuid(id) && (await sessions.revokeOwn(user.id, id)), "Session not found");
        audit(c, "session-ended", { outcome: "ok" });
        if (id === session.id) clearSessionCookie(c, config.PUBLIC_URL);
        return ok(c, { ended: 1 });
      })
      .put("/password", requireUser, async (c) => {
        const body = await readJsonBody(c);
        const { user, session } = signedIn(c);
        const outcome = loggedOutcome(
          audit,
          c,
          "password-changed",
          await auth.changePassword(user, session.id, body),
        );
        return ok(c, { message: outcome.message });
      })
      .post("/forgotpassword", async (c) => {
        const body = await readJsonBody(c);
        const outcome = await auth.forgotPassword(body, clientIp(c, config.TRUST_PROXY));
        if (!outcome.ok) throw refused(outcome);
        return ok(c, { message: outcome.message });
      })
      .put("/resetpassword/:token", async (c) => {
        const body = await readJsonBody(c);
        const ip = clientIp(c, config.TRUST_PROXY);
        const outcome = loggedOutcome(
          audit,
          c,
          "password-reset",
          await auth.resetPassword(c.req.param("token"), body, ip),
        );
        return ok(c, { message: outcome.message });
      })
  );
}
