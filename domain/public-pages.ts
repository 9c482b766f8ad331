import type { PagePath } from "./page-paths";
// The public site's own pages (app/routes.ts): what the sitemap lists, and the pages a click
// on a WhatsApp button is counted under (decision 0071); any other path is no page of ours.

/** The public pages that are there whatever the catalogue holds. */
export const PUBLIC_PATHS = [
  "/",
  "/solutions",
  "/ai-basics",
  "/contact",
  "/privacy",
  "/terms",
] as const satisfies readonly PagePath[];

/** The page of a solution in the catalogue. */
export const solutionPath = (id: string) => `/solutions/${encodeURIComponent(id)}` satisfies PagePath;

/** `path` as it is in PUBLIC_PATHS (a trailing slash aside), or undefined when it is none of them. */
export function publicPathOf(path: string): string | undefined {
  const bare = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  return PUBLIC_PATHS.find((known) => known === bare);
}
