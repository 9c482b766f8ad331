import type { ContentEvents } from "../services/content-events";

// Rendered pages for anonymous visitors, who all see the same HTML. Each response carries its
// own CSP nonce, so the cache keeps the page cut where the nonce was and joins the pieces
// with a fresh nonce on the way out. Emptied whenever public content changes.

const MAX_ENTRIES = 500;
const CACHEABLE_TYPES = /^(text\/html|text\/x-script)/;

interface Entry {
  status: number;
  contentType: string;
  /** The page cut where the nonce goes, so serving it is a join rather than a search. */
  parts: string[];
}

export function createPageCache(events: ContentEvents) {
  const entries = new Map<string, Entry>();
  let generation = 0;
  events.onChange(() => {
    generation++;
    entries.clear();
  });

  const toResponse = (entry: Entry, nonce: string) =>
    new Response(entry.parts.join(nonce), {
      status: entry.status,
      headers: { "Content-Type": entry.contentType },
    });

  return {
    /** Serves `key` from the cache, or renders it with `render` and keeps it if it may be shared. */
    async respond(key: string, nonce: string, render: () => Promise<Response>): Promise<Response> {
      const hit = entries.get(key);
      if (hit) return toResponse(hit, nonce);

      const started = generation;
      const response = await render();
      const contentType = response.headers.get("content-type") ?? "";
      const shareable =
        (response.status === 200 || response.status === 404) &&
        CACHEABLE_TYPES.test(contentType) &&
        !response.headers.has("set-cookie");
      if (!shareable) return response;

      const entry = {
        status: response.status,
        contentType,
        parts: (await response.text()).split(nonce),
      };
      if (started === generation) {
        // Oldest first out: random query strings cannot grow the cache without bound.
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(key, entry);
      }
      return toResponse(entry, nonce);
    },
  };
}
