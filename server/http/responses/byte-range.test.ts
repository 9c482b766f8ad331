import { describe, expect, it } from "vitest";
import { parseRange } from "./byte-range";

describe("parseRange", () => {
  it.each([
    ["bytes=0-1", { start: 0, end: 1 }],
    ["bytes=0-0", { start: 0, end: 0 }],
    ["bytes=100-", { start: 100, end: 999 }],
    ["bytes=-10", { start: 990, end: 999 }],
    ["bytes=-5000", { start: 0, end: 999 }],
    ["bytes=500-5000", { start: 500, end: 999 }],
    ["bytes=999-999", { start: 999, end: 999 }],
    ["Bytes = 10 - 19", { start: 10, end: 19 }],
  ])("%s of 1000 bytes is %j", (header, range) => {
    expect(parseRange(header, 1000)).toEqual(range);
  });

  it.each(["bytes=1000-", "bytes=1000-1001", "bytes=5000-6000", "bytes=-0"])(
    "%s of 1000 bytes is unsatisfiable",
    (header) => {
      expect(parseRange(header, 1000)).toBe("unsatisfiable");
    },
  );

  it.each([
    undefined,
    "",
    "bytes=",
    "bytes=-",
    "bytes=5-2",
    "bytes=0-1,5-9",
    "bytes=a-b",
    "items=0-1",
    "bytes=0-1;",
    "bytes 0-1",
  ])("ignores %j", (header) => {
    expect(parseRange(header, 1000)).toBeNull();
  });
});
