import type { ContentPage, PageContent } from "#domain/content/site-content";
import { call, callVersioned } from "./http";

// The company's words on a page, versioned like a solution (docs/decisions/0031).

export type { ContentPage };
export type AnyPageContent = PageContent<ContentPage>;

const at = (page: ContentPage) => ({ params: { page } });

export const fetchPageContent = (page: ContentPage) =>
  callVersioned("GET /api/content/:page", undefined, at(page));
/** Saves over `version`, the one the screen shows; VersionConflict when it is stale. */
export const savePageContent = (page: ContentPage, content: AnyPageContent, version: number) =>
  callVersioned("PUT /api/content/:page", version, { ...at(page), body: content });
export const fetchPageContentVersions = (page: ContentPage) =>
  call("GET /api/content/:page/versions", at(page));
export const restorePageContentVersion = (page: ContentPage, restore: number, current: number) =>
  callVersioned("POST /api/content/:page/versions/:version/restore", current, {
    params: { page, version: restore },
  });

// A draft waits beside the published words until it is published or discarded (decision 0062);
// its saves, publishing and discarding name the draft's own version. A save or publishing may
// also name the published version the draft replaces (`over`): without it, words published
// after the draft was started stop the publishing (VersionConflict, publishedSinceDraft).

/** The page's draft (null data: none) at its version. */
export const fetchPageContentDraft = (page: ContentPage) =>
  callVersioned("GET /api/content/:page/draft", undefined, at(page));
export const savePageContentDraft = (
  page: ContentPage,
  content: AnyPageContent,
  version: number,
  publishedOver?: number,
) =>
  callVersioned("PUT /api/content/:page/draft", version, {
    ...at(page),
    body: content,
    query: { over: publishedOver },
  });
/** Publishes the draft saved at `version`; answers the published words at their new version. */
export const publishPageContentDraft = (page: ContentPage, version: number, publishedOver?: number) =>
  callVersioned("POST /api/content/:page/draft/publish", version, {
    ...at(page),
    query: { over: publishedOver },
  });
export const discardPageContentDraft = (page: ContentPage, version: number) =>
  callVersioned("DELETE /api/content/:page/draft", version, at(page));
export const previewPageContentDraft = (page: ContentPage) =>
  call("POST /api/content/:page/draft/preview", at(page));
