import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
// The bodies the auth service checks (`checkedBy: "service"`).
import * as authBodies from "#domain/accounts/auth";
import { reauthenticationSchema } from "#domain/accounts/user";
import { clearSessionCookie, sessionCookie } from "../../auth/session-cookie";
import type { Config } from "../../config";
import { requireUser, requireUserDuringSetup } from "../../http/authenticate";
import { clientIp } from "../../http/client-ip";
import { found, refused } from "../../http/http-error";
import type { SignInOutcome } from "../../services/accounts/auth";
import type { Services } from "../../services/container";
import { routes, serve } from "../openapi/contract";
import { data, ended, errorBody, list, message } from "../openapi/operation";
import {
  pendingTwoFactorSchema,
  sessionSchema,
  signedInUserSchema,
  twoFactorStatusSchema,
  userSchema,
} from "../openapi/records";
import type { ApiEnv } from "../shared/env";
import { isUuid } from "../shared/respond";
import { loggedOutcome, logSignIn, type SecurityLog } from "../shared/security-log";

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

/** The auth API (decision 0090). Sign-in, reset and the second factor's bodies are checked by the auth service. */
export const authApi = routes("/api/auth", {
  login: {
    at: "POST /login",
    summary: "Sign in",
    description:
      "With two-factor sign-in on, a right password answers 401 with twoFactorRequired and a challenge for /api/auth/login/code.",
    body: authBodies.loginSchema,
    checkedBy: "service",
    ok: signedInBody,
    errors: [400, 429],
    otherResponses: codeNeeded,
  },
  loginCode: {
    at: "POST /login/code",
    summary: "Finish a sign-in with a code",
    description:
      "The code from the authenticator app, or a recovery code, with the challenge of /api/auth/login.",
    body: authBodies.signInCodeSchema,
    checkedBy: "service",
    ok: signedInBody,
    errors: [400, 401, 429],
  },
  me: {
    at: "GET /me",
    summary: "The signed-in user",
    ok: data(signedInUserSchema),
    access: "user",
  },
  twoFactor: {
    at: "GET /two-factor",
    summary: "The signed-in user's two-factor sign-in",
    ok: data(twoFactorStatusSchema),
    access: "user",
  },
  twoFactorSetup: {
    at: "POST /two-factor/setup",
    summary: "Start a two-factor setup",
    description: "The secret, its otpauth:// address and QR code; the setup expires in 10 minutes.",
    body: authBodies.twoFactorSetupSchema,
    checkedBy: "service",
    ok: data(pendingTwoFactorSchema),
    access: "user",
    errors: [400, 403, 429],
  },
  twoFactorConfirm: {
    at: "POST /two-factor/confirm",
    summary: "Turn two-factor sign-in on",
    description: "With the setup's first code. Answers the ten recovery codes, this once.",
    body: authBodies.twoFactorConfirmSchema,
    checkedBy: "service",
    ok: data(z.object({ recoveryCodes: z.array(z.string()) })),
    access: "user",
    errors: [400, 403, 429],
  },
  twoFactorOff: {
    at: "POST /two-factor/off",
    summary: "Turn two-factor sign-in off",
    description: "With the password and a code.",
    body: authBodies.twoFactorOffSchema,
    checkedBy: "service",
    ok: message,
    access: "user",
    errors: [400, 403, 429],
  },
  logout: { at: "GET /logout", summary: "Sign out (revokes the session)", ok: message },
  sessions: {
    at: "GET /sessions",
    summary: "The signed-in user's sessions",
    ok: list(sessionSchema),
    access: "user",
  },
  // Ends all the user's other sessions; this one stays signed in.
  endOtherSessions: {
    at: "DELETE /sessions",
    summary: "End the signed-in user's other sessions",
    description: "Needs their currentPassword (and code with two-factor on) in the body: 403 without it.",
    body: reauthenticationSchema,
    optionalBody: true,
    ok: ended,
    access: "user",
    errors: [400, 403, 429],
  },
  endSession: {
    at: "DELETE /sessions/:id",
    summary: "End one of the signed-in user's own sessions",
    ok: ended,
    access: "user",
    errors: [403, 404],
  },
  changePassword: {
    at: "PUT /password",
    summary: "Change the signed-in user's password",
    description: "Ends their other sessions.",
    body: authBodies.changePasswordSchema,
    checkedBy: "service",
    ok: message,
    access: "user",
    errors: [400, 403, 429],
  },
  forgotPassword: {
    at: "POST /forgotpassword",
    summary: "Email a reset link",
    body: authBodies.forgotPasswordSchema,
    checkedBy: "service",
    ok: message,
    errors: [400, 429],
  },
  resetPassword: {
    at: "PUT /resetpassword/:token",
    summary: "Set a new password",
    body: authBodies.resetPasswordSchema,
    checkedBy: "service",
    ok: message,
    errors: [400, 429],
  },
});

