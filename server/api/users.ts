import type { Context } from "hono";
import { Hono } from "hono";
import type { z } from "zod";
import { createUserSchema, reauthenticationSchema, updateUserSchema } from "#domain/user";
import { requireAdmin } from "../http/authenticate";
import { found, refused } from "../http/http-error";
import type { Services } from "../services/container";
import type { PublicUser } from "../services/users";
import type { ApiEnv } from "./env";
import { isUuid, ok } from "./respond";
import { loggedOutcome, type SecurityLog } from "./security-log";
import { readJson, readOptionalJson } from "./validate";

const NOT_FOUND = "User not found";

export function userRoutes(services: Services, audit: SecurityLog) {
  const actor = (c: Context<ApiEnv>) => c.get("user") as PublicUser;

  /**
   * Checks the acting admin's password (and code) whenever the body has them, refusing a wrong
   * one; whether the action needed them is for the service to say, from the stored rows.
   */
  async function reauthenticated(
    c: Context<ApiEnv>,
    { currentPassword, code }: z.output<typeof reauthenticationSchema>,
  ): Promise<boolean> {
    if (!currentPassword) return false;
    const refusal = await services.auth.confirmIdentity(actor(c), { currentPassword, code });
    if (refusal) throw refused(refusal);
    return true;
  }

  return (
    new Hono<ApiEnv>()
      .use(requireAdmin)
      .get("/", async (c) => ok(c, await services.users.list()))
      .post("/", async (c) => {
        const { currentPassword, code, ...user } = await readJson(c, createUserSchema);
        const proven = await reauthenticated(c, { currentPassword, code });
        const created = await services.users.add(user, proven);
        audit(c, "user-created", { outcome: "ok", targetId: created.id, detail: `role ${created.role}` });
        return ok(c, created, 201);
      })
      .put("/:id", async (c) => {
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
      .delete("/:id/sessions", async (c) => {
        const id = c.req.param("id");
        found(isUuid(id) && (await services.users.get(id)), NOT_FOUND);
        const ended = await services.sessions.revokeOthers(id, c.get("session")?.id as string);
        audit(c, "user-signed-out", { outcome: "ok", targetId: id });
        return ok(c, { ended });
      })
      // For a user who lost their phone and their recovery codes: recorded with who did it.
      .delete("/:id/two-factor", async (c) => {
        const id = found(isUuid(c.req.param("id")) && c.req.param("id"), NOT_FOUND);
        const proven = await reauthenticated(c, await readOptionalJson(c, reauthenticationSchema));
        const outcome = found(await services.auth.resetTwoFactor(actor(c), id, proven), NOT_FOUND);
        const { message } = loggedOutcome(audit, c, "two-factor-reset", outcome);
        return ok(c, { message });
      })
      .delete("/:id", async (c) => {
        const id = found(isUuid(c.req.param("id")) && c.req.param("id"), NOT_FOUND);
        const proven = await reauthenticated(c, await readOptionalJson(c, reauthenticationSchema));
        found(await services.users.remove(actor(c).id, id, proven), NOT_FOUND);
        audit(c, "user-deleted", { outcome: "ok", targetId: id });
        return ok(c, {});
      })
  );
}
