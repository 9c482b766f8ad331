/**
 * The address the server gives a file it stored: the key is unique and never reused for other
 * bytes. (Pages turn whatever a solution holds into an address with app/lib/media/resolve-media-url.ts.)
 */
export function uploadUrl(key: string): string {
  return `/uploads/${key}`;
}
