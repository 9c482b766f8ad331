import { promisify } from "node:util";
import { constants, crc32, deflateRawSync, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";
import { parseAccept } from "hono/utils/accept";
import { crc32Combine, crc32Shift } from "./crc32-combine";

type Bytes = Uint8Array<ArrayBuffer>;
const gzipAsync = promisify(gzip);
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** Whether answers of this Content-Type are text worth compressing (not images, video…). */
export const isCompressible = (contentType: string | null | undefined) =>
  !!contentType && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType);

/**
 * Whether an answer with a body is sent gzipped to clients that accept it, and so varies on
 * Accept-Encoding: compressible text, whole (not a range), not encoded already and not marked
 * no-transform. The one rule for answers built per request (compression) and for the public
 * cache's, which are deflated once when stored.
 */
export function negotiatesEncoding(status: number, headers: Pick<Headers, "get" | "has">): boolean {
  return (
    status !== 206 &&
    isCompressible(headers.get("Content-Type")) &&
    !headers.has("Content-Encoding") &&
    !NO_TRANSFORM.test(headers.get("Cache-Control") ?? "")
  );
}

// Below 1 KB a compressed body saves next to nothing and can even grow.
const worthGzipping = (length: number) => length >= 1024;

// Browsers send a handful of distinct Accept-Encoding values, and every cached answer asks:
// each is parsed once. Emptied when full, so odd values cannot grow it without bound.
const gzipAccepted = new Map<string, boolean>();
const GZIP_ACCEPTED_MAX = 256;

/** Accept-Encoding allows gzip: named with q > 0, or not named and `*` has q > 0. */
export function acceptsGzip(header: string | undefined): boolean {
  const key = header ?? "";
  let accepts = gzipAccepted.get(key);
  if (accepts === undefined) {
    const accepted = parseAccept(key);
    const named = accepted.find((entry) => entry.type.toLowerCase() === "gzip");
    const wildcard = accepted.find((entry) => entry.type === "*");
    accepts = ((named ?? wildcard)?.q ?? 0) > 0;
    if (gzipAccepted.size >= GZIP_ACCEPTED_MAX) gzipAccepted.clear();
    gzipAccepted.set(key, accepts);
  }
  return accepts;
}

/** The Vary header of an answer whose encoding depends on Accept-Encoding. */
export function varyOnEncoding(vary: string | null | undefined): string {
  if (!vary) return "Accept-Encoding";
  return vary === "*" || /accept-encoding/i.test(vary) ? vary : `${vary}, Accept-Encoding`;
}

/**
 * Gzips text answers (pages, JSON, robots.txt, …) for clients that accept gzip. Answers from the
 * public cache come compressed already (see gzipPieces), built client files precompressed
 * (static-files.ts); images and video are compressed by nature. Pages and JSON are complete
 * before they are sent (the unpaged enquiry list, which streams, gzips itself:
 * api/streamed-list.ts), so the body is compressed whole and goes out with its Content-Length.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (c.req.method === "HEAD" || !response.body || !negotiatesEncoding(response.status, response.headers)) {
      return;
    }
    // Caches must keep the plain and the gzipped answer apart, whichever this one is.
    response.headers.set("Vary", varyOnEncoding(response.headers.get("Vary")));
    if (!acceptsGzip(c.req.header("Accept-Encoding"))) return;

    const body = Buffer.from(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    let sent = body;
    if (worthGzipping(body.length)) {
      sent = await gzipAsync(body);
      headers.set("Content-Encoding", "gzip");
      // Other bytes than the identity encoding: a strong validator may not claim them.
      const etag = headers.get("ETag");
      if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
    }
    headers.set("Content-Length", String(sent.length));
    c.res = undefined;
    c.res = new Response(sent, { status: response.status, statusText: response.statusText, headers });
  };
}

// A body kept in parts with a fresh value (the CSP nonce) between them on each response, gzipped
// without compressing on each response: every part is deflated once, on its own, ending on a
// full flush (byte-aligned, no back-reference into the next part); a response is the gzip
// header, the deflated parts with the value between them as stored (uncompressed) blocks, an
// empty final block and the trailer (CRC-32 and length of the whole body).

/** A body's parts deflated once, with what each response's gzip trailer needs to know of them. */
export interface GzipParts {
  deflated: Bytes[];
  /** CRC-32 of each part, uncompressed. */
  crcs: number[];
  /** crc32Shift of each part's length, to append its CRC to the running one. */
  shifts: number[];
  /** Each part's length, uncompressed. */
  lengths: number[];
  /** The parts' total length, uncompressed. */
  length: number;
}

/** The parts prepared for gzipPieces, or undefined when the body is too small to be worth it. */
export function deflateParts(parts: Bytes[]): GzipParts | undefined {
  const length = parts.reduce((total, part) => total + part.length, 0);
  if (!worthGzipping(length)) return undefined;
  return {
    deflated: parts.map((part) => deflateRawSync(part, { finishFlush: constants.Z_FULL_FLUSH })),
    crcs: parts.map((part) => crc32(part)),
    shifts: parts.map((part) => crc32Shift(part.length)),
    lengths: parts.map((part) => part.length),
    length,
  };
}

const GZIP_HEADER = Uint8Array.of(0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff);
const FINAL_EMPTY_BLOCK = Uint8Array.of(3, 0);

/**
 * The gzip body of the parts joined by `between` (at most 65,535 bytes), in pieces to send in
 * order. Only `between` is read per response: the trailer's CRC is combined from the parts'
 * CRCs computed once, and the deflated parts are sent as they are, never copied together.
 */
export function gzipPieces(parts: GzipParts, between: Bytes): Bytes[] {
  const stored = new Uint8Array(5 + between.length);
  stored.set([
    0,
    between.length & 0xff,
    between.length >> 8,
    ~between.length & 0xff,
    (~between.length >> 8) & 0xff,
  ]);
  stored.set(between, 5);
  const body = parts.deflated.flatMap((part, i) => (i > 0 ? [stored, part] : [part]));
  return [GZIP_HEADER, ...body, FINAL_EMPTY_BLOCK, gzipTrailer(parts, between)];
}

/** The last 8 bytes of gzipPieces' body: CRC-32 and length of the parts joined by `between`. */
export function gzipTrailer(parts: GzipParts, between: Bytes): Bytes {
  let crc = parts.crcs[0] ?? 0;
  for (let i = 1; i < parts.crcs.length; i++) {
    crc = crc32(between, crc);
    crc = crc32Combine(crc, parts.crcs[i] as number, parts.shifts[i] as number);
  }
  const trailer = new Uint8Array(8);
  const view = new DataView(trailer.buffer);
  view.setUint32(0, crc >>> 0, true);
  view.setUint32(4, (parts.length + between.length * (parts.crcs.length - 1)) >>> 0, true);
  return trailer;
}

/** Where, in gzipPieces' body, each copy of a `betweenLength`-byte `between` starts. */
export function gzipBetweenOffsets(parts: GzipParts, betweenLength: number): number[] {
  const offsets: number[] = [];
  let offset = GZIP_HEADER.length;
  parts.deflated.forEach((part, i) => {
    if (i > 0) {
      offsets.push(offset + 5);
      offset += 5 + betweenLength;
    }
    offset += part.length;
  });
  return offsets;
}
