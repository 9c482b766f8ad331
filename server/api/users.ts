import type { Context } from "hono";
import { Hono } from "hono";
import { createUserSchema, reauthenticationSchema, updateUserSchema } from "#domain/user";
import { requireAdmin } from "../http/authenticate";
import { found } from "../http/http-error";
import type { Services } from "../services/container";
import type { PublicUser } from "../services/users";
import type { ApiEnv } from "./env";
import { data, documented, done, ended, json, list, message } from "./openapi/operation";
import { listedUserSchema, userSchema } from "./openapi/records";
import { reauthentication } from "./reauthentication";
import { isUuid, ok } from "./respond";
import { loggedOutcome, type SecurityLog } from "./security-log";
import { readJson, readOptionalJson } from "./validate";

const NOT_FOUND = "User not found";

/** The acting admin's password (and code), sent with a DELETE only when the action needs them. */
const proof = json(reauthenticationSchema, { optional: true });

const described = {
  list: documented({ summary: "List users", ok: list(listedUserSchema), access: "admin" }),
  create: documented({
    summary: "Create a user",
    description:
      "An administrator needs the admin's currentPassword (and code with two-factor on): 403 without it.",
    body: json(createUserSchema),
    ok: data(userSchema),
    status: 201,
    access: "admin",
    errors: [400, 409, 429],
  }),
  update: documented({
    summary: "Edit a user",
    description:
      "A change of email, password or role needs the admin's currentPassword (and code with two-factor on): 403 without it.",
    body: json(updateUserSchema),
    ok: data(userSchema),
    access: "admin",
    errors: [400, 404, 409, 429],
  }),
  signOut: documented({
    summary: "End all of a user's sessions",
    ok: ended,
    access: "admin",
    errors: [404],
  }),
  resetTwoFactor: documented({
    summary: "Reset another user's two-factor sign-in",
    description:
      "Recorded with who did it. Another administrator's needs the admin's currentPassword (and code) in the body: 403 without it; one's own is refused (400).",
    body: proof,
    ok: message,
    access: "admin",
    errors: [400, 404, 429],
  }),
  remove: documented({
    summary: "Delete a user",
    description:
      "An administrator needs the admin's currentPassword (and code with two-factor on) in the body: 403 without it.",
    body: proof,
    ok: done,
    access: "admin",
    errors: [400, 404, 429],
  }),
};

export function userRoutes(services: Services, audit: SecurityLog) {
  const actor = (c: Context<ApiEnv>) => c.get("user") as PublicUser;

  // Whether an action needed the proof is for the service to say, from the stored rows.
  const reauthenticated = reauthentication(services);

  return (
    new Hono<ApiEnv>()
      .use(requireAdmin)
      .get("/", described.list, async (c) => ok(c, await services.users.list()))
      .post("/", described.create, async (c) => {
        const { currentPassword, code, ...user } = await readJson(c, createUserSchema);
        const proven = await reauthenticated(c, { currentPassword, code });
        const created = await services.users.add(user, proven);
        audit(c, "user-created", { outcome: "ok", targetId: created.id, detail: `role ${created.role}` });
        return ok(c, created, 201);
      })
      .put("/:id", described.update, async (c) => {
        const { currentPassword, code, ...changes } = await readJson(c, updateUserSchema);
        const id = found(isUuid(c.req.param("id")) && c.req.param("id"), NOT_FOUND);
        const proven = await reauthenticated(c, { currentPassword, code });
        const updated = found(await services.users.update(actor(c).id, id, changes, proven), NOT_FOUND);
        // Which fields were sent, never their values.
        const sent = Object.entries(changes).filter(([, value]) => value !== undefined);
        audit(c, "user-changed", {
          outcome: "ok",
          targetId: id,
          detail: sent.map(([name]) => name).join(" "),
        });
        return ok(c, updated);
      })
      // Signs the user out everywhere; an admin doing this to themselves keeps this session.
      .delete("/:id/sessions", described.signOut, async (c) => {
        const id = c.req.param("id");
        found(isUuid(id) && (await services.users.get(id)), NOT_FOUND);
        const ended = await services.sessions.revokeOthers(id, c.get("session")?.id as string);
        audit(c, "user-signed-out", { outcome: "ok", targetId: id });
        return ok(c, { ended });
      })
      // For a user who lost their phone and their recovery codes: recorded with who did it.
      .delete("/:id/two-factor", described.resetTwoFactor, async (c) => {
        const id = found(isUuid(c.req.param("id")) && c.req.param("id"), NOT_FOUND);
        const proven = await reauthenticated(c, await readOptionalJson(c, reauthenticationSchema));
        const outcome = found(await services.auth.resetTwoFactor(actor(c), id, proven), NOT_FOUND);
        const { message } = loggedOutcome(audit, c, "two-factor-reset", outcome);
        return ok(c, { message });
      })
      .delete("/:id", described.remove, async (c) => {
        const id = found(isUuid(c.req.param("id")) && c.req.param("id"), NOT_FOUND);
        const proven = await reauthenticated(c, await readOptionalJson(c, reauthenticationSchema));
        found(await services.users.remove(actor(c).id, id, proven), NOT_FOUND);
        audit(c, "user-deleted", { outcome: "ok", targetId: id });
        return ok(c, {});
      })
  );
}
