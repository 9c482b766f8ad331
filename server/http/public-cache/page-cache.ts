import { PAGE_TYPES } from "../responses/finish-response";
import { cutAtNonce, joinPieces, type PublicCache, replyFrom } from "./store";

// Rendered pages for anonymous visitors, who all see the same HTML. Each response carries its
// own CSP nonce, so the cache keeps the page cut where the nonce was and joins the pieces
// with a fresh nonce on the way out.

const shareable = (response: Response) =>
  (response.status === 200 || response.status === 404) &&
  PAGE_TYPES.test(response.headers.get("content-type") ?? "") &&
  !response.headers.has("set-cookie") &&
  // A page built from a fallback after a failed read, or with a form token (PageContext.noStore).
  !/no-store/i.test(response.headers.get("cache-control") ?? "");

export function createPageCache(cache: PublicCache) {
  return {
    /** Serves `key` from the cache, or renders it with `render` and keeps it if it may be shared. */
    async respond(
      key: string,
      nonce: string,
      acceptEncoding: string | undefined,
      render: () => Promise<Response>,
    ): Promise<Response> {
      let unshareable: Response | undefined;
      const entry = await cache.fill(key, async () => {
        const response = await render();
        if (!shareable(response)) {
          unshareable = response;
          return null;
        }
        return {
          status: response.status,
          headers: { "Content-Type": response.headers.get("content-type") as string },
          parts: cutAtNonce(await response.text(), nonce),
          nonced: true,
        };
      });
      if (!entry) return unshareable as Response;
      const reply = replyFrom(entry, { acceptEncoding }, nonce);
      return new Response(reply.body && joinPieces(reply.body), {
        status: reply.status,
        headers: reply.headers,
      });
    },
  };
}
