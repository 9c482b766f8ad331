import { describe, expect, it } from "vitest";
import { resolveMediaUrl } from "./resolve-media-url";

describe("resolveMediaUrl", () => {
  it("keeps absolute http and https URLs", () => {
    expect(resolveMediaUrl("https://cdn.example.com/a.mp4")).toBe("https://cdn.example.com/a.mp4");
    expect(resolveMediaUrl("http://example.com/b.png")).toBe("http://example.com/b.png");
  });
  it("keeps paths that already start with /uploads", () => {
    expect(resolveMediaUrl("/uploads/abc.webm")).toBe("/uploads/abc.webm");
  });
  it("prefixes anything else with /uploads/", () => {
    expect(resolveMediaUrl("abc.mp4")).toBe("/uploads/abc.mp4");
    expect(resolveMediaUrl("/videos/abc.mp4")).toBe("/uploads/videos/abc.mp4");
  });
});
