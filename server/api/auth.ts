import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
// The bodies the auth service checks; named here for the API reference only.
import * as authBodies from "#domain/auth";
import { reauthenticationSchema } from "#domain/user";
import { clearSessionCookie, sessionCookie } from "../auth/session-cookie";
import type { Config } from "../config";
import { requireUser, requireUserDuringSetup } from "../http/authenticate";
import { clientIp } from "../http/client-ip";
import { found, refused } from "../http/http-error";
import type { SignInOutcome } from "../services/auth";
import type { Services } from "../services/container";
import type { ApiEnv } from "./env";
import { data, documented, ended, errorBody, json, list, message } from "./openapi/operation";
import {
  pendingTwoFactorSchema,
  sessionSchema,
  signedInUserSchema,
  twoFactorStatusSchema,
  userSchema,
} from "./openapi/records";
import { isUuid, ok } from "./respond";
import { loggedOutcome, logSignIn, type SecurityLog } from "./security-log";
import { readJsonBody, readOptionalJson } from "./validate";

/** SPEC §7's login answer: the token (also set as the session cookie) and the user. */
const signedInBody = z.object({ success: z.literal(true), token: z.string(), data: userSchema });
/** A right password that needs its code: the challenge to send back with it. */
const codeNeeded = {
  401: {
    description: "Not signed in; with twoFactorRequired, the password was right and a code is needed",
    schema: errorBody.extend({
      twoFactorRequired: z.literal(true).optional(),
      challenge: z.string().optional(),
    }),
  },
};

