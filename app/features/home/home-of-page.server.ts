import type { RouterContextProvider } from "react-router";
import { readPageWords } from "../../lib/loaders/page-words.server";
import { pageContextOf } from "../../lib/page-context";
import { homepageVideoOfPage } from "./homepage-video-of-page.server";

/**
 * The home page's words (the draft's through a preview link in `request`; null: never, as on
 * the unknown-path route) and its video, read on the server.
 */
export async function homeOfPage(router: Readonly<RouterContextProvider>, request: Request | null) {
  const context = pageContextOf(router);
  const [words, video] = await Promise.all([
    readPageWords(context, "home", request),
    homepageVideoOfPage(context),
  ]);
  return { ...words, video };
}
