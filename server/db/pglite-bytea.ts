import { types } from "@electric-sql/pglite";

// PGlite passes bytea as hex text both ways, and its own codec converts one byte at a time
// through an array of strings: a 10 MB photo took 2.5 s of the event loop to store (issue 16).
// Node's hex codec does the same in milliseconds.

/** Bytes as a bytea literal in hex form. */
function byteaToHex(bytes: Uint8Array): string {
  return `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("hex")}`;
}

/** A bytea in hex form (`\x…`) as bytes over their own ArrayBuffer, as the pg driver returns them. */
function byteaFromHex(text: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array((text.length - 2) / 2);
  Buffer.from(bytes.buffer).write(text.slice(2), "hex");
  return bytes;
}

export const PGLITE_BYTEA = {
  serializers: { [types.BYTEA]: byteaToHex },
  parsers: { [types.BYTEA]: byteaFromHex },
};
