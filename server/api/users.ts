import { Hono } from "hono";
import { TWO_FACTOR_TEXTS } from "#domain/two-factor";
import { createUserSchema, updateUserSchema } from "#domain/user";
import { requireAdmin } from "../http/authenticate";
import { found, HttpError, refused } from "../http/http-error";
import type { Services } from "../services/container";
import type { PublicUser } from "../services/users";
import type { ApiEnv } from "./env";
import { isUuid, ok } from "./respond";
import { readJson } from "./validate";

const NOT_FOUND = "User not found";

export function userRoutes(services: Services) {
  const actor = (c: { get(key: "user"): PublicUser | null }) => c.get("user") as PublicUser;
  return (
    new Hono<ApiEnv>()
      .use(requireAdmin)
      .get("/", async (c) => ok(c, await services.users.list()))
      .post("/", async (c) => {
        const body = await readJson(c, createUserSchema);
        return ok(c, await services.users.create(body), 201);
      })
      .put("/:id", async (c) => {
        const { currentPassword, code, ...changes } = await readJson(c, updateUserSchema);
        const id = found(isUuid(c.req.param("id")) && c.req.param("id"), NOT_FOUND);
        // Checked whenever given; whether the change needed it is for users.update to say.
        if (currentPassword) {
          const refusal = await services.auth.confirmIdentity(actor(c), { currentPassword, code });
          if (refusal) throw refused(refusal);
        }
        const updated = await services.users.update(actor(c).id, id, changes, Boolean(currentPassword));
        return ok(c, found(updated, NOT_FOUND));
      })
      // Signs the user out everywhere; an admin doing this to themselves keeps this session.
      .delete("/:id/sessions", async (c) => {
        const id = c.req.param("id");
        found(isUuid(id) && (await services.users.get(id)), NOT_FOUND);
        return ok(c, { ended: await services.sessions.revokeOthers(id, c.get("session")?.id as string) });
      })
      // For a user who lost their phone and their recovery codes: recorded with who did it.
      .delete("/:id/two-factor", async (c) => {
        const id = c.req.param("id");
        found(isUuid(id) && (await services.users.get(id)), NOT_FOUND);
        const reset = await services.twoFactor.remove(id, actor(c), "two-factor-reset");
        if (!reset) throw new HttpError(400, TWO_FACTOR_TEXTS.notOn);
        return ok(c, { message: "Two-factor sign-in has been reset for this user." });
      })
      .delete("/:id", async (c) => {
        const id = c.req.param("id");
        found(isUuid(id) && (await services.users.remove(actor(c).id, id)), NOT_FOUND);
        return ok(c, {});
      })
  );
}
