import { type Context, Hono } from "hono";
import { z } from "zod";
import { aiBasicsContentSchema } from "#domain/ai-basics-content";
import { contactContentSchema } from "#domain/contact-content";
import { homeContentSchema } from "#domain/home-content";
import {
  CONTENT_PAGES,
  type ContentPage,
  isContentPage,
  pagePreviewPath,
  previewSubject,
} from "#domain/site-content";
import { requireAdmin } from "../http/authenticate";
import { found, HttpError } from "../http/http-error";
import type { Services } from "../services/container";
import type { ApiEnv } from "./env";
import { data, documented, done, json, list } from "./openapi/operation";
import { previewLinkSchema, versionSchema } from "./openapi/records";
import { ok, okAt } from "./respond";
import { readJson, validated } from "./validate";
import { saveOptions, VERSION_NOT_FOUND, versionParam } from "./versioning";

const PAGES = Object.keys(CONTENT_PAGES).join(", ");
const PAGE_NOT_FOUND = `Page not found: content is kept for ${PAGES}`;
const NO_DRAFT = "This page has no draft";

/**
 * A draft's save or publishing may name the published version the draft replaces; left out, the
 * one it was started over, so words published since are not replaced unnoticed (a 409).
 */
const overQuerySchema = z.object({
  over: z.coerce
    .number({ error: "over must be a version number" })
    .int("over must be a version number")
    .min(1, "over must be a version number")
    .max(999_999_999, "over must be a version number")
    .optional()
    .describe("The published version the draft replaces"),
});

// The document names each page's shape; the route checks the body against its page's.
const pageContentSchema = z.union([homeContentSchema, aiBasicsContentSchema, contactContentSchema]);

const described = {
  get: documented({
    summary: "The words of a page (home, ai-basics, contact)",
    description:
      "Today's texts until an admin saves the page, with the version as the ETag. The home record's hero.headline is the hero headline.",
    ok: data(pageContentSchema),
    access: "admin",
    errors: [404],
  }),
  replace: documented({
    summary: "Replace the words of a page (keeps the version it replaces)",
    description:
      "Every text of the page, in the shape GET answers (lists keep their number of items). The public pages show it at once; a draft waiting beside it stays as it is.",
    body: json(pageContentSchema),
    ok: data(pageContentSchema),
    access: "admin",
    errors: [400, 404, 413, 415],
    versioned: true,
  }),
  versions: documented({
    summary: "Earlier versions of a page's words",
    description: "Newest first.",
    ok: list(versionSchema),
    access: "admin",
    errors: [404],
  }),
  restore: documented({
    summary: "Save an earlier version of a page's words as the newest (itself undoable)",
    ok: data(pageContentSchema),
    access: "admin",
    errors: [400, 404],
    versioned: true,
  }),
  draft: documented({
    summary: "The draft of a page's words, which visitors do not see",
    description:
      "null when the page has no draft. The ETag is the draft's version, which its saves, publishing and discarding name in If-Match.",
    ok: data(pageContentSchema.nullable()),
    access: "admin",
    errors: [404],
  }),
  saveDraft: documented({
    summary: "Save a page's words as a draft: visitors keep seeing the published words",
    description:
      "Every text of the page, in the shape GET answers. Preview it with its preview link, then publish it. A new draft starts over the published version of now; `over` says it holds the words of another one.",
    body: json(pageContentSchema),
    query: overQuerySchema,
    ok: data(pageContentSchema),
    access: "admin",
    errors: [400, 404, 413, 415],
    versioned: true,
  }),
  publishDraft: documented({
    summary: "Publish a page's draft (keeps the version it replaces)",
    description:
      "The draft becomes the published words, as a PUT of the page would make them, and is gone. The ETag answered is the page's new version. When the published words were saved after the draft was started, a 409 with `publishedSinceDraft`, their version and words, and `draftStart`: the published words the draft was started over (null when no longer kept), to merge with; `over` with that version publishes over them.",
    query: overQuerySchema,
    ok: data(pageContentSchema),
    access: "admin",
    errors: [400, 404],
    versioned: true,
  }),
  discardDraft: documented({
    summary: "Discard a page's draft; the published words stay as they are",
    ok: done,
    access: "admin",
    errors: [404],
    versioned: true,
  }),
  previewDraft: documented({
    summary: "A signed link showing the page with its draft, valid for 7 days",
    description: "Anyone holding the link sees the page with the draft as it is when they open it.",
    ok: data(previewLinkSchema),
    access: "admin",
    errors: [404],
  }),
};

/** The `:page` path parameter; a 404 for a page whose words are not content records. */
function pageParam(c: Context<ApiEnv>): ContentPage {
  const page = c.req.param("page") ?? "";
  if (!isContentPage(page)) throw new HttpError(404, PAGE_NOT_FOUND);
  return page;
}

const draftOptions = (c: Context<ApiEnv>) => ({
  ...saveOptions(c),
  ...validated(overQuerySchema, c.req.query()),
});

/** The Site content screen's API (issue 31); public pages read the words in their loaders. */
export function pageContentRoutes(services: Services, publicUrl: string) {
  const { pageContent } = services;
  return new Hono<ApiEnv>()
    .get("/:page", described.get, requireAdmin, async (c) => {
      const stored = await pageContent.get(pageParam(c));
      return okAt(c, stored, stored.content);
    })
    .put("/:page", described.replace, requireAdmin, async (c) => {
      const page = pageParam(c);
      const body = await readJson(c, CONTENT_PAGES[page].schema);
      const options = saveOptions(c);
      const saved = await pageContent.save(page, body, options);
      return okAt(c, saved, saved.content);
    })
    .get("/:page/versions", described.versions, requireAdmin, async (c) =>
      ok(c, await pageContent.versions(pageParam(c))),
    )
    .post("/:page/versions/:version/restore", described.restore, requireAdmin, async (c) => {
      const page = pageParam(c);
      const version = versionParam(c);
      const options = saveOptions(c);
      const restored = found(await pageContent.restore(page, version, options), VERSION_NOT_FOUND);
      return okAt(c, restored, restored.content);
    })
    .get("/:page/draft", described.draft, requireAdmin, async (c) => {
      const draft = await pageContent.getDraft(pageParam(c));
      return okAt(c, draft, draft.content);
    })
    .put("/:page/draft", described.saveDraft, requireAdmin, async (c) => {
      const page = pageParam(c);
      const body = await readJson(c, CONTENT_PAGES[page].schema);
      const draft = await pageContent.saveDraft(page, body, draftOptions(c));
      return okAt(c, draft, draft.content);
    })
    .post("/:page/draft/publish", described.publishDraft, requireAdmin, async (c) => {
      const page = pageParam(c);
      const published = found(await pageContent.publishDraft(page, draftOptions(c)), NO_DRAFT);
      return okAt(c, published, published.content);
    })
    .delete("/:page/draft", described.discardDraft, requireAdmin, async (c) => {
      const page = pageParam(c);
      found(await pageContent.discardDraft(page, saveOptions(c)), NO_DRAFT);
      return ok(c, {});
    })
    .post("/:page/draft/preview", described.previewDraft, requireAdmin, async (c) => {
      const page = pageParam(c);
      found((await pageContent.getDraft(page)).content, NO_DRAFT);
      const { token, expiresAt } = await services.previewLinks.sign(previewSubject(page));
      return ok(c, { url: `${publicUrl}${pagePreviewPath(page, token)}`, expiresAt });
    });
}
