import { carriesCredentials } from "../../auth/session-cookie";
import type { ContentEvents } from "../../services/shared/content-events";
import type { CacheCounter } from "../metrics/metrics";
import {
  acceptsGzip,
  deflateParts,
  type GzipParts,
  gzipPieces,
  negotiatesEncoding,
  varyOnEncoding,
} from "../responses/compression";
import { matchesEtag } from "../responses/etag";

type Bytes = Uint8Array<ArrayBuffer>;
const utf8 = new TextEncoder();

/** A response that every anonymous visitor gets alike, kept ready to send. */
export interface SharedResponse {
  status: number;
  /** Content-Type and any headers of the response's own (ETag, Cache-Control…). */
  headers: Record<string, string>;
  /** The body, encoded once, cut where each response's CSP nonce goes; one piece when it has none. */
  parts: Bytes[];
  /** The ETag, when the client may revalidate with If-None-Match. */
  etag?: string;
  /** A page: each response gets a fresh CSP nonce, put in between the parts. */
  nonced?: boolean;
  /** The parts deflated once, for gzipped replies (set by the cache; see gzipPieces). */
  deflated?: GzipParts;
}

export interface Reply {
  status: number;
  headers: Record<string, string>;
  /**
   * The body in pieces, to send in order (null for a 304): a page's cached parts with this
   * response's nonce between them. The front sends ready bodies instead (ready-body.ts).
   */
  body: Bytes[] | null;
}

/** The pieces in one buffer, for an answer that leaves through the app (a Response body). */
export const joinPieces = (pieces: Bytes[]): Bytes =>
  pieces.length === 1 ? (pieces[0] as Bytes) : Buffer.concat(pieces);

/** How to answer a request from an entry, its body aside: see negotiate(). */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  /** The body is the gzipped one (when there is a body: not for a 304). */
  gzip: boolean;
}

/** A variant's bit: the body is gzipped (see variantOf). */
export const GZIPPED = 1;
/** A variant's bit: the client has the entry already, so the answer is a 304. */
export const NOT_MODIFIED = 2;
/** How many variants an entry has: every combination of the bits above. */
export const VARIANTS = 4;

/**
 * Which answer `entry` gives a request, as a number: NOT_MODIFIED when the client already has
 * it, and GZIPPED when the client accepts gzip and the entry is worth compressing. The cache
 * front keeps each variant of an entry laid out; a request only picks its number.
 */
export function variantOf(
  entry: SharedResponse,
  ifNoneMatch: string | undefined,
  acceptEncoding: string | undefined,
): number {
  const gzip = entry.deflated !== undefined && acceptsGzip(acceptEncoding) ? GZIPPED : 0;
  return entry.etag && matchesEtag(ifNoneMatch, entry.etag) ? gzip | NOT_MODIFIED : gzip;
}

/** The answer `variant` (see variantOf) of `entry`, its body aside. */
export function answerOf(entry: SharedResponse, variant: number): Answer {
  const gzip = (variant & GZIPPED) !== 0;
  const headers = gzip ? gzipHeadersOf(entry) : entry.headers;
  if (variant & NOT_MODIFIED) {
    const { "Content-Type": _, "Content-Encoding": __, ...notModified } = headers;
    return { status: 304, headers: notModified, gzip };
  }
  return { status: entry.status, headers, gzip };
}

/**
 * How to answer `request` from `entry`: a 304 when the client already has it, else the entry's
 * status, gzipped when the client accepts it and the entry is worth compressing.
 */
const negotiate = (
  entry: SharedResponse,
  request: { ifNoneMatch?: string; acceptEncoding?: string },
): Answer => answerOf(entry, variantOf(entry, request.ifNoneMatch, request.acceptEncoding));

// An entry's headers when gzipped, made once: every cached answer asks for them.
const gzipHeaders = new WeakMap<SharedResponse, Record<string, string>>();

function gzipHeadersOf(entry: SharedResponse): Record<string, string> {
  let headers = gzipHeaders.get(entry);
  if (!headers) {
    // The gzipped bytes are another representation: their validator is the weak form.
    const etag: Record<string, string> = entry.etag ? { ETag: `W/${entry.etag}` } : {};
    headers = { ...entry.headers, "Content-Encoding": "gzip", ...etag };
    gzipHeaders.set(entry, headers);
  }
  return headers;
}

/** What to send from `entry` (see negotiate), with `nonce` in the body. */
export function replyFrom(
  entry: SharedResponse,
  request: { ifNoneMatch?: string; acceptEncoding?: string },
  nonce: string,
): Reply {
  const { status, headers, gzip } = negotiate(entry, request);
  if (status === 304) return { status, headers, body: null };
  const body = gzip
    ? gzipPieces(entry.deflated as GzipParts, utf8.encode(nonce))
    : withNonce(entry.parts, utf8.encode(nonce));
  return { status, headers, body };
}

/** `text` encoded once and cut at each occurrence of `nonce`, so a fresh one can go in per response. */
export function cutAtNonce(text: string, nonce: string): Bytes[] {
  return nonce ? text.split(nonce).map((part) => utf8.encode(part)) : [utf8.encode(text)];
}

/** The cached parts with `nonce` between them, as pieces to send in order. */
export function withNonce(parts: Bytes[], nonce: Bytes): Bytes[] {
  if (parts.length === 1) return parts;
  return parts.flatMap((part, i) => (i > 0 ? [nonce, part] : [part]));
}

const MAX_ENTRIES = 500;

/**
 * Public pages and public JSON by request path and query, in memory. The app fills it; the
 * Node-level front (front.ts) answers anonymous GETs from it before any framework
 * code runs. Emptied whenever public content changes, here or on another instance.
 */
export function createPublicCache(events: ContentEvents, counter?: CacheCounter) {
  const entries = new Map<string, SharedResponse>();
  // A load that started before a change must not store its stale result after it.
  let generation = 0;
  events.onChange(() => {
    generation++;
    entries.clear();
  });

  return {
    get(key: string) {
      const entry = entries.get(key);
      if (entry) counter?.hit();
      return entry;
    },

    /** The entry for `key`, loading it first if needed; `load` may return null (not kept). */
    async fill(key: string, load: () => Promise<SharedResponse | null>): Promise<SharedResponse | null> {
      const cached = entries.get(key);
      if (cached) {
        counter?.hit();
        return cached;
      }
      const started = generation;
      counter?.miss();
      const entry = await load();
      if (entry && negotiatesEncoding(entry.status, new Headers(entry.headers))) {
        entry.headers = { ...entry.headers, Vary: varyOnEncoding(entry.headers.Vary) };
        entry.deflated = deflateParts(entry.parts);
      }
      if (entry && started === generation) {
        // Oldest first out: random query strings cannot grow the cache without bound.
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(key, entry);
      }
      return entry;
    },
  };
}

export type PublicCache = ReturnType<typeof createPublicCache>;

/** The cache key of a request: its path and query string, as a Node request's `url` has them. */
export function cacheKey(url: string): string {
  const { pathname, search } = new URL(url);
  return pathname + search;
}

/**
 * Whether a request may get the answer every anonymous visitor shares: a GET carrying no
 * credentials, valid or not. A signed-in visitor sees their own footer and no-store answers.
 */
export const mayShareAnswer = (
  method: string | undefined,
  headers: { authorization?: string; cookie?: string },
) => method === "GET" && !carriesCredentials(headers);
