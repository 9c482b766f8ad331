import { describe, expect, it } from "vitest";
import { extensionFor, HOMEPAGE_VIDEO_TYPES, SOLUTION_MEDIA_TYPES, sniffMedia } from "./sniff";

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? ascii(part) : part)));
const padding = (n: number) => new Array<number>(n).fill(0);

const fixtures = {
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], "JFIF", padding(8)),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], "IHDR", padding(8)),
  gif87: bytes("GIF87a", padding(8)),
  gif89: bytes("GIF89a", padding(8)),
  webp: bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 ", padding(8)),
  mp4: bytes([0, 0, 0, 0x20], "ftypisom", [0, 0, 2, 0], "isomiso2avc1mp41"),
  webm: bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01], [0x42, 0x82, 0x84], "webm", padding(8)),
};

describe("sniffMedia", () => {
  it.each([
    ["jpeg", "image/jpeg", "image", "jpg"],
    ["png", "image/png", "image", "png"],
    ["gif87", "image/gif", "image", "gif"],
    ["gif89", "image/gif", "image", "gif"],
    ["webp", "image/webp", "image", "webp"],
    ["mp4", "video/mp4", "video", "mp4"],
    ["webm", "video/webm", "video", "webm"],
  ] as const)("recognises %s by its magic bytes", (name, contentType, kind, extension) => {
    expect(sniffMedia(fixtures[name])).toEqual({ contentType, kind, extension });
  });

  it("goes by the bytes, not the name: a PNG renamed .mp4 is a PNG", async () => {
    const renamed = new File([fixtures.png], "clip.mp4", { type: "video/mp4" });
    const content = new Uint8Array(await renamed.arrayBuffer());
    expect(sniffMedia(content)?.contentType).toBe("image/png");
  });

  it("rejects an HTML page", () => {
    expect(sniffMedia(bytes("<!DOCTYPE html><html><script>alert(1)</script></html>"))).toBeNull();
    expect(sniffMedia(bytes([0xef, 0xbb, 0xbf], "<html></html>"))).toBeNull();
  });

  it("rejects truncated files", () => {
    expect(sniffMedia(new Uint8Array())).toBeNull();
    expect(sniffMedia(fixtures.jpeg.subarray(0, 2))).toBeNull();
    expect(sniffMedia(fixtures.png.subarray(0, 7))).toBeNull();
    expect(sniffMedia(fixtures.gif89.subarray(0, 5))).toBeNull();
    expect(sniffMedia(fixtures.webp.subarray(0, 11))).toBeNull();
    expect(sniffMedia(fixtures.mp4.subarray(0, 10))).toBeNull();
    expect(sniffMedia(fixtures.webm.subarray(0, 12))).toBeNull();
  });

  it("rejects look-alikes of the accepted containers", () => {
    // Matroska that is not WebM, a WAV file in RIFF, and an AVIF still image in ISO BMFF.
    expect(sniffMedia(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x42, 0x82, 0x88], "matroska", padding(8)))).toBeNull();
    expect(sniffMedia(bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt ", padding(8)))).toBeNull();
    expect(sniffMedia(bytes([0, 0, 0, 0x1c], "ftypavif", [0, 0, 0, 0], "avifmif1"))).toBeNull();
    expect(sniffMedia(bytes([0, 0, 0, 0x1c], "ftyp", [0, 1, 2, 3], padding(8)))).toBeNull();
  });

  it("looks for the WebM DocType only in the EBML header", () => {
    const late = bytes([0x1a, 0x45, 0xdf, 0xa3], padding(70), "webm");
    expect(sniffMedia(late)).toBeNull();
  });
});

describe("allow-lists", () => {
  it("solutions take all six types, the homepage video only the two video types", () => {
    expect(SOLUTION_MEDIA_TYPES).toEqual([
      "image/jpeg",
      "image/png",
      "image/gif",
      "image/webp",
      "video/mp4",
      "video/webm",
    ]);
    expect(HOMEPAGE_VIDEO_TYPES).toEqual(["video/mp4", "video/webm"]);
  });

  it("maps each type to the extension of its keys", () => {
    expect(extensionFor("video/webm")).toBe("webm");
    expect(extensionFor("image/jpeg")).toBe("jpg");
    expect(extensionFor("text/html")).toBeUndefined();
  });
});
