import { describe, expect, it } from "vitest";
import { mediaUrl } from "./media-url";

describe("mediaUrl", () => {
  it("keeps absolute and /uploads URLs and prefixes anything else", () => {
    expect(mediaUrl("https://cdn.example.com/a.png")).toBe("https://cdn.example.com/a.png");
    expect(mediaUrl("http://x/a.png")).toBe("http://x/a.png");
    expect(mediaUrl("/uploads/a.png")).toBe("/uploads/a.png");
    expect(mediaUrl("a.png")).toBe("/uploads/a.png");
  });
});
