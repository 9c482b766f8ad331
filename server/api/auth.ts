import type { Context } from "hono";
import { Hono } from "hono";
import { requireUser } from "../auth/middleware";
import { clearSessionCookie, sessionCookie } from "../auth/session-cookie";
import type { Config } from "../config";
import { clientIp } from "../http/client-ip";
import type { Services } from "../services/container";
import type { ApiEnv } from "./env";
import { fail, isUuid, ok, refuse } from "./respond";
import { readJsonBody } from "./validate";

/** The signed-in user and session of a route behind requireUser. */
function signedIn(c: Context<ApiEnv>) {
  const user = c.get("user");
  const session = c.get("session");
  if (!user || !session) throw new Error("route needs requireUser");
  return { user, session };
}

/**
 * SPEC §7 auth calls, and the signed-in user's own sessions and password (the Account
 * screen); the auth service decides, checks and limits (server/services/auth.ts).
 */
export function authRoutes(services: Services, config: Config) {
  const { auth, sessions } = services;

  return (
    new Hono<ApiEnv>()
      .post("/login", async (c) => {
        const body = await readJsonBody(c);
        if (!body.ok) return body.response;
        const outcome = await auth.signIn(
          body.data,
          clientIp(c, config.TRUST_PROXY),
          c.req.header("user-agent"),
        );
        if (!outcome.ok) return refuse(c, outcome);
        c.header("Set-Cookie", sessionCookie(outcome, config.PUBLIC_URL), { append: true });
        c.header("Cache-Control", "no-store");
        return c.json({ success: true, token: outcome.token, data: outcome.user });
      })
      .get("/me", requireUser, (c) => ok(c, c.get("user")))
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
        const { user, session } = signedIn(c);
        return ok(c, { ended: await sessions.revokeOthers(user.id, session.id) });
      })
      .delete("/sessions/:id", requireUser, async (c) => {
        const { user, session } = signedIn(c);
        const id = c.req.param("id");
        // Another user's session id answers as an unknown one: 404 either way.
        if (!isUuid(id) || !(await sessions.revokeOwn(user.id, id))) return fail(c, 404, "Session not found");
        if (id === session.id) clearSessionCookie(c, config.PUBLIC_URL);
        return ok(c, { ended: 1 });
      })
      .put("/password", requireUser, async (c) => {
        const body = await readJsonBody(c);
        if (!body.ok) return body.response;
        const { user, session } = signedIn(c);
        const outcome = await auth.changePassword(user, session.id, body.data);
        return outcome.ok ? ok(c, { message: outcome.message }) : refuse(c, outcome);
      })
      .post("/forgotpassword", async (c) => {
        const body = await readJsonBody(c);
        if (!body.ok) return body.response;
        const outcome = await auth.forgotPassword(body.data, clientIp(c, config.TRUST_PROXY));
        return outcome.ok ? ok(c, { message: outcome.message }) : refuse(c, outcome);
      })
      .put("/resetpassword/:token", async (c) => {
        const body = await readJsonBody(c);
        if (!body.ok) return body.response;
        const ip = clientIp(c, config.TRUST_PROXY);
        const outcome = await auth.resetPassword(c.req.param("token"), body.data, ip);
        return outcome.ok ? ok(c, { message: outcome.message }) : refuse(c, outcome);
      })
  );
}
