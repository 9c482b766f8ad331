// CRC-32 of a concatenation from the CRCs of its pieces, as zlib's crc32_combine_gen/op do:
// a cached page's gzip trailer then costs a few dozen integer operations per response instead
// of a CRC pass over the whole page (see gzipJoined in compression.ts).

const POLYNOMIAL = 0xedb88320; // CRC-32's polynomial, bit-reflected

// CRC-32's table of each byte's remainder, for crc32Latin1.
const BYTE_TABLE = Uint32Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ POLYNOMIAL : crc >>> 1;
  return crc;
});

/**
 * CRC-32 of `text`'s characters as bytes (latin1), as zlib's crc32 gives it. For a few dozen
 * bytes per response (a page's nonce) a loop here costs less than the call into zlib with a
 * string, which it must first encode.
 */
export function crc32Latin1(text: string): number {
  let crc = 0xffffffff;
  for (let i = 0; i < text.length; i++) {
    crc = (BYTE_TABLE[(crc ^ text.charCodeAt(i)) & 0xff] as number) ^ (crc >>> 8);
  }
  return ~crc >>> 0;
}

/** a(x)·b(x) modulo the CRC polynomial, both in CRC-32's reflected bit order. */
function multiplyModP(a: number, b: number): number {
  let product = 0;
  let multiplier = b >>> 0;
  for (let bit = 0x80000000; bit !== 0; bit >>>= 1) {
    if (a & bit) product ^= multiplier;
    multiplier = multiplier & 1 ? (multiplier >>> 1) ^ POLYNOMIAL : multiplier >>> 1;
  }
  return product >>> 0;
}

// x^(2^k) modulo the polynomial, for k = 0…31.
const X_TO_TWO_TO_THE = (() => {
  const table = [0x40000000]; // x^1
  for (let k = 1; k < 32; k++) table.push(multiplyModP(table[k - 1] as number, table[k - 1] as number));
  return table;
})();

/** The operator that shifts a CRC past `length` more bytes: pass it to crc32Combine. */
export function crc32Shift(length: number): number {
  let operator = 0x80000000; // x^0
  let k = 3; // a byte is 2^3 bits
  for (let n = length; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2) operator = multiplyModP(X_TO_TWO_TO_THE[k % 32] as number, operator);
  }
  return operator;
}

/** CRC-32 of A followed by B, from crc(A), crc(B) and crc32Shift(length of B). */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
}
