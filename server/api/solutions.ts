import { Hono } from "hono";
import { solutionInputSchema } from "#domain/solution";
import { requireAdmin } from "../http/authenticate";
import { found } from "../http/http-error";
import type { JsonCache } from "../http/public-cache/json-cache";
import { POSTER_IMAGE_TYPES, SOLUTION_MEDIA_TYPES } from "../media/sniff";
import type { Services } from "../services/container";
import type { ApiEnv } from "./env";
import { POSTER_NAMES, readMediaUpload } from "./media-upload";
import { ok, okAt } from "./respond";
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
        const stored = found(await services.solutions.getVersioned(id), NOT_FOUND);
        return okAt(c, stored, stored.solution);
      }
      const response = await cache.respond(c, async () => {
        const solution = await services.solutions.get(id);
        return solution && { success: true, data: solution };
      });
      return found(response, NOT_FOUND);
    })
    .post("/", requireAdmin, async (c) => {
      const body = await readJson(c, solutionInputSchema);
      const options = saveOptions(c);
      const created = await services.solutions.create(body, options);
      return okAt(c, created, created.solution, 201);
    })
    .put("/:id", requireAdmin, async (c) => {
      // The id is fixed after creation: the one in the path wins over any in the body.
      const id = c.req.param("id");
      const raw = await readJson(c, solutionInputSchema.omit({ id: true }));
      const options = saveOptions(c);
      const updated = found(await services.solutions.update(id, { ...raw, id }, options), NOT_FOUND);
      return okAt(c, updated, updated.solution);
    })
    .get("/:id/versions", requireAdmin, async (c) => {
      const list = await services.solutions.versions(c.req.param("id"));
      return ok(c, found(list, NOT_FOUND));
    })
    .post("/:id/versions/:version/restore", requireAdmin, async (c) => {
      const version = versionParam(c);
      const options = saveOptions(c);
      const restored = found(
        await services.solutions.restore(c.req.param("id"), version, options),
        VERSION_NOT_FOUND,
      );
      return okAt(c, restored, restored.solution);
    })
    .delete("/:id", requireAdmin, async (c) => {
      found(await services.solutions.remove(c.req.param("id")), NOT_FOUND);
      return ok(c, {});
    })
    .put("/:id/media", requireAdmin, async (c) => {
      const upload = await readMediaUpload(
        c,
        "media",
        SOLUTION_MEDIA_TYPES,
        "JPEG, PNG, GIF, WebP, MP4 and WebM",
      );
      const updated = await services.solutions.setMedia(c.req.param("id"), upload);
      return ok(c, found(updated, NOT_FOUND));
    })
    .delete("/:id/media", requireAdmin, async (c) => {
      found(await services.solutions.removeMedia(c.req.param("id")), NOT_FOUND);
      return ok(c, {});
    })
    .put("/:id/media/poster", requireAdmin, async (c) => {
      const upload = await readMediaUpload(c, "poster", POSTER_IMAGE_TYPES, POSTER_NAMES);
      const updated = await services.solutions.setPoster(c.req.param("id"), upload);
      return ok(c, found(updated, NOT_FOUND));
    })
    .delete("/:id/media/poster", requireAdmin, async (c) => {
      found(await services.solutions.removePoster(c.req.param("id")), NOT_FOUND);
      return ok(c, {});
    });
}
