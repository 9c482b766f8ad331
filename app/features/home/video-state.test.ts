import { describe, expect, it } from "vitest";
import { playbackErrorLabel, videoStateFromResponse } from "./video-state";

describe("videoStateFromResponse", () => {
  it("plays the stored video, through the media URL rule", () => {
    const body = { success: true, data: { homepageVideo: { url: "intro.mp4", fileName: "intro.mp4" } } };
    expect(videoStateFromResponse(true, body)).toEqual({ status: "ready", url: "/uploads/intro.mp4" });
  });
  it("brings the poster along when there is one", () => {
    const poster = { url: "/uploads/p.jpg", width: 1920, height: 1080, variants: [], fileName: "p.jpg" };
    const body = {
      success: true,
      data: { homepageVideo: { url: "/uploads/v.mp4", fileName: "v.mp4", poster } },
    };
    expect(videoStateFromResponse(true, body)).toEqual({ status: "ready", url: "/uploads/v.mp4", poster });
  });
  it("says 'Video unavailable' when no video is set", () => {
    expect(videoStateFromResponse(true, { success: true, data: {} })).toEqual({
      status: "unavailable",
      message: "Video unavailable",
    });
  });
  it("says 'Failed to load video' when success is false", () => {
    expect(videoStateFromResponse(true, { success: false })).toEqual({
      status: "unavailable",
      message: "Failed to load video",
    });
  });
  it("uses the server's error text on a failed status, else the default", () => {
    expect(videoStateFromResponse(false, { success: false, error: "Not found" })).toEqual({
      status: "unavailable",
      message: "Not found",
    });
    expect(videoStateFromResponse(false, null)).toEqual({
      status: "unavailable",
      message: "An error occurred while loading video",
    });
  });
});

describe("playbackErrorLabel", () => {
  it("names the four MediaError codes and calls the rest unknown", () => {
    expect([1, 2, 3, 4].map(playbackErrorLabel)).toEqual([
      "aborted",
      "network",
      "decode",
      "source-not-supported",
    ]);
    expect(playbackErrorLabel(9)).toBe("unknown");
    expect(playbackErrorLabel(undefined)).toBe("unknown");
  });
});
