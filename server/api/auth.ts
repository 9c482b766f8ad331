import { Hono } from "hono";
import { requireUser } from "../auth/middleware";
import { clearSessionCookie, sessionCookie } from "../auth/session-cookie";
import type { Config } from "../config";
import { clientIp } from "../http/client-ip";
import type { Services } from "../services/container";
import type { ApiEnv } from "./env";
import { ok, refuse } from "./respond";
import { readJsonBody } from "./validate";

/** SPEC §7 auth calls; the auth service decides, checks and limits (server/services/auth.ts). */
export function authRoutes(services: Services, config: Config) {
  const { auth } = services;

  return new Hono<ApiEnv>()
    .post("/login", async (c) => {
      const body = await readJsonBody(c);
      if (!body.ok) return body.response;
      const outcome = await auth.signIn(body.data, clientIp(c, config.TRUST_PROXY));
      if (!outcome.ok) return refuse(c, outcome);
      c.header("Set-Cookie", sessionCookie(outcome, config.PUBLIC_URL), { append: true });
      c.header("Cache-Control", "no-store");
      return c.json({ success: true, token: outcome.token, data: outcome.user });
    })
    .get("/me", requireUser, (c) => ok(c, c.get("user")))
    .get("/logout", async (c) => {
      const session = c.get("session");
      if (session) await services.sessions.revoke(session.token);
      clearSessionCookie(c, config.PUBLIC_URL);
      return ok(c, { message: "Signed out" });
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
    });
}
