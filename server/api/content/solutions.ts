import { Hono } from "hono";
import { z } from "zod";
import {
  FINDER_API_RESULTS,
  FINDER_EMPTY_MESSAGE,
  FINDER_MAX_CHARS,
  FINDER_PARAM,
} from "#domain/content/finder";
import { pickMediaSchema } from "#domain/content/media-library-schemas";
import { previewPath, solutionInputSchema } from "#domain/content/solution";
import { readsAsAdmin, requireAdmin } from "../../http/authenticate";
import { clientIp } from "../../http/client-ip";
import { found, HttpError } from "../../http/http-error";
import type { JsonCache } from "../../http/public-cache/json-cache";
import { POSTER_IMAGE_TYPES, SOLUTION_MEDIA_NAMES, SOLUTION_MEDIA_TYPES } from "../../media/sniff";
import type { Services } from "../../services/container";
import { POSTER_NAMES, readMediaUpload } from "../media/media-upload";
import { routes, serve } from "../openapi/contract";
import { data, done, list } from "../openapi/operation";
import {
  finderAnswerSchema,
  previewLinkSchema,
  solutionSchema,
  solutionSummarySchema,
} from "../openapi/records";
import { restoreRoute, versionsRoute } from "../openapi/version-routes";
import type { ApiEnv } from "../shared/env";
import { okAt } from "../shared/respond";
import { saveOptions, VERSION_NOT_FOUND, versionParam } from "../shared/versioning";

const NOT_FOUND = "Solution not found";
// The id is fixed after creation: the one in the path wins over any in the body.
const replacementSchema = solutionInputSchema.omit({ id: true });

const finderQuerySchema = z.object({
  [FINDER_PARAM]: z
    .string()
    .optional()
    .describe(`The visitor's words; cut to ${FINDER_MAX_CHARS} characters`),
});

/** The solutions API (decision 0090). */
export const solutionsApi = routes("/api/solutions", {
  match: {
    at: "GET /match",
    summary: "The published solutions that fit a visitor's description of their problem",
    description: `Best first, at most ${FINDER_API_RESULTS}, each with a one-line reason in the visitor's own words; noMatch (and no solutions) when none fits well enough. Words beyond ${FINDER_MAX_CHARS} characters are ignored. The words are not stored (decision 0085).`,
    query: finderQuerySchema,
    ok: finderAnswerSchema,
    errors: [400],
  },
  list: {
    at: "GET /",
    summary: "List solutions (list view)",
    description:
      "Anonymous visitors get the published solutions that are due; an admin gets every one, with its status and publishAt.",
    ok: list(solutionSummarySchema),
  },
  get: {
    at: "GET /:id",
    summary: "A full solution",
    description:
      "For an admin, with its version as the ETag, read from the database rather than the cache. A draft or a solution not yet due is 404 but for admins.",
    ok: data(solutionSchema),
    errors: [400, 404],
  },
  create: {
    at: "POST /",
    summary: "Create a solution",
    body: solutionInputSchema,
    ok: data(solutionSchema),
    status: 201,
    access: "admin",
    errors: [400, 409],
  },
  replace: {
    at: "PUT /:id",
    summary: "Replace a solution (keeps the version it replaces)",
    body: replacementSchema,
    ok: data(solutionSchema),
    access: "admin",
    errors: [400, 404],
    versioned: true,
  },
  versions: versionsRoute("/:id", "a solution"),
  restore: restoreRoute("/:id", "a solution", solutionSchema),
  preview: {
    at: "POST /:id/preview",
    summary:
      "A signed link showing the solution as it is now, valid for 7 days or until it is saved again, changed or put in the Trash",
    ok: data(previewLinkSchema),
    access: "admin",
    errors: [404],
  },
  remove: {
    at: "DELETE /:id",
    summary: "Delete a solution: it goes to the Trash, restorable with its media and versions for 30 days",
    ok: done,
    access: "admin",
    errors: [400, 404],
  },
  setMedia: {
    at: "PUT /:id/media",
    summary: "Upload or replace a solution's media (pictures get resized variants)",
    upload: "media",
    ok: data(solutionSchema),
    access: "admin",
    errors: [400, 404, 413, 415, 422],
  },
  pickMedia: {
    at: "PUT /:id/media/pick",
    summary: "Use a file of the media library as a solution's media",
    description: "The file stays in the library; the one it replaces stays there too.",
    body: pickMediaSchema,
    ok: data(solutionSchema),
    access: "admin",
    errors: [400, 404],
  },
  removeMedia: {
    at: "DELETE /:id/media",
    summary: "Delete a solution's media",
    ok: done,
    access: "admin",
    errors: [400, 404],
  },
  setPoster: {
    at: "PUT /:id/media/poster",
    summary: "Upload or replace the poster image of a solution's video",
    upload: "poster",
    ok: data(solutionSchema),
    access: "admin",
    errors: [400, 404, 409, 413, 415, 422],
  },
  removePoster: {
    at: "DELETE /:id/media/poster",
    summary: "Delete the poster of a solution's video",
    ok: done,
    access: "admin",
    errors: [404],
  },
});

