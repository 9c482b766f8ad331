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
// its saves, publishing and discarding name the draft's own version. A save or publishing may
// also name the published version the draft replaces (`over`): without it, words published
// after the draft was started stop the publishing (VersionConflict, publishedSinceDraft).
const draftPath = (page: ContentPage) => `${pagePath(page)}/draft`;
const over = (path: string, version: number | undefined) => (version ? `${path}?over=${version}` : path);

/** The page's draft (null data: none) at its version. */
export const fetchPageContentDraft = (page: ContentPage) =>
  apiVersioned<AnyPageContent | null>("GET", draftPath(page));
export const savePageContentDraft = (
  page: ContentPage,
  content: AnyPageContent,
  version: number,
  publishedOver?: number,
) => apiVersioned<AnyPageContent>("PUT", over(draftPath(page), publishedOver), { body: content, version });
/** Publishes the draft saved at `version`; answers the published words at their new version. */
export const publishPageContentDraft = (page: ContentPage, version: number, publishedOver?: number) =>
  apiVersioned<AnyPageContent>("POST", over(`${draftPath(page)}/publish`, publishedOver), { version });
export const discardPageContentDraft = (page: ContentPage, version: number) =>
  apiVersioned<unknown>("DELETE", draftPath(page), { version });
export const previewPageContentDraft = (page: ContentPage) =>
  apiRequest<{ url: string; expiresAt: string }>("POST", `${draftPath(page)}/preview`);
