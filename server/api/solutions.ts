import { Hono } from "hono";
import { solutionInputSchema } from "../../domain/solution";
import { requireAdmin } from "../auth/middleware";
import type { JsonCache } from "../http/json-cache";
import { POSTER_IMAGE_TYPES, SOLUTION_MEDIA_TYPES } from "../media/sniff";
import type { Services } from "../services/container";
import type { ApiEnv } from "./env";
import { POSTER_NAMES, readMediaUpload } from "./media-upload";
import { fail, ok, okAt } from "./respond";
import { readJson } from "./validate";
import { saveOptions, VERSION_NOT_FOUND, versionParam } from "./versioning";

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
      // An admin edits what is stored now, at its version (the ETag a save sends back as
      // If-Match), so not the shared cache's copy.
      if (c.get("user")?.role === "admin") {
        const found = await services.solutions.getVersioned(id);
        return found ? okAt(c, found, found.solution) : fail(c, 404, NOT_FOUND);
      }
      const response = await cache.respond(c, async () => {
        const solution = await services.solutions.get(id);
        return solution && { success: true, data: solution };
      });
      return response ?? fail(c, 404, NOT_FOUND);
    })
    .post("/", requireAdmin, async (c) => {
      const body = await readJson(c, solutionInputSchema);
      if (!body.ok) return body.response;
      const options = saveOptions(c);
      if (!options.ok) return options.response;
      const created = await services.solutions.create(body.data, options.value);
      return okAt(c, created, created.solution, 201);
    })
    .put("/:id", requireAdmin, async (c) => {
      // The id is fixed after creation: the one in the path wins over any in the body.
      const id = c.req.param("id");
      const raw = await readJson(c, solutionInputSchema.omit({ id: true }));
      if (!raw.ok) return raw.response;
      const options = saveOptions(c);
      if (!options.ok) return options.response;
      const updated = await services.solutions.update(id, { ...raw.data, id }, options.value);
      return updated ? okAt(c, updated, updated.solution) : fail(c, 404, NOT_FOUND);
    })
    .get("/:id/versions", requireAdmin, async (c) => {
      const list = await services.solutions.versions(c.req.param("id"));
      return list ? ok(c, list) : fail(c, 404, NOT_FOUND);
    })
    .post("/:id/versions/:version/restore", requireAdmin, async (c) => {
      const version = versionParam(c);
      if (!version.ok) return version.response;
      const options = saveOptions(c);
      if (!options.ok) return options.response;
      const restored = await services.solutions.restore(c.req.param("id"), version.value, options.value);
      return restored ? okAt(c, restored, restored.solution) : fail(c, 404, VERSION_NOT_FOUND);
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
