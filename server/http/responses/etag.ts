/**
 * Whether an If-None-Match header names `etag`. It uses the weak comparison: W/"x" matches "x"
 * (compression weakens a strong ETag on the way out), and * matches anything.
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const candidate = tag.trim().replace(/^W\//, "");
    return candidate === "*" || candidate === etag;
  });
}
