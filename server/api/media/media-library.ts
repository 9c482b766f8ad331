import { Hono } from "hono";
import { UPLOAD_DUPLICATE_FIELD } from "#domain/content/media-library";
import { altInputSchema, libraryQuerySchema } from "#domain/content/media-library-schemas";
import { requireAdmin } from "../../http/authenticate";
import { found, HttpError } from "../../http/http-error";
import { SOLUTION_MEDIA_NAMES, SOLUTION_MEDIA_TYPES } from "../../media/sniff";
import type { Services } from "../../services/container";
import { routes, serve } from "../openapi/contract";
import { data, done, list } from "../openapi/operation";
import { libraryItemSchema, uploadedItemSchema } from "../openapi/records";
import type { ApiEnv } from "../shared/env";
import { isUuid, ok } from "../shared/respond";
import { readMediaUpload } from "./media-upload";

const NOT_FOUND = "Media not found";

/** The media library API (decision 0090). */
export const mediaLibraryApi = routes("/api/media", {
  list: {
    at: "GET /",
    summary: "The media library: every uploaded picture and video, newest first, with what uses each",
    description:
      "q matches part of the file name or the alt text (any case); type keeps pictures or videos; sha256 keeps the files with that content (as uploaded or as stored), to ask before sending a file whether the library has it. Resized variants are not listed.",
    query: libraryQuerySchema,
    ok: list(libraryItemSchema),
    access: "admin",
    errors: [400],
  },
  upload: {
    at: "POST /",
    summary: "Upload a picture or video into the library, with its alt text",
    description: `The file goes in field 'file' (${SOLUTION_MEDIA_NAMES}, at most 10 MB; pictures get resized variants), an optional alt text in 'alt'. A file whose content the library has already is not stored again: the answer is that file, with alreadyInLibrary true and status 200 (its alt text, if it had none, becomes the one sent). Send ${UPLOAD_DUPLICATE_FIELD}=keep to store a second copy all the same.`,
    upload: "file",
    ok: data(uploadedItemSchema),
    status: 201,
    access: "admin",
    errors: [400, 413, 415, 422],
  },
  get: {
    at: "GET /:id",
    summary: "One file of the media library",
    ok: data(libraryItemSchema),
    access: "admin",
    errors: [404],
  },
  setAlt: {
    at: "PATCH /:id",
    summary: "Set a picture's alt text, or mark it decorative",
    description:
      "Send {alt: 'what it shows'}, or {decorative: true} for a picture that only decorates (its alt is then empty). Public pages showing the picture use it.",
    body: altInputSchema,
    ok: data(libraryItemSchema),
    access: "admin",
    errors: [400, 404],
  },
  remove: {
    at: "DELETE /:id",
    summary: "Delete a file and its variants",
    description: "Refused with 409, naming its uses, while a solution or the homepage video uses it.",
    ok: done,
    access: "admin",
    errors: [404, 409],
  },
});

/** The id in the path: a UUID, or no such file (404 rather than a database error). */
function fileId(id: string): string {
  if (!isUuid(id)) throw new HttpError(404, NOT_FOUND);
  return id;
}

/** The media library's admin API (decision 0058-media-library). */
export function mediaLibraryRoutes(services: Services) {
  const library = services.mediaLibrary;
  return new Hono<ApiEnv>()
    .on(...serve(mediaLibraryApi.list, requireAdmin, (_c, { query }) => library.list(query)))
    .on(
      ...serve(mediaLibraryApi.upload, requireAdmin, async (c) => {
        const file = await readMediaUpload(c, "file", SOLUTION_MEDIA_TYPES, SOLUTION_MEDIA_NAMES);
        const uploaded = await library.upload(file);
        return ok(c, uploaded, uploaded.alreadyInLibrary ? 200 : 201);
      }),
    )
    .on(
      ...serve(mediaLibraryApi.get, requireAdmin, async (c) =>
        found(await library.get(fileId(c.req.param("id"))), NOT_FOUND),
      ),
    )
    .on(
      ...serve(mediaLibraryApi.setAlt, requireAdmin, async (c, { body }) =>
        found(await library.setAlt(fileId(c.req.param("id")), body), NOT_FOUND),
      ),
    )
    .on(
      ...serve(mediaLibraryApi.remove, requireAdmin, async (c) => {
        found(await library.remove(fileId(c.req.param("id"))), NOT_FOUND);
        return {};
      }),
    );
}
