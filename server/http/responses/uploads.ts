import { Hono } from "hono";
import type { MediaService } from "../../services/media/media";
import { parseRange } from "./byte-range";
import { matchesEtag } from "./etag";

// Keys are `${uuid}.${extension}` (see the media service); anything else is not ours, and
// is answered without asking the database.
const KEY = /^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

/**
 * Serves stored media at /uploads/:key, reading from the database on each request only the
 * bytes it needs: none for 304 or HEAD, just the slice for a range. A key never points at
 * other bytes, so browsers and CDNs may keep a file for a year; the ETag (the SHA-256) lets
 * them revalidate cheaply.
 */
export function uploadsRoutes(media: MediaService) {
  return new Hono().get("/:key", async (c) => {
    const key = c.req.param("key");
    const file = KEY.test(key) ? await media.findByKey(key) : null;
    if (!file) return c.text("Not found", 404);

    const etag = `"${file.sha256}"`;
    const headers = new Headers({
      ETag: etag,
      "Cache-Control": "public, max-age=31536000, immutable",
      "Accept-Ranges": "bytes",
      // The type is sniffed from the bytes; the browser must not second-guess it.
      "X-Content-Type-Options": "nosniff",
    });
    if (matchesEtag(c.req.header("if-none-match"), etag)) return new Response(null, { status: 304, headers });

    // If-Range: resume only if the client's partial copy is of these very bytes.
    const ifRange = c.req.header("if-range");
    const range =
      ifRange === undefined || ifRange === etag ? parseRange(c.req.header("range"), file.size) : null;
    if (range === "unsatisfiable") {
      headers.set("Content-Range", `bytes */${file.size}`);
      // A cache that does not key on Range must not keep this answer for the whole URL.
      headers.set("Cache-Control", "no-store");
      return c.text("Range not satisfiable", 416, Object.fromEntries(headers));
    }

    headers.set("Content-Type", file.contentType);
    headers.set("Content-Disposition", inlineDisposition(file.fileName));
    const status = range ? 206 : 200;
    if (range) headers.set("Content-Range", `bytes ${range.start}-${range.end}/${file.size}`);
    headers.set("Content-Length", String(range ? range.end - range.start + 1 : file.size));
    // HEAD asks for the headers only: the bytes are not read at all.
    if (c.req.method === "HEAD") return new Response(null, { status, headers });
    return new Response(await media.readBytes(file.id, range ?? undefined), { status, headers });
  });
}

/**
 * Content-Disposition with the original name: an ASCII fallback in `filename` (header values
 * must be Latin-1, and quotes or backslashes would break out of the string) and the exact
 * name in RFC 8187 `filename*` when it has other characters.
 */
function inlineDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\w.\- ]/g, "_");
  if (fallback === fileName) return `inline; filename="${fallback}"`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
