import { describe, expect, it } from "vitest";
import { mediaUrl } from "./media-url";

describe("mediaUrl", () => {
  it("keeps absolute http and https URLs", () => {
    expect(mediaUrl("https://cdn.example.com/a.mp4")).toBe("https://cdn.example.com/a.mp4");
    expect(mediaUrl("http://example.com/b.png")).toBe("http://example.com/b.png");
  });
  it("keeps paths that already start with /uploads", () => {
    expect(mediaUrl("/uploads/abc.webm")).toBe("/uploads/abc.webm");
  });
  it("prefixes anything else with /uploads/", () => {
    expect(mediaUrl("abc.mp4")).toBe("/uploads/abc.mp4");
    expect(mediaUrl("/videos/abc.mp4")).toBe("/uploads/videos/abc.mp4");
  });
});
