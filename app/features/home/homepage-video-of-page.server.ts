import type { PageContext } from "../../lib/page-context";
import type { PageVideo } from "./video-state";

/**
 * The homepage video as the page's HTML shows it, so its poster (its inline preview first)
 * paints with the page rather than after the script has asked for it (issue 21): null when none
 * is set, undefined when it could not be read. The page then starts loading and the browser's
 * own call decides, and the page, built without it, is not kept by the page cache.
 */
export async function homepageVideoOfPage(context: PageContext): Promise<PageVideo | null | undefined> {
  try {
    return (await context.services.settings.get({ posterPreview: true })).homepageVideo ?? null;
  } catch {
    context.noStore();
    return undefined;
  }
}
