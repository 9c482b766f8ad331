import { createHash } from "node:crypto";
import type { Context } from "hono";
import type { ContentEvents } from "../services/content-events";

interface Entry {
  body: string;
  etag: string;
}

/**
 * Public JSON that is the same for every visitor, serialised once and served from memory with
 * a strong ETag (304 when the client has it). Emptied whenever public content changes.
 */
export function createJsonCache(events: ContentEvents) {
  const entries = new Map<string, Entry>();
  // A load that started before a change must not store its stale result after it.
  let generation = 0;
  events.onChange(() => {
    generation++;
    entries.clear();
  });

  return {
    /** Answers from the cache or from `load`; `load` returning null means "not found" (not cached). */
    async respond(c: Context, key: string, load: () => Promise<object | null>): Promise<Response | null> {
      let entry = entries.get(key);
      if (!entry) {
        const started = generation;
        const body = await load();
        if (body === null) return null;
        const text = JSON.stringify(body);
        entry = {
          body: text,
          etag: `"${createHash("sha256").update(text).digest("base64url").slice(0, 27)}"`,
        };
        if (started === generation) entries.set(key, entry);
      }
      c.header("ETag", entry.etag);
      c.header("Cache-Control", "public, max-age=0, must-revalidate");
      if (c.req.header("if-none-match") === entry.etag) return c.body(null, 304);
      c.header("Content-Type", "application/json; charset=utf-8");
      return c.body(entry.body, 200);
    },
  };
}

export type JsonCache = ReturnType<typeof createJsonCache>;