const described = {
  login: documented({
    summary: "Sign in",
    description:
      "With two-factor sign-in on, a right password answers 401 with twoFactorRequired and a challenge for /api/auth/login/code.",
    body: json(authBodies.loginSchema),
    ok: signedInBody,
    errors: [400, 429],
    otherResponses: codeNeeded,
  }),
  loginCode: documented({
    summary: "Finish a sign-in with a code",
    description:
      "The code from the authenticator app, or a recovery code, with the challenge of /api/auth/login.",
    body: json(authBodies.signInCodeSchema),
    ok: signedInBody,
    errors: [400, 401, 429],
  }),
  me: documented({ summary: "The signed-in user", ok: data(signedInUserSchema), access: "user" }),
  twoFactor: documented({
    summary: "The signed-in user's two-factor sign-in",
    ok: data(twoFactorStatusSchema),
    access: "user",
  }),
  twoFactorSetup: documented({
    summary: "Start a two-factor setup",
    description: "The secret, its otpauth:// address and QR code; the setup expires in 10 minutes.",
    body: json(authBodies.twoFactorSetupSchema),
    ok: data(pendingTwoFactorSchema),
    access: "user",
    errors: [400, 403, 429],
  }),
  twoFactorConfirm: documented({
    summary: "Turn two-factor sign-in on",
    description: "With the setup's first code. Answers the ten recovery codes, this once.",
    body: json(authBodies.twoFactorConfirmSchema),
    ok: data(z.object({ recoveryCodes: z.array(z.string()) })),
    access: "user",
    errors: [400, 403, 429],
  }),
  twoFactorOff: documented({
    summary: "Turn two-factor sign-in off",
    description: "With the password and a code.",
    body: json(authBodies.twoFactorOffSchema),
    ok: message,
    access: "user",
    errors: [400, 403, 429],
  }),
  logout: documented({ summary: "Sign out (revokes the session)", ok: message }),
  sessions: documented({
    summary: "The signed-in user's sessions",
    ok: list(sessionSchema),
    access: "user",
  }),
  endOtherSessions: documented({
    summary: "End the signed-in user's other sessions",
    description: "Needs their currentPassword (and code with two-factor on) in the body: 403 without it.",
    body: json(reauthenticationSchema, { optional: true }),
    ok: ended,
    access: "user",
    errors: [400, 403, 429],
  }),
  endSession: documented({
    summary: "End one of the signed-in user's own sessions",
    ok: ended,
    access: "user",
    errors: [403, 404],
  }),
  changePassword: documented({
    summary: "Change the signed-in user's password",
    description: "Ends their other sessions.",
    body: json(authBodies.changePasswordSchema),
    ok: message,
    access: "user",
    errors: [400, 403, 429],
  }),
  forgotPassword: documented({
    summary: "Email a reset link",
    body: json(authBodies.forgotPasswordSchema),
    ok: message,
    errors: [400, 429],
  }),
  resetPassword: documented({
    summary: "Set a new password",
    body: json(authBodies.resetPasswordSchema),
    ok: message,
    errors: [400, 429],
  }),
};

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
      .post("/login", described.login, async (c) => {
        const body = await readJsonBody(c);
        const ip = clientIp(c, config.TRUST_PROXY);
        return signInAnswer(c, "sign-in", await auth.signIn(body, ip, c.req.header("user-agent")));
      })
      .post("/login/code", described.loginCode, async (c) => {
        const body = await readJsonBody(c);
        return signInAnswer(c, "sign-in-code", await auth.completeSignIn(body, c.req.header("user-agent")));
      })
      // Also for an admin who must set up two-factor sign-in first: the admin area reads it.
      .get("/me", described.me, requireUserDuringSetup, (c) => {
        const twoFactor = c.get("twoFactor");
        return ok(c, {
          ...c.get("user"),
          twoFactor: twoFactor?.enabled ?? false,
          twoFactorSetupRequired: twoFactor?.setupRequired ?? false,
        });
      })
      .get("/two-factor", described.twoFactor, requireUserDuringSetup, async (c) => {
        return ok(c, await auth.twoFactorStatus(signedIn(c).user));
      })
      .post("/two-factor/setup", described.twoFactorSetup, requireUserDuringSetup, async (c) => {
        const body = await readJsonBody(c);
        const outcome = await auth.startTwoFactorSetup(signedIn(c).user, body);
        if (!outcome.ok) throw refused(outcome);
        return ok(c, outcome.setup);
      })
      .post("/two-factor/confirm", described.twoFactorConfirm, requireUserDuringSetup, async (c) => {
        const body = await readJsonBody(c);
        const outcome = loggedOutcome(
          audit,
          c,
          "two-factor-on",
          await auth.confirmTwoFactorSetup(signedIn(c).user, body),
        );
        return ok(c, { recoveryCodes: outcome.recoveryCodes });
      })
      .post("/two-factor/off", described.twoFactorOff, requireUser, async (c) => {
        const body = await readJsonBody(c);
        const outcome = loggedOutcome(
          audit,
          c,
          "two-factor-off",
          await auth.turnOffTwoFactor(signedIn(c).user, body),
        );
        return ok(c, { message: outcome.message });
      })
      .get("/logout", described.logout, async (c) => {
        const session = c.get("session");
        if (session) await sessions.revoke(session.token);
        clearSessionCookie(c, config.PUBLIC_URL);
        return ok(c, { message: "Signed out" });
      })
      .get("/sessions", described.sessions, requireUser, async (c) => {
        const { user, session } = signedIn(c);
        return ok(c, await sessions.list(user.id, session.id));
      })
      // Ends all the user's other sessions; this one stays signed in.
      .delete("/sessions", described.endOtherSessions, requireUser, async (c) => {
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
      .delete("/sessions/:id", described.endSession, requireUser, async (c) => {
        const { user, session } = signedIn(c);
        const id = c.req.param("id");
        // Another user's session id answers as an unknown one: 404 either way.
        found(isUuid(id) && (await sessions.revokeOwn(user.id, id)), "Session not found");
        audit(c, "session-ended", { outcome: "ok" });
        if (id === session.id) clearSessionCookie(c, config.PUBLIC_URL);
        return ok(c, { ended: 1 });
      })
      .put("/password", described.changePassword, requireUser, async (c) => {
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
      .post("/forgotpassword", described.forgotPassword, async (c) => {
        const body = await readJsonBody(c);
        const outcome = await auth.forgotPassword(body, clientIp(c, config.TRUST_PROXY));
        if (!outcome.ok) throw refused(outcome);
        return ok(c, { message: outcome.message });
      })
      .put("/resetpassword/:token", described.resetPassword, async (c) => {
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