export function solutionRoutes(services: Services, cache: JsonCache, publicUrl: string, trustProxy: number) {
  return (
    new Hono<ApiEnv>()
      .on(
        ...serve(solutionsApi.list, async (c) => {
          // Admins see drafts and scheduled solutions too, so never the shared cache's list.
          if (readsAsAdmin(c)) return services.solutions.listAll();
          const response = await cache.respond(c, async () => {
            const list = await services.solutions.list();
            return { success: true, count: list.length, data: list };
          });
          return response as Response;
        }),
      )
      // Before "/:id": `match` is a reserved solution id (decision 0085).
      .on(
        ...serve(solutionsApi.match, async (c, { query }) => {
          const answer = await services.finder.match(query[FINDER_PARAM] ?? "", FINDER_API_RESULTS, {
            headers: Object.fromEntries(c.req.raw.headers),
            clientIp: clientIp(c, trustProxy),
            path: c.req.path,
          });
          if (!answer)
            throw new HttpError(400, FINDER_EMPTY_MESSAGE, {
              errors: { [FINDER_PARAM]: FINDER_EMPTY_MESSAGE },
            });
          c.header("Cache-Control", "no-store");
          return c.json({ success: true, data: answer.matches, noMatch: answer.noMatch });
        }),
      )
      .on(
        ...serve(solutionsApi.get, async (c) => {
          const id = c.req.param("id");
          // An admin edits what is stored now, at its version (the ETag a save sends back as
          // If-Match), so not the shared cache's copy.
          if (readsAsAdmin(c)) {
            const stored = found(await services.solutions.getVersioned(id), NOT_FOUND);
            return okAt(c, stored, stored.solution);
          }
          const response = await cache.respond(c, async () => {
            const solution = await services.solutions.get(id);
            return solution && { success: true, data: solution };
          });
          return found(response, NOT_FOUND);
        }),
      )
      .on(
        ...serve(solutionsApi.create, requireAdmin, async (c, { body }) => {
          const created = await services.solutions.create(body, saveOptions(c));
          return okAt(c, created, created.solution, 201);
        }),
      )
      .on(
        ...serve(solutionsApi.replace, requireAdmin, async (c, { body }) => {
          const id = c.req.param("id");
          const options = saveOptions(c);
          const updated = found(await services.solutions.update(id, { ...body, id }, options), NOT_FOUND);
          return okAt(c, updated, updated.solution);
        }),
      )
      .on(
        ...serve(solutionsApi.versions, requireAdmin, async (c) =>
          found(await services.solutions.versions(c.req.param("id")), NOT_FOUND),
        ),
      )
      .on(
        ...serve(solutionsApi.restore, requireAdmin, async (c) => {
          const version = versionParam(c);
          const options = saveOptions(c);
          const restored = found(
            await services.solutions.restore(c.req.param("id"), version, options),
            VERSION_NOT_FOUND,
          );
          return okAt(c, restored, restored.solution);
        }),
      )
      .on(
        ...serve(solutionsApi.preview, requireAdmin, async (c) => {
          const id = c.req.param("id");
          const state = found(await services.solutions.previewState(id), NOT_FOUND);
          const { token, expiresAt } = await services.previewLinks.sign(id, state);
          return { url: `${publicUrl}${previewPath(id, token)}`, expiresAt };
        }),
      )
      .on(
        ...serve(solutionsApi.remove, requireAdmin, async (c) => {
          found(await services.solutions.remove(c.req.param("id")), NOT_FOUND);
          return {};
        }),
      )
      .on(
        ...serve(solutionsApi.setMedia, requireAdmin, async (c) => {
          const upload = await readMediaUpload(c, "media", SOLUTION_MEDIA_TYPES, SOLUTION_MEDIA_NAMES);
          return found(await services.solutions.setMedia(c.req.param("id"), upload), NOT_FOUND);
        }),
      )
      .on(
        ...serve(solutionsApi.pickMedia, requireAdmin, async (c, { body }) =>
          found(await services.solutions.pickMedia(c.req.param("id"), body.mediaId), NOT_FOUND),
        ),
      )
      .on(
        ...serve(solutionsApi.removeMedia, requireAdmin, async (c) => {
          found(await services.solutions.removeMedia(c.req.param("id")), NOT_FOUND);
          return {};
        }),
      )
      .on(
        ...serve(solutionsApi.setPoster, requireAdmin, async (c) => {
          const upload = await readMediaUpload(c, "poster", POSTER_IMAGE_TYPES, POSTER_NAMES);
          return found(await services.solutions.setPoster(c.req.param("id"), upload), NOT_FOUND);
        }),
      )
      .on(
        ...serve(solutionsApi.removePoster, requireAdmin, async (c) => {
          found(await services.solutions.removePoster(c.req.param("id")), NOT_FOUND);
          return {};
        }),
      )
  );
}
