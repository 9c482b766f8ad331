import { useMatches } from "react-router";

// A page shown through a signed preview link (decisions 0056, 0062) says so (decision 0080):
// its loader answers `preview`, which the site's frame reads to show the preview bar and to
// turn off the ways to enquire, in the server-rendered HTML as in the browser.

/** Until when the preview link works: ISO for machines, SAST words for people. */
export interface PreviewShown {
  expiresAt: string;
  /** "05 Dec 2026, 14:00", made on the server (page-words.server.ts) so the browser shows the same words. */
  expires: string;
}

/** The preview the page is shown through, or null for the page as visitors see it. */
export function usePreview(): PreviewShown | null {
  const matches = useMatches();
  for (const match of matches) {
    const preview = (match.loaderData as { preview?: PreviewShown | null } | undefined)?.preview;
    if (preview) return preview;
  }
  return null;
}

/** The id of the preview bar's sentence that says why the enquiry buttons are off. */
export const PREVIEW_REASON_ID = "preview-reason";

/** Why the enquiry buttons of a preview are off, said beside them and in the bar. */
export const PREVIEW_REASON = "Enquiries and WhatsApp are off in a preview: this page is not published.";
