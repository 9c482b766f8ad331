import { createHash } from "node:crypto";
import type { Context } from "hono";
import { cacheKey, cutAtNonce, joinPieces, type PublicCache, replyFrom } from "./store";

/**
 * Public JSON that is the same for every visitor, serialised once and served from the public
 * cache with a strong ETag (304 when the client has it).
 */
export function createJsonCache(cache: PublicCache) {
  return {
    /** Answers from the cache or from `load`; `load` returning null means "not found" (not cached). */
    async respond(c: Context, load: () => Promise<object | null>): Promise<Response | null> {
      const entry = await cache.fill(cacheKey(c.req.url), async () => {
        const body = await load();
        if (body === null) return null;
        const text = JSON.stringify(body);
        const etag = `"${createHash("sha256").update(text).digest("base64url").slice(0, 27)}"`;
        return {
          status: 200,
          headers: {
            "Content-Type": "application/json; charset=utf-8",
            ETag: etag,
            "Cache-Control": "public, max-age=0, must-revalidate",
          },
          parts: cutAtNonce(text, ""),
          etag,
        };
      });
      if (!entry) return null;
      const reply = replyFrom(
        entry,
        { ifNoneMatch: c.req.header("if-none-match"), acceptEncoding: c.req.header("accept-encoding") },
        "",
      );
      return reply.body === null
        ? c.body(null, 304, reply.headers)
        : c.body(joinPieces(reply.body), 200, reply.headers);
    },
  };
}

export type JsonCache = ReturnType<typeof createJsonCache>;
