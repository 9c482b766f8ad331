import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, signIn } from "../../../tests/support/api-client";
import { captureLogs } from "../../../tests/support/log-capture";
import { mediaFile, mediaRequests, testClip, uploadForm } from "../../../tests/support/media-fixtures";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { firstFrame } from "../../media/ffmpeg";

// A homepage video uploaded without a poster gets one from its first frame (decision 0054), and
// every homepage video a light variant for phones, made after the upload is answered (0061).

describe("a poster from the video's first frame, and a light variant", () => {
  let server: TestServer;
  let token: string;
  const { upload, fetchBytes, deleteFromLibrary } = mediaRequests(
    () => server,
    () => token,
  );
  const logs = captureLogs("warn");
  const settings = async () => (await apiClient(server).get("/api/settings")).body.data;

  let clip: Uint8Array<ArrayBuffer>;
  let heavyClip: Uint8Array<ArrayBuffer>;

  beforeAll(async () => {
    // Made before the server starts: ffmpeg blocks this process, whose connections would
    // otherwise be closed as idle by the server while the test's pool still holds them.
    clip = testClip({ width: 1280, height: 720 });
    heavyClip = testClip({ seconds: 10, width: 1280, height: 720, bitrate: "3M" });
    server = await startTestServer({}, { logger: logs.logger });
    token = (await signIn(server, "admin")).token;
  });
  afterAll(() => server.close());

  it("is made at upload, at the video's size, with resized variants, and stays in the library when the video goes", async () => {
    const response = await upload("/api/settings/homepage-video", uploadForm("video", clip, "intro.mp4"));
    expect(response.status).toBe(200);
    const { poster } = (await settings()).homepageVideo;
    expect(poster).toMatchObject({ fileName: "intro-poster.jpg", width: 1280, height: 720 });
    expect(poster.variants.map((v: { type: string; width: number }) => `${v.type} ${v.width}`)).toContain(
      "image/avif 480",
    );
    const served = await fetchBytes(poster.url);
    expect(served.response.headers.get("content-type")).toBe("image/jpeg");

    expect((await apiClient(server, token).delete("/api/settings/homepage-video")).status).toBe(200);
    expect((await settings()).homepageVideo).toBeUndefined();
    expect(await deleteFromLibrary(poster.url)).toBe(200);
    expect((await fetchBytes(poster.url)).response.status).toBe(404);
  });

  it("a light variant is made after the upload: at most 640 px wide and about 1 MB for 10 s", async () => {
    expect(heavyClip.byteLength).toBeGreaterThan(1_200_000);
    const response = await upload(
      "/api/settings/homepage-video",
      uploadForm("video", heavyClip, "intro.mp4"),
    );
    expect(response.status).toBe(200);
    // The upload is answered with the poster; the variant follows within a few seconds.
    expect((await response.json()).data.homepageVideo.poster).toBeDefined();
    let variants: Array<{ url: string; type: string; width: number }> | undefined;
    await expect
      .poll(async () => (variants = (await settings()).homepageVideo.variants), {
        timeout: 120_000,
        interval: 500,
      })
      .toBeDefined();
    expect(variants).toEqual([{ url: expect.stringMatching(/\.mp4$/), type: "video/mp4", width: 640 }]);
    const light = await fetchBytes(variants?.[0]?.url as string);
    expect(light.response.headers.get("content-type")).toBe("video/mp4");
    expect(light.bytes.byteLength).toBeLessThan(1_000_000);
    // Playable: ffmpeg reads a 640 × 360 frame from it.
    const frame = await firstFrame(light.bytes);
    expect(frame && (await sharp(frame).metadata())).toMatchObject({ width: 640, height: 360 });

    // The light copy is the video's variant: it stays with the video in the library (decision
    // 0058) and goes when the library deletes the video.
    const { url } = (await settings()).homepageVideo;
    expect((await apiClient(server, token).delete("/api/settings/homepage-video")).status).toBe(200);
    expect(await deleteFromLibrary(url)).toBe(200);
    expect((await fetchBytes(variants?.[0]?.url as string)).response.status).toBe(404);
  }, 180_000);

  it("are not made from a file ffmpeg cannot read, which is stored as sent, and the operator is told", async () => {
    const response = await upload(
      "/api/settings/homepage-video",
      uploadForm("video", mediaFile("mp4"), "x.mp4"),
    );
    expect(response.status).toBe(200);
    expect((await settings()).homepageVideo).toEqual({
      url: expect.stringMatching(/\.mp4$/),
      fileName: "x.mp4",
    });
    await expect
      .poll(() => logs.text(), { timeout: 30_000 })
      .toMatch(/ffmpeg could not complete the homepage video/);
    expect((await settings()).homepageVideo.variants).toBeUndefined();
  });
});
