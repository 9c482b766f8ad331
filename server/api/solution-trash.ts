import { Hono } from "hono";
import { requireAdmin } from "../http/authenticate";
import { found } from "../http/http-error";
import type { Services } from "../services/container";
import type { ApiEnv } from "./env";
import { data, documented, list } from "./openapi/operation";
import { solutionSchema, trashedSolutionSchema } from "./openapi/records";
import { ok, okAt } from "./respond";

// Deleted solutions wait here for 30 days (issue 31). Apart from /api/solutions, whose `{id}`
// could be any word, so that no solution's id is taken by the Trash.

const NOT_IN_TRASH = "Solution not found in the Trash";

const described = {
  list: documented({
    summary: "Solutions in the Trash",
    description: "Most recently deleted first, each with when it is deleted for good.",
    ok: list(trashedSolutionSchema),
    access: "admin",
  }),
  restore: documented({
    summary: "Restore a solution from the Trash, with its media and versions",
    ok: data(solutionSchema),
    access: "admin",
    errors: [404],
  }),
};

export function solutionTrashRoutes(services: Services) {
  return new Hono<ApiEnv>()
    .get("/solutions", described.list, requireAdmin, async (c) => ok(c, await services.solutions.listTrash()))
    .post("/solutions/:id/restore", described.restore, requireAdmin, async (c) => {
      const restored = found(await services.solutions.restoreFromTrash(c.req.param("id")), NOT_IN_TRASH);
      return okAt(c, restored, restored.solution);
    });
}
