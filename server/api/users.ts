import { Hono } from "hono";
import { createUserSchema, updateUserSchema } from "../../domain/user";
import { requireAdmin } from "../auth/middleware";
import type { Services } from "../services/container";
import type { ApiEnv } from "./env";
import { fail, isUuid, ok } from "./respond";
import { readJson } from "./validate";

const NOT_FOUND = "User not found";

export function userRoutes(services: Services) {
  const actorId = (c: { get(key: "user"): { id: string } | null }) => c.get("user")?.id as string;
  return (
    new Hono<ApiEnv>()
      .use(requireAdmin)
      .get("/", async (c) => ok(c, await services.users.list()))
      .post("/", async (c) => {
        const body = await readJson(c, createUserSchema);
        if (!body.ok) return body.response;
        return ok(c, await services.users.create(body.data), 201);
      })
      .put("/:id", async (c) => {
        const body = await readJson(c, updateUserSchema);
        if (!body.ok) return body.response;
        const id = c.req.param("id");
        const updated = isUuid(id) ? await services.users.update(actorId(c), id, body.data) : null;
        return updated ? ok(c, updated) : fail(c, 404, NOT_FOUND);
      })
      // Signs the user out everywhere; an admin doing this to themselves keeps this session.
      .delete("/:id/sessions", async (c) => {
        const id = c.req.param("id");
        const user = isUuid(id) ? await services.users.get(id) : null;
        if (!user) return fail(c, 404, NOT_FOUND);
        return ok(c, { ended: await services.sessions.revokeOthers(id, c.get("session")?.id as string) });
      })
      .delete("/:id", async (c) => {
        const id = c.req.param("id");
        const removed = isUuid(id) && (await services.users.remove(actorId(c), id));
        return removed ? ok(c, {}) : fail(c, 404, NOT_FOUND);
      })
  );
}
