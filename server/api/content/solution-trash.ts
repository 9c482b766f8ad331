import { Hono } from "hono";
import { requireAdmin } from "../../http/authenticate";
import { found } from "../../http/http-error";
import type { Services } from "../../services/container";
import { routes, serve } from "../openapi/contract";
import { data, list } from "../openapi/operation";
import { solutionSchema, trashedSolutionSchema } from "../openapi/records";
import type { ApiEnv } from "../shared/env";
import { okAt } from "../shared/respond";

// Deleted solutions wait here for 30 days (issue 31). Apart from /api/solutions, whose `{id}`
// could be any word, so that no solution's id is taken by the Trash.

const NOT_IN_TRASH = "Solution not found in the Trash";

/** The Trash API (decision 0090). */
export const trashApi = routes("/api/trash", {
  list: {
    at: "GET /solutions",
    summary: "Solutions in the Trash",
    description: "Most recently deleted first, each with when it is deleted for good.",
    ok: list(trashedSolutionSchema),
    access: "admin",
  },
  restore: {
    at: "POST /solutions/:id/restore",
    summary: "Restore a solution from the Trash, with its media and versions",
    ok: data(solutionSchema),
    access: "admin",
    errors: [404],
  },
});

export function solutionTrashRoutes(services: Services) {
  return new Hono<ApiEnv>()
    .on(...serve(trashApi.list, requireAdmin, () => services.solutions.listTrash()))
    .on(
      ...serve(trashApi.restore, requireAdmin, async (c) => {
        const restored = found(await services.solutions.restoreFromTrash(c.req.param("id")), NOT_IN_TRASH);
        return okAt(c, restored, restored.solution);
      }),
    );
}
