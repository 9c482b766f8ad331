/**
 * The address a page loads a solution's or the homepage's media from, whatever form it is
 * stored in. SPEC §5 media URL rule: absolute http(s) URLs and paths under /uploads are used as they
 * are; anything else is a bare stored name and is served from /uploads/.
 */
export function resolveMediaUrl(value: string): string {
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith("/uploads")) return value;
  return `/uploads/${value.replace(/^\/+/, "")}`;
}
