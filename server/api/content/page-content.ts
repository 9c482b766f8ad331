import { type Context, Hono } from "hono";
import { z } from "zod";
import { aiBasicsContentSchema } from "#domain/content/ai-basics-content";
import { contactContentSchema } from "#domain/content/contact-content";
import { homeContentSchema } from "#domain/content/home-content";
import {
  CONTENT_PAGES,
  type ContentPage,
  isContentPage,
  pagePreviewPath,
  previewSubject,
} from "#domain/content/site-content";
import { requireAdmin } from "../../http/authenticate";
import { found, HttpError } from "../../http/http-error";
import type { Services } from "../../services/container";
import { routes, serve } from "../openapi/contract";
import { data, done } from "../openapi/operation";
import { previewLinkSchema } from "../openapi/records";
import { restoreRoute, versionsRoute } from "../openapi/version-routes";
import type { ApiEnv } from "../shared/env";
import { okAt } from "../shared/respond";
import { validated } from "../shared/validate";
import { saveOptions, VERSION_NOT_FOUND, versionParam } from "../shared/versioning";

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

/** The page words API (decision 0090). */
export const pageContentApi = routes("/api/content", {
  get: {
    at: "GET /:page",
    summary: "The words of a page (home, ai-basics, contact)",
    description:
      "Today's texts until an admin saves the page, with the version as the ETag. The home record's hero.headline is the hero headline.",
    ok: data(pageContentSchema),
    access: "admin",
    errors: [404],
  },
  replace: {
    at: "PUT /:page",
    summary: "Replace the words of a page (keeps the version it replaces)",
    description:
      "Every text of the page, in the shape GET answers (lists keep their number of items). The public pages show it at once; a draft waiting beside it stays as it is.",
    body: pageContentSchema,
    // Against the schema of its page, once the page is known to exist (404 first).
    checkedBy: "handler",
    ok: data(pageContentSchema),
    access: "admin",
    errors: [400, 404, 413, 415],
    versioned: true,
  },
  versions: versionsRoute("/:page", "a page's words"),
  restore: restoreRoute("/:page", "a page's words", pageContentSchema),
  draft: {
    at: "GET /:page/draft",
    summary: "The draft of a page's words, which visitors do not see",
    description:
      "null when the page has no draft. The ETag is the draft's version, which its saves, publishing and discarding name in If-Match.",
    ok: data(pageContentSchema.nullable()),
    access: "admin",
    errors: [404],
  },
  saveDraft: {
    at: "PUT /:page/draft",
    summary: "Save a page's words as a draft: visitors keep seeing the published words",
    description:
      "Every text of the page, in the shape GET answers. Preview it with its preview link, then publish it. A new draft starts over the published version of now; `over` says it holds the words of another one.",
    body: pageContentSchema,
    // Against the schema of its page, once the page is known to exist (404 first).
    checkedBy: "handler",
    query: overQuerySchema,
    ok: data(pageContentSchema),
    access: "admin",
    errors: [400, 404, 413, 415],
    versioned: true,
  },
  publishDraft: {
    at: "POST /:page/draft/publish",
    summary: "Publish a page's draft (keeps the version it replaces)",
    description:
      "The draft becomes the published words, as a PUT of the page would make them, and is gone. The ETag answered is the page's new version. When the published words were saved after the draft was started, a 409 with `publishedSinceDraft`, their version and words, and `draftStart`: the published words the draft was started over (null when no longer kept), to merge with; `over` with that version publishes over them.",
    query: overQuerySchema,
    ok: data(pageContentSchema),
    access: "admin",
    errors: [400, 404],
    versioned: true,
  },
  discardDraft: {
    at: "DELETE /:page/draft",
    summary: "Discard a page's draft; the published words stay as they are",
    ok: done,
    access: "admin",
    errors: [404],
    versioned: true,
  },
  previewDraft: {
    at: "POST /:page/draft/preview",
    summary: "A signed link showing the page with its draft, valid for 7 days",
    description: "Anyone holding the link sees the page with the draft as it is when they open it.",
    ok: data(previewLinkSchema),
    access: "admin",
    errors: [404],
  },
});

/** The `:page` path parameter; a 404 for a page whose words are not content records. */
function pageParam(c: Context<ApiEnv>): ContentPage {
  const page = c.req.param("page") ?? "";
  if (!isContentPage(page)) throw new HttpError(404, PAGE_NOT_FOUND);
  return page;
}

/** The Site content screen's API (issue 31); public pages read the words in their loaders. */
export function pageContentRoutes(services: Services, publicUrl: string) {
  const { pageContent } = services;
  return new Hono<ApiEnv>()
    .on(
      ...serve(pageContentApi.get, requireAdmin, async (c) => {
        const stored = await pageContent.get(pageParam(c));
        return okAt(c, stored, stored.content);
      }),
    )
    .on(
      ...serve(pageContentApi.replace, requireAdmin, async (c, { body }) => {
        const page = pageParam(c);
        const saved = await pageContent.save(
          page,
          validated(CONTENT_PAGES[page].schema, body),
          saveOptions(c),
        );
        return okAt(c, saved, saved.content);
      }),
    )
    .on(...serve(pageContentApi.versions, requireAdmin, (c) => pageContent.versions(pageParam(c))))
    .on(
      ...serve(pageContentApi.restore, requireAdmin, async (c) => {
        const page = pageParam(c);
        const version = versionParam(c);
        const options = saveOptions(c);
        const restored = found(await pageContent.restore(page, version, options), VERSION_NOT_FOUND);
        return okAt(c, restored, restored.content);
      }),
    )
    .on(
      ...serve(pageContentApi.draft, requireAdmin, async (c) => {
        const draft = await pageContent.getDraft(pageParam(c));
        return okAt(c, draft, draft.content);
      }),
    )
    .on(
      ...serve(pageContentApi.saveDraft, requireAdmin, async (c, { body, query }) => {
        const page = pageParam(c);
        const words = validated(CONTENT_PAGES[page].schema, body);
        const draft = await pageContent.saveDraft(page, words, { ...saveOptions(c), ...query });
        return okAt(c, draft, draft.content);
      }),
    )
    .on(
      ...serve(pageContentApi.publishDraft, requireAdmin, async (c, { query }) => {
        const page = pageParam(c);
        const published = found(
          await pageContent.publishDraft(page, { ...saveOptions(c), ...query }),
          NO_DRAFT,
        );
        return okAt(c, published, published.content);
      }),
    )
    .on(
      ...serve(pageContentApi.discardDraft, requireAdmin, async (c) => {
        const page = pageParam(c);
        found(await pageContent.discardDraft(page, saveOptions(c)), NO_DRAFT);
        return {};
      }),
    )
    .on(
      ...serve(pageContentApi.previewDraft, requireAdmin, async (c) => {
        const page = pageParam(c);
        found((await pageContent.getDraft(page)).content, NO_DRAFT);
        const { token, expiresAt } = await services.previewLinks.sign(previewSubject(page));
        return { url: `${publicUrl}${pagePreviewPath(page, token)}`, expiresAt };
      }),
    );
}
