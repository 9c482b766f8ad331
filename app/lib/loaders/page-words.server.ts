import { data } from "react-router";
import {
  CONTENT_PAGES,
  type ContentPage,
  type PageContent,
  previewSubject,
} from "#domain/content/site-content";
import { PREVIEW_PARAM } from "#domain/content/solution";
import { formatSouthAfricanTime } from "#domain/south-african-time";
import type { PageContext } from "../page-context";
import type { PreviewShown } from "../preview";
import { orDefaultsWhenUnavailable } from "./or-defaults.server";
import { readOrUnavailable } from "./read-or-unavailable.server";

/** A page's words, and the preview link they are its draft's through (null: the published words). */
export interface PageWords<P extends ContentPage> {
  content: PageContent<P>;
  preview: PreviewShown | null;
}

/**
 * A page's words as an admin last published them (decision 0062); today's texts, the seeded
 * defaults, while the database is out of reach, as before the words became records. With a
 * valid preview link in `request` (the unknown-path route passes none) the words are the
 * page's draft, and the page is kept by no cache (decision 0056's rules for a solution).
 */
export async function readPageWords<P extends ContentPage>(
  context: PageContext,
  page: P,
  request: Request | null,
): Promise<PageWords<P>> {
  const token = request && new URL(request.url).searchParams.get(PREVIEW_PARAM);
  const until =
    token && (await readOrUnavailable(context.services.previewLinks.shownUntil(previewSubject(page), token)));
  if (until) {
    context.noStore();
    const content = await readOrUnavailable(context.services.pageContent.previewed(page));
    return { content, preview: previewShown(until) };
  }
  const content = await orDefaultsWhenUnavailable(
    context,
    context.services.pageContent.get(page).then((stored) => stored.content),
    CONTENT_PAGES[page].defaults as PageContent<P>,
  );
  return { content, preview: null };
}

/** A preview link ending at `expiresAt` (ms since the epoch), as the preview bar says it. */
export function previewShown(expiresAt: number): PreviewShown {
  const iso = new Date(expiresAt).toISOString();
  return { expiresAt: iso, expires: formatSouthAfricanTime(iso) };
}

/** A loader's answer, with the headers that keep a preview out of caches and search engines. */
export function withPreviewHeaders<T>(shown: T, words: { preview: PreviewShown | null }) {
  return words.preview ? data(shown, { headers: PREVIEW_HEADERS }) : shown;
}

/** What a page shown through a preview link is answered with: kept by no cache, never indexed. */
export const PREVIEW_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
