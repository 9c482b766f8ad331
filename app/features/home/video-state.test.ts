import { describe, expect, it } from "vitest";
import {
  afterSettingsAnswer,
  NETWORK_ERROR_STATE,
  playbackErrorLabel,
  videoSource,
  videoStateFromResponse,
  videoStateOfPage,
} from "./video-state";

describe("videoSource", () => {
  const video = videoStateOfPage({
    url: "/uploads/v.mp4",
    variants: [{ url: "/uploads/v-640w.mp4", type: "video/mp4", width: 640 }],
  });
  it("plays the light variant on a phone or a mobile link, the original elsewhere", () => {
    if (video.status !== "ready") throw new Error(video.status);
    expect(videoSource(video, true)).toEqual({ url: "/uploads/v-640w.mp4", light: true });
    expect(videoSource(video, false)).toEqual({ url: "/uploads/v.mp4", light: false });
  });
  it("plays the original, and says so, while there is no light variant", () => {
    expect(videoSource({ url: "/uploads/v.mp4" }, true)).toEqual({ url: "/uploads/v.mp4", light: false });
  });
});

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
  it("shows the designed still, not an error text, when no video is set", () => {
    expect(videoStateFromResponse(true, { success: true, data: {} })).toEqual({ status: "none" });
    expect(videoStateOfPage(null)).toEqual({ status: "none" });
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

describe("videoStateOfPage", () => {
  it("starts with the video the page's loader read, with its poster", () => {
    const poster = { url: "/uploads/p.jpg", width: 1920, height: 1080, variants: [] };
    expect(videoStateOfPage({ url: "/uploads/v.mp4", poster })).toEqual({
      status: "ready",
      url: "/uploads/v.mp4",
      poster,
    });
  });
  it("shows the designed still when the loader found none, and loads when it could not read", () => {
    expect(videoStateOfPage(undefined)).toEqual({ status: "loading" });
  });
});

describe("afterSettingsAnswer", () => {
  const shown = videoStateOfPage({ url: "/uploads/v.mp4" });
  it("keeps a video the page shows when the call fails or finds none", () => {
    expect(afterSettingsAnswer(shown, NETWORK_ERROR_STATE)).toBe(shown);
    expect(afterSettingsAnswer(shown, videoStateFromResponse(true, { success: true, data: {} }))).toBe(shown);
  });
  it("takes the answer otherwise", () => {
    const other = videoStateOfPage({ url: "/uploads/w.mp4" });
    expect(afterSettingsAnswer(shown, other)).toBe(other);
    expect(afterSettingsAnswer({ status: "loading" }, NETWORK_ERROR_STATE)).toBe(NETWORK_ERROR_STATE);
  });
  it("keeps the poster's preview from the page while the answer names the same poster", () => {
    const poster = { url: "/uploads/p.avif", width: 1920, height: 1080, variants: [] };
    const preview = "data:image/avif;base64,AAAA";
    const page = videoStateOfPage({ url: "/uploads/v.mp4", poster: { ...poster, preview } });
    const same = videoStateOfPage({ url: "/uploads/v.mp4", poster });
    expect(afterSettingsAnswer(page, same)).toEqual({ ...same, poster: { ...poster, preview } });
    const replaced = videoStateOfPage({
      url: "/uploads/v.mp4",
      poster: { ...poster, url: "/uploads/q.avif" },
    });
    expect(afterSettingsAnswer(page, replaced)).toBe(replaced);
    const withoutPoster = videoStateOfPage({ url: "/uploads/v.mp4" });
    expect(afterSettingsAnswer(page, withoutPoster)).toBe(withoutPoster);
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
