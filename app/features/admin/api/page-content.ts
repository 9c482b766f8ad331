import type { VersionSummary } from "#domain/content-version";
import type { ContentPage, PageContent } from "#domain/site-content";
import { apiRequest, apiVersioned } from "./http";

// The company's words on a page, versioned like a solution (docs/decisions/0031).

export type { ContentPage };
export type AnyPageContent = PageContent<ContentPage>;

const pagePath = (page: ContentPage) => `/api/content/${page}`;

export const fetchPageContent = (page: ContentPage) => apiVersioned<AnyPageContent>("GET", pagePath(page));
/** Saves over `version`, the one the screen shows; VersionConflict when it is stale. */
export const savePageContent = (page: ContentPage, content: AnyPageContent, version: number) =>
  apiVersioned<AnyPageContent>("PUT", pagePath(page), { body: content, version });
export const fetchPageContentVersions = (page: ContentPage) =>
  apiRequest<VersionSummary[]>("GET", `${pagePath(page)}/versions`);
export const restorePageContentVersion = (page: ContentPage, restore: number, current: number) =>
  apiVersioned<AnyPageContent>("POST", `${pagePath(page)}/versions/${restore}/restore`, { version: current });

// A draft waits beside the published words until it is published or discarded (decision 0062);
// its saves, publishing and discarding name the draft's own version.
const draftPath = (page: ContentPage) => `${pagePath(page)}/draft`;

/** The page's draft (null data: none) at its version. */
export const fetchPageContentDraft = (page: ContentPage) =>
  apiVersioned<AnyPageContent | null>("GET", draftPath(page));
export const savePageContentDraft = (page: ContentPage, content: AnyPageContent, version: number) =>
  apiVersioned<AnyPageContent>("PUT", draftPath(page), { body: content, version });
/** Publishes the draft saved at `version`; answers the published words at their new version. */
export const publishPageContentDraft = (page: ContentPage, version: number) =>
  apiVersioned<AnyPageContent>("POST", `${draftPath(page)}/publish`, { version });
export const discardPageContentDraft = (page: ContentPage, version: number) =>
  apiVersioned<unknown>("DELETE", draftPath(page), { version });
export const previewPageContentDraft = (page: ContentPage) =>
  apiRequest<{ url: string; expiresAt: string }>("POST", `${draftPath(page)}/preview`);
