import { crc32 } from "node:zlib";
import { type GzipParts, gzipBetweenOffsets, gzipPieces, gzipTrailer } from "../responses/compression";
import { crc32Combine, crc32Latin1, crc32Shift } from "../responses/crc32-combine";
import { withNonce } from "./store";

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
  /**
   * The body with `nonce` (ASCII, as a page's base64 nonce is) in it; pass it to release()
   * once the socket has taken it.
   */
  take(nonce: string): Buffer;
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
  return readyBody((nonce) => Buffer.concat(withNonce(parts, latin1(nonce))), offsets, nonceLength);
}

/** The gzip body of `parts` joined by each response's nonce (see gzipPieces). */
export function readyGzipBody(parts: GzipParts, nonceLength: number): ReadyBody {
  const offsets = gzipBetweenOffsets(parts, nonceLength);
  return readyBody(
    (nonce) => Buffer.concat(gzipPieces(parts, latin1(nonce))),
    offsets,
    nonceLength,
    gzipCrcFor(parts, nonceLength),
  );
}

/**
 * The CRC-32 of the uncompressed body for each nonce, from that of the body with a zero nonce.
 * CRC-32 is linear: other bytes in a message of the same length change its CRC by their own
 * CRC without the initial and final inversions, shifted past the bytes that follow them. So a
 * response costs one CRC of its 24-byte nonce and four table reads, not a CRC per place. The
 * nonce's CRC is taken in JavaScript: zlib's, called with the string, was one of the front's two
 * costliest steps of its own in a profile under load (decision 0100).
 */
function gzipCrcFor(parts: GzipParts, nonceLength: number): (nonce: string) => number {
  const zeros = new Uint8Array(nonceLength);
  const zeroCrc = new DataView(gzipTrailer(parts, zeros).buffer).getUint32(0, true);
  const zerosCrc = crc32(zeros);
  // Each nonce's CRC is shifted past what follows it: the next part, and every later nonce
  // and part.
  const shifts: number[] = [];
  let following = 0;
  for (let i = parts.lengths.length - 1; i > 0; i--) {
    following += parts.lengths[i] as number;
    shifts.push(crc32Shift(following));
    following += nonceLength;
  }
  // The change to the CRC is linear in `change`, for all places at once: one table per byte
  // of `change` holds that byte's share, made from the share of each of its bits.
  const table = new Uint32Array(4 * 256);
  for (let byte = 0; byte < 4; byte++) {
    const ofBit = (bit: number) =>
      shifts.reduce((sum, shift) => sum ^ crc32Combine(2 ** (byte * 8 + bit), 0, shift), 0);
    const bits = Array.from({ length: 8 }, (_, bit) => ofBit(bit));
    for (let value = 1; value < 256; value++) {
      const lowest = 31 - Math.clz32(value & -value);
      table[byte * 256 + value] =
        (table[byte * 256 + (value & (value - 1))] as number) ^ (bits[lowest] as number);
    }
  }
  return (nonce) => {
    const change = (crc32Latin1(nonce) ^ zerosCrc) >>> 0;
    const share =
      (table[change & 0xff] as number) ^
      (table[256 + ((change >>> 8) & 0xff)] as number) ^
      (table[512 + ((change >>> 16) & 0xff)] as number) ^
      (table[768 + (change >>> 24)] as number);
    return (zeroCrc ^ share) >>> 0;
  };
}

const latin1 = (text: string): Bytes => Buffer.from(text, "latin1");

function readyBody(
  build: (nonce: string) => Buffer,
  nonceOffsets: number[],
  nonceLength: number,
  /** Gzip: the CRC-32 its trailer gives for this nonce (the length there stays the same). */
  crcFor?: (nonce: string) => number,
): ReadyBody {
  const first = build("\0".repeat(nonceLength));
  const [firstOffset = 0, ...otherOffsets] = nonceOffsets;
  // Without a nonce the body never changes: every response sends the same buffer.
  if (nonceOffsets.length === 0) return { length: first.length, take: () => first, release() {} };
  const spares = [first];
  return {
    length: first.length,
    take(nonce) {
      const body = nonce.length === nonceLength ? spares.pop() : undefined;
      if (!body) return build(nonce);
      // Written once from the string, copied within the body to its other places: no buffer
      // of its own per response.
      body.write(nonce, firstOffset, "latin1");
      for (const offset of otherOffsets) body.copyWithin(offset, firstOffset, firstOffset + nonceLength);
      if (crcFor) body.writeUInt32LE(crcFor(nonce), body.length - 8);
      return body;
    },
    release(body) {
      if (body.length === first.length && spares.length < SPARES) spares.push(body);
    },
  };
}
