import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32Combine, crc32Latin1, crc32Shift } from "./crc32-combine";

describe("crc32Combine", () => {
  it("gives the CRC-32 of two pieces joined, for pieces of any length", () => {
    for (const [lengthA, lengthB] of [
      [0, 0],
      [1, 0],
      [0, 1],
      [7, 13],
      [1024, 24],
      [40_000, 65_537],
    ]) {
      const a = randomBytes(lengthA as number);
      const b = randomBytes(lengthB as number);
      const combined = crc32Combine(crc32(a), crc32(b), crc32Shift(b.length));
      expect(combined, `${lengthA} + ${lengthB} bytes`).toBe(crc32(Buffer.concat([a, b])));
    }
  });
});

describe("crc32Latin1", () => {
  it("gives zlib's CRC-32 of a string's characters as bytes", () => {
    const texts = ["", "a", "KSrBuAoGCGq6ehYffm6wOw==", "\0\u00ff", randomBytes(300).toString("latin1")];
    for (const text of texts) {
      expect(crc32Latin1(text), JSON.stringify(text)).toBe(crc32(Buffer.from(text, "latin1")));
    }
  });
});
