import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, signIn } from "../../tests/support/api-client";
import { mediaFile, mediaRequests, testClip, uploadForm } from "../../tests/support/media-fixtures";
import { startTestServer, type TestServer } from "../../tests/support/server";

// A homepage video uploaded without a poster gets one from its first frame (decision 0054).

describe("a poster from the video's first frame", () => {
  let server: TestServer;
  let token: string;
  const { upload, fetchBytes } = mediaRequests(
    () => server,
    () => token,
  );
  const settings = async () => (await apiClient(server).get("/api/settings")).body.data;

  beforeAll(async () => {
    server = await startTestServer();
    token = (await signIn(server, "admin")).token;
  });
  afterAll(() => server.close());

  it("is made at upload, at the video's size, with resized variants, and goes with the video", async () => {
    const response = await upload(
      "/api/settings/homepage-video",
      uploadForm("video", testClip({ width: 1280, height: 720 }), "intro.mp4"),
    );
    expect(response.status).toBe(200);
    const { poster } = (await settings()).homepageVideo;
    expect(poster).toMatchObject({ fileName: "intro-poster.jpg", width: 1280, height: 720 });
    expect(poster.variants.map((v: { type: string; width: number }) => `${v.type} ${v.width}`)).toContain(
      "image/avif 480",
    );
    const served = await fetchBytes(poster.url);
    expect(served.response.headers.get("content-type")).toBe("image/jpeg");

    expect((await apiClient(server, token).delete("/api/settings/homepage-video")).status).toBe(200);
    expect((await fetchBytes(poster.url)).response.status).toBe(404);
  });

  it("is not made from a file ffmpeg cannot read, which is stored without one", async () => {
    const response = await upload(
      "/api/settings/homepage-video",
      uploadForm("video", mediaFile("mp4"), "x.mp4"),
    );
    expect(response.status).toBe(200);
    expect((await settings()).homepageVideo).toEqual({
      url: expect.stringMatching(/\.mp4$/),
      fileName: "x.mp4",
    });
  });
});