/** The signed-in user and session of a route behind requireUser. */
function signedIn(c: Context<ApiEnv>) {
  const user = c.get("user");
  const session = c.get("session");
  if (!user || !session) throw new Error("route needs requireUser");
  return { user, session };
}

/**
 * SPEC §7 auth calls, the signed-in user's own sessions, password and second factor (the
 * Account screen); the auth service decides, checks and limits (server/services/accounts/auth.ts).
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
      .on(
        ...serve(authApi.login, async (c, { body }) => {
          const ip = clientIp(c, config.TRUST_PROXY);
          return signInAnswer(c, "sign-in", await auth.signIn(body, ip, c.req.header("user-agent")));
        }),
      )
      .on(
        ...serve(authApi.loginCode, async (c, { body }) =>
          signInAnswer(c, "sign-in-code", await auth.completeSignIn(body, c.req.header("user-agent"))),
        ),
      )
      // Also for an admin who must set up two-factor sign-in first: the admin area reads it.
      .on(
        ...serve(authApi.me, requireUserDuringSetup, (c) => {
          const twoFactor = c.get("twoFactor");
          return {
            ...signedIn(c).user,
            twoFactor: twoFactor?.enabled ?? false,
            twoFactorSetupRequired: twoFactor?.setupRequired ?? false,
          };
        }),
      )
      .on(...serve(authApi.twoFactor, requireUserDuringSetup, (c) => auth.twoFactorStatus(signedIn(c).user)))
      .on(
        ...serve(authApi.twoFactorSetup, requireUserDuringSetup, async (c, { body }) => {
          const outcome = await auth.startTwoFactorSetup(signedIn(c).user, body);
          if (!outcome.ok) throw refused(outcome);
          return outcome.setup;
        }),
      )
      .on(
        ...serve(authApi.twoFactorConfirm, requireUserDuringSetup, async (c, { body }) => {
          const outcome = loggedOutcome(
            audit,
            c,
            "two-factor-on",
            await auth.confirmTwoFactorSetup(signedIn(c).user, body),
          );
          return { recoveryCodes: outcome.recoveryCodes };
        }),
      )
      .on(
        ...serve(authApi.twoFactorOff, requireUser, async (c, { body }) => {
          const outcome = loggedOutcome(
            audit,
            c,
            "two-factor-off",
            await auth.turnOffTwoFactor(signedIn(c).user, body),
          );
          return { message: outcome.message };
        }),
      )
      .on(
        ...serve(authApi.logout, async (c) => {
          const session = c.get("session");
          if (session) await sessions.revoke(session.token);
          clearSessionCookie(c, config.PUBLIC_URL);
          return { message: "Signed out" };
        }),
      )
      .on(
        ...serve(authApi.sessions, requireUser, (c) => {
          const { user, session } = signedIn(c);
          return sessions.list(user.id, session.id);
        }),
      )
      .on(
        ...serve(authApi.endOtherSessions, requireUser, async (c, { body }) => {
          const { user, session } = signedIn(c);
          const outcome = loggedOutcome(
            audit,
            c,
            "other-sessions-ended",
            await auth.endOtherSessions(user, session.id, body),
          );
          return { ended: outcome.ended };
        }),
      )
      .on(
        ...serve(authApi.endSession, requireUser, async (c) => {
          const { user, session } = signedIn(c);
          const id = c.req.param("id");
          // Another user's session id answers as an unknown one: 404 either way.
          found(isUuid(id) && (await sessions.revokeOwn(user.id, id)), "Session not found");
          audit(c, "session-ended", { outcome: "ok" });
          if (id === session.id) clearSessionCookie(c, config.PUBLIC_URL);
          return { ended: 1 };
        }),
      )
      .on(
        ...serve(authApi.changePassword, requireUser, async (c, { body }) => {
          const { user, session } = signedIn(c);
          const outcome = loggedOutcome(
            audit,
            c,
            "password-changed",
            await auth.changePassword(user, session.id, body),
          );
          return { message: outcome.message };
        }),
      )
      .on(
        ...serve(authApi.forgotPassword, async (c, { body }) => {
          const outcome = await auth.forgotPassword(body, clientIp(c, config.TRUST_PROXY));
          if (!outcome.ok) throw refused(outcome);
          return { message: outcome.message };
        }),
      )
      .on(
        ...serve(authApi.resetPassword, async (c, { body }) => {
          const ip = clientIp(c, config.TRUST_PROXY);
          const outcome = loggedOutcome(
            audit,
            c,
            "password-reset",
            await auth.resetPassword(c.req.param("token"), body, ip),
          );
          return { message: outcome.message };
        }),
      )
  );
}
