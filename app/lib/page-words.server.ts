import { data } from "react-router";
import { CONTENT_PAGES, type ContentPage, type PageContent, previewSubject } from "#domain/site-content";
import { PREVIEW_PARAM } from "#domain/solution";
import { readOrUnavailable } from "../features/unavailable/read-or-unavailable.server";
import { orDefaultsWhenUnavailable } from "./or-defaults.server";
import type { PageContext } from "./page-context";

/** A page's words, and whether they are its draft shown through a preview link. */
export interface PageWords<P extends ContentPage> {
  content: PageContent<P>;
  noindex: boolean;
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
  if (token && (await readOrUnavailable(context.services.previewLinks.verify(previewSubject(page), token)))) {
    context.noStore();
    return { content: await readOrUnavailable(context.services.pageContent.previewed(page)), noindex: true };
  }
  const content = await orDefaultsWhenUnavailable(
    context,
    context.services.pageContent.get(page).then((stored) => stored.content),
    CONTENT_PAGES[page].defaults as PageContent<P>,
  );
  return { content, noindex: false };
}

/** A loader's answer, with the headers that keep a preview out of caches and search engines. */
export function withPreviewHeaders<T>(shown: T, words: { noindex: boolean }) {
  return words.noindex ? data(shown, { headers: PREVIEW_HEADERS }) : shown;
}

const PREVIEW_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
