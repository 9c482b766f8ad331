import { Hono } from "hono";
import { solutionInputSchema } from "../../domain/solution";
import { requireAdmin } from "../auth/middleware";
import type { JsonCache } from "../http/json-cache";
import { POSTER_IMAGE_TYPES, SOLUTION_MEDIA_TYPES } from "../media/sniff";
import type { Services } from "../services/container";
import type { ApiEnv } from "./env";
import { POSTER_NAMES, readMediaUpload } from "./media-upload";
import { fail, ok } from "./respond";
import { readJson } from "./validate";

const NOT_FOUND = "Solution not found";

export function solutionRoutes(services: Services, cache: JsonCache) {
  return new Hono<ApiEnv>()
    .get("/", async (c) => {
      const response = await cache.respond(c, async () => {
        const list = await services.solutions.list();
        return { success: true, count: list.length, data: list };
      });
      return response as Response;
    })
    .get("/:id", async (c) => {
      const id = c.req.param("id");
      const response = await cache.respond(c, async () => {
        const solution = await services.solutions.get(id);
        return solution && { success: true, data: solution };
      });
      return response ?? fail(c, 404, NOT_FOUND);
    })
    .post("/", requireAdmin, async (c) => {
      const body = await readJson(c, solutionInputSchema);
      if (!body.ok) return body.response;
      return ok(c, await services.solutions.create(body.data), 201);
    })
    .put("/:id", requireAdmin, async (c) => {
      // The id is fixed after creation: the one in the path wins over any in the body.
      const id = c.req.param("id");
      const raw = await readJson(c, solutionInputSchema.omit({ id: true }));
      if (!raw.ok) return raw.response;
      const updated = await services.solutions.update(id, { ...raw.data, id });
      return updated ? ok(c, updated) : fail(c, 404, NOT_FOUND);
    })
    .delete("/:id", requireAdmin, async (c) => {
      const removed = await services.solutions.remove(c.req.param("id"));
      return removed ? ok(c, {}) : fail(c, 404, NOT_FOUND);
    })
    .put("/:id/media", requireAdmin, async (c) => {
      const upload = await readMediaUpload(
        c,
        "media",
        SOLUTION_MEDIA_TYPES,
        "JPEG, PNG, GIF, WebP, MP4 and WebM",
      );
      if (!upload.ok) return upload.response;
      const updated = await services.solutions.setMedia(c.req.param("id"), upload.file);
      return updated ? ok(c, updated) : fail(c, 404, NOT_FOUND);
    })
    .delete("/:id/media", requireAdmin, async (c) => {
      const found = await services.solutions.removeMedia(c.req.param("id"));
      return found ? ok(c, {}) : fail(c, 404, NOT_FOUND);
    })
    .put("/:id/media/poster", requireAdmin, async (c) => {
      const upload = await readMediaUpload(c, "poster", POSTER_IMAGE_TYPES, POSTER_NAMES);
      if (!upload.ok) return upload.response;
      const updated = await services.solutions.setPoster(c.req.param("id"), upload.file);
      return updated ? ok(c, updated) : fail(c, 404, NOT_FOUND);
    })
    .delete("/:id/media/poster", requireAdmin, async (c) => {
      const found = await services.solutions.removePoster(c.req.param("id"));
      return found ? ok(c, {}) : fail(c, 404, NOT_FOUND);
    });
}
