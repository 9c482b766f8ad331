import { type GzipParts, gzipBetweenOffsets, gzipPieces, gzipTrailer } from "../compression";

type Bytes = Uint8Array<ArrayBuffer>;

// Copies kept for reuse per body. A copy comes back as soon as the socket has taken it, which
// on a busy server is within the same turn of the event loop, so few are ever out at once.
const SPARES = 2;

/**
 * One representation (plain or gzipped) of a cached answer, sent as one buffer per response:
 * a copy that an earlier response has finished with gets this response's nonce written into
 * it (and, gzipped, its trailer). Sending the cached pieces with the nonce between them, as
 * corked writes, cost a cached page several times more (issue 20's profile, decision 0038).
 */
export interface ReadyBody {
  /** The Content-Length: the same for every nonce, which always has the same length. */
  length: number;
  /** The body with `nonce` in it; pass it to release() once the socket has taken it. */
  take(nonce: Bytes): Buffer;
  release(body: Buffer): void;
}

/** `parts` joined by each response's nonce (every nonce is `nonceLength` bytes long). */
export function readyPlainBody(parts: Bytes[], nonceLength: number): ReadyBody {
  const offsets: number[] = [];
  let offset = 0;
  parts.forEach((part, i) => {
    if (i > 0) {
      offsets.push(offset);
      offset += nonceLength;
    }
    offset += part.length;
  });
  return readyBody((nonce) => joinedBy(parts, nonce), offsets, nonceLength);
}

/** The gzip body of `parts` joined by each response's nonce (see gzipPieces). */
export function readyGzipBody(parts: GzipParts, nonceLength: number): ReadyBody {
  const offsets = gzipBetweenOffsets(parts, nonceLength);
  const trailer = (nonce: Bytes) => gzipTrailer(parts, nonce);
  return readyBody((nonce) => Buffer.concat(gzipPieces(parts, nonce)), offsets, nonceLength, trailer);
}

function joinedBy(parts: Bytes[], nonce: Bytes): Buffer {
  return Buffer.concat(parts.flatMap((part, i) => (i > 0 ? [nonce, part] : [part])));
}

function readyBody(
  build: (nonce: Bytes) => Buffer,
  nonceOffsets: number[],
  nonceLength: number,
  trailer?: (nonce: Bytes) => Bytes,
): ReadyBody {
  const first = build(new Uint8Array(nonceLength));
  // Without a nonce the body never changes: every response sends the same buffer.
  if (nonceOffsets.length === 0) return { length: first.length, take: () => first, release() {} };
  const spares = [first];
  return {
    length: first.length,
    take(nonce) {
      const body = nonce.length === nonceLength ? spares.pop() : undefined;
      if (!body) return build(nonce);
      for (const offset of nonceOffsets) body.set(nonce, offset);
      if (trailer) body.set(trailer(nonce), body.length - 8);
      return body;
    },
    release(body) {
      if (body.length === first.length && spares.length < SPARES) spares.push(body);
    },
  };
}
