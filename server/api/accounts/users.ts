import type { Context } from "hono";
import { Hono } from "hono";
import { createUserSchema, reauthenticationSchema, updateUserSchema } from "#domain/accounts/user";
import { requireAdmin } from "../../http/authenticate";
import { found } from "../../http/http-error";
import type { PublicUser } from "../../services/accounts/users";
import type { Services } from "../../services/container";
import { routes, serve } from "../openapi/contract";
import { data, done, ended, list, message } from "../openapi/operation";
import { listedUserSchema, userSchema } from "../openapi/records";
import type { ApiEnv } from "../shared/env";
import { reauthentication } from "../shared/reauthentication";
import { isUuid } from "../shared/respond";
import { loggedOutcome, type SecurityLog } from "../shared/security-log";

const NOT_FOUND = "User not found";

/** The users API, as the OpenAPI document, the checks and the admin client read it (decision 0090). */
export const usersApi = routes("/api/users", {
  list: { at: "GET /", summary: "List users", ok: list(listedUserSchema), access: "admin" },
  create: {
    at: "POST /",
    summary: "Create a user",
    description:
      "An administrator needs the admin's currentPassword (and code with two-factor on): 403 without it.",
    body: createUserSchema,
    ok: data(userSchema),
    status: 201,
    access: "admin",
    errors: [400, 409, 429],
  },
  update: {
    at: "PUT /:id",
    summary: "Edit a user",
    description:
      "A change of email, password or role needs the admin's currentPassword (and code with two-factor on): 403 without it.",
    body: updateUserSchema,
    ok: data(userSchema),
    access: "admin",
    errors: [400, 404, 409, 429],
  },
  signOut: {
    at: "DELETE /:id/sessions",
    summary: "End all of a user's sessions",
    ok: ended,
    access: "admin",
    errors: [404],
  },
  // For a user who lost their phone and their recovery codes: recorded with who did it.
  resetTwoFactor: {
    at: "DELETE /:id/two-factor",
    summary: "Reset another user's two-factor sign-in",
    description:
      "Recorded with who did it. Another administrator's needs the admin's currentPassword (and code) in the body: 403 without it; one's own is refused (400).",
    // The acting admin's password (and code), sent only when the action needs them.
    body: reauthenticationSchema,
    optionalBody: true,
    ok: message,
    access: "admin",
    errors: [400, 404, 429],
  },
  remove: {
    at: "DELETE /:id",
    summary: "Delete a user",
    description:
      "An administrator needs the admin's currentPassword (and code with two-factor on) in the body: 403 without it.",
    body: reauthenticationSchema,
    optionalBody: true,
    ok: done,
    access: "admin",
    errors: [400, 404, 429],
  },
});

export function userRoutes(services: Services, audit: SecurityLog) {
  const actor = (c: Context<ApiEnv>) => c.get("user") as PublicUser;

  // Whether an action needed the proof is for the service to say, from the stored rows.
  const reauthenticated = reauthentication(services);

  const known = (id: string) => found(isUuid(id) && id, NOT_FOUND);

  return (
    new Hono<ApiEnv>()
      .use(requireAdmin)
      .on(...serve(usersApi.list, () => services.users.list()))
      .on(
        ...serve(usersApi.create, async (c, { body }) => {
          const { currentPassword, code, ...user } = body;
          const proven = await reauthenticated(c, { currentPassword, code });
          const created = await services.users.add(user, proven);
          audit(c, "user-created", { outcome: "ok", targetId: created.id, detail: `role ${created.role}` });
          return created;
        }),
      )
      .on(
        ...serve(usersApi.update, async (c, { body }) => {
          const { currentPassword, code, ...changes } = body;
          const id = known(c.req.param("id"));
          const proven = await reauthenticated(c, { currentPassword, code });
          const updated = found(await services.users.update(actor(c).id, id, changes, proven), NOT_FOUND);
          // Which fields were sent, never their values.
          const sent = Object.entries(changes).filter(([, value]) => value !== undefined);
          audit(c, "user-changed", {
            outcome: "ok",
            targetId: id,
            detail: sent.map(([name]) => name).join(" "),
          });
          return updated;
        }),
      )
      // Signs the user out everywhere; an admin doing this to themselves keeps this session.
      .on(
        ...serve(usersApi.signOut, async (c) => {
          const id = c.req.param("id");
          found(isUuid(id) && (await services.users.get(id)), NOT_FOUND);
          const ended = await services.sessions.revokeOthers(id, c.get("session")?.id as string);
          audit(c, "user-signed-out", { outcome: "ok", targetId: id });
          return { ended };
        }),
      )
      .on(
        ...serve(usersApi.resetTwoFactor, async (c, { body }) => {
          const id = known(c.req.param("id"));
          const proven = await reauthenticated(c, body);
          const outcome = found(await services.auth.resetTwoFactor(actor(c), id, proven), NOT_FOUND);
          const { message } = loggedOutcome(audit, c, "two-factor-reset", outcome);
          return { message };
        }),
      )
      .on(
        ...serve(usersApi.remove, async (c, { body }) => {
          const id = known(c.req.param("id"));
          const proven = await reauthenticated(c, body);
          found(await services.users.remove(actor(c).id, id, proven), NOT_FOUND);
          audit(c, "user-deleted", { outcome: "ok", targetId: id });
          return {};
        }),
      )
  );
}
