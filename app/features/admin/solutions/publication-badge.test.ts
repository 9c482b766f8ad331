import { describe, expect, it } from "vitest";
import { fromSastInput, toSastInput } from "#domain/south-african-time";
import { publicationBadge } from "./publication-badge";

const NOW = Date.parse("2026-11-27T08:00:00.000Z");

describe("the admin list's publication badge", () => {
  it("is absent for what visitors see", () => {
    expect(publicationBadge({}, NOW)).toBeNull();
    expect(publicationBadge({ status: "published", publishAt: "2026-11-27T08:00:00.000Z" }, NOW)).toBeNull();
  });

  it("says Draft for a draft, scheduled or not", () => {
    expect(publicationBadge({ status: "draft" }, NOW)).toBe("Draft");
    expect(publicationBadge({ status: "draft", publishAt: "2026-12-01T08:00:00.000Z" }, NOW)).toBe("Draft");
  });

  it("says when a scheduled solution appears, in South African time", () => {
    expect(publicationBadge({ publishAt: "2026-11-28T08:00:00.000Z" }, NOW)).toBe(
      "Scheduled 28 Nov 2026, 10:00",
    );
  });
});

describe("the Publish at field", () => {
  it("shows and reads SAST whatever the browser's zone", () => {
    expect(toSastInput("2026-11-28T08:00:00.000Z")).toBe("2026-11-28T10:00");
    expect(fromSastInput("2026-11-28T10:00")).toBe("2026-11-28T10:00:00+02:00");
    expect(fromSastInput("")).toBeUndefined();
  });
});
