import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, signIn } from "../../../tests/support/api-client";
import { metadataOf, photo } from "../../../tests/support/image-fixtures";
import { mediaFile, mediaRequests, uploadForm } from "../../../tests/support/media-fixtures";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { MINIMUM_LISTS } from "../../../tests/support/solution-lists";

describe("media uploads", () => {
  let server: TestServer;
  let token: string;
  const { upload, fetchBytes, libraryItem, deleteFromLibrary } = mediaRequests(
    () => server,
    () => token,
  );

  beforeAll(async () => {
    server = await startTestServer();
    token = (await signIn(server, "admin")).token;
    const admin = apiClient(server, token);
    for (const id of ["with-media", "doomed"]) {
      await admin.post("/api/solutions", { ...MINIMUM_LISTS, id, title: id, pricing: { upfront: "R800" } });
    }
  });
  afterAll(() => server.close());

  it("stores an image for a solution, serves it, and the public read shows it at once", async () => {
    const etagBefore = (await apiClient(server).get("/api/solutions/with-media")).headers.get("etag");
    const png = await photo(64, 48, "png");
    const response = await upload(
      "/api/solutions/with-media/media",
      uploadForm("media", png, "../../shop front.png"),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data.media).toMatchObject({
      type: "image",
      url: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.png$/),
      fileName: "shop front.png",
      width: 64,
      height: 48,
    });
    const served = await fetchBytes(body.data.media.url);
    expect(served.response.headers.get("content-type")).toBe("image/png");
    expect((await metadataOf(served.bytes)).width).toBe(64);

    const publicRead = await apiClient(server).get("/api/solutions/with-media");
    expect(publicRead.headers.get("etag")).not.toBe(etagBefore);
    expect(publicRead.body.data.media.url).toBe(body.data.media.url);
  });

  it("replaces media in one step: the old file stays in the library, unused; the new video serves byte ranges", async () => {
    const before = (await apiClient(server).get("/api/solutions/with-media")).body.data.media.url;
    const video = mediaFile("mp4", 100_000);
    const response = await upload(
      "/api/solutions/with-media/media",
      uploadForm("media", video, "demo.mp4", "video/mp4"),
    );
    const media = (await response.json()).data.media;
    expect(media.type).toBe("video");
    expect((await fetchBytes(before)).response.status).toBe(200);
    expect(await libraryItem(before)).toMatchObject({ fileName: "shop front.png", usedBy: [] });

    const probe = await fetchBytes(media.url, { range: "bytes=0-1" });
    expect(probe.response.status).toBe(206);
    expect(probe.response.headers.get("content-range")).toBe(`bytes 0-1/${video.length}`);
    expect(probe.bytes.equals(Buffer.from(video.subarray(0, 2)))).toBe(true);
    const tail = await fetchBytes(media.url, { range: "bytes=99990-" });
    expect(tail.bytes.equals(Buffer.from(video.subarray(99990)))).toBe(true);
    expect((await fetchBytes(media.url, { range: "bytes=200000-" })).response.status).toBe(416);
  });

  it("decides the type by content: an HTML page named .png is refused (415)", async () => {
    const response = await upload(
      "/api/solutions/with-media/media",
      uploadForm("media", mediaFile("html"), "x.png", "image/png"),
    );
    expect(response.status).toBe(415);
    expect((await response.json()).error).toBe(
      "Only JPEG, PNG, GIF, WebP, MP4 and WebM files can be uploaded",
    );
  });

  it("refuses files over 10 MB (413), uploads without the field (400) and unknown solutions (404)", async () => {
    const big = await upload(
      "/api/solutions/with-media/media",
      uploadForm("media", mediaFile("png", 10 * 1024 * 1024 + 1), "big.png"),
    );
    expect(big.status).toBe(413);
    expect((await big.json()).error).toBe("File is too large (maximum 10 MB)");
    const wrongField = await upload(
      "/api/solutions/with-media/media",
      uploadForm("file", mediaFile("png"), "a.png"),
    );
    expect(wrongField.status).toBe(400);
    const missing = await upload(
      "/api/solutions/nope/media",
      uploadForm("media", await photo(8, 8), "a.jpg"),
    );
    expect(missing.status).toBe(404);
  });

  it("deletes a solution's media; a solution purged from the Trash lets go of its media, which the library then deletes", async () => {
    const admin = apiClient(server, token);
    const current = (await apiClient(server).get("/api/solutions/with-media")).body.data.media.url;
    expect((await admin.delete("/api/solutions/with-media/media")).status).toBe(200);
    expect((await apiClient(server).get("/api/solutions/with-media")).body.data.media).toBeUndefined();
    expect((await libraryItem(current))?.usedBy).toEqual([]);
    expect(await deleteFromLibrary(current)).toBe(200);
    expect((await fetchBytes(current)).response.status).toBe(404);

    const doomed = await upload(
      "/api/solutions/doomed/media",
      uploadForm("media", await photo(8, 8, "png"), "d.png"),
    );
    const url = (await doomed.json()).data.media.url;
    expect((await admin.delete("/api/solutions/doomed")).status).toBe(200);
    // In use while the solution can come back from the Trash (issue 31); unused once purged.
    expect((await fetchBytes(url)).response.status).toBe(200);
    expect((await libraryItem(url))?.usedBy).toEqual([
      { kind: "solution", id: "doomed", title: expect.any(String), as: "media", inTrash: true },
    ]);
    expect(await deleteFromLibrary(url)).toBe(409);
    const { db, solutions } = server.services;
    const afterTrashDays = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
    expect(await db.transaction((tx) => solutions.purgeTrash(tx, afterTrashDays))).toBe(1);
    expect((await libraryItem(url))?.usedBy).toEqual([]);
    expect(await deleteFromLibrary(url)).toBe(200);
    expect((await fetchBytes(url)).response.status).toBe(404);
  });

  it("sets, replaces and deletes the homepage video, shown by GET /api/settings", async () => {
    expect((await apiClient(server).get("/api/settings")).body).toEqual({ success: true, data: {} });
    const image = await upload(
      "/api/settings/homepage-video",
      uploadForm("video", mediaFile("png"), "a.png"),
    );
    expect(image.status).toBe(415);
    expect((await image.json()).error).toBe("Only MP4 and WebM files can be uploaded");

    const first = await upload(
      "/api/settings/homepage-video",
      uploadForm("video", mediaFile("mp4"), "intro.mp4"),
    );
    expect(first.status).toBe(200);
    const firstUrl = (await first.json()).data.homepageVideo.url;
    const second = await upload(
      "/api/settings/homepage-video",
      uploadForm("video", mediaFile("mp4"), "intro-v2.mp4"),
    );
    const settings = (await apiClient(server).get("/api/settings")).body.data;
    expect(settings.homepageVideo).toEqual({
      url: expect.stringMatching(/^\/uploads\/.+\.mp4$/),
      fileName: "intro-v2.mp4",
    });
    expect((await second.json()).data).toEqual(settings);
    expect((await libraryItem(firstUrl))?.usedBy).toEqual([]);

    expect((await apiClient(server, token).delete("/api/settings/homepage-video")).status).toBe(200);
    expect((await apiClient(server).get("/api/settings")).body.data).toEqual({});
    expect(await deleteFromLibrary(settings.homepageVideo.url)).toBe(200);
    expect((await fetchBytes(settings.homepageVideo.url)).response.status).toBe(404);
  });
});
