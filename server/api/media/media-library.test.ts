import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALT_NOT_DECORATIVE, ALT_REQUIRED } from "#domain/content/media-library";
import { apiClient, signIn } from "../../../tests/support/api-client";
import { photo } from "../../../tests/support/image-fixtures";
import { mediaFile, mediaRequests, uploadForm } from "../../../tests/support/media-fixtures";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { MINIMUM_LISTS } from "../../../tests/support/solution-lists";

// The media library (decision 0058-media-library): one upload, many uses, alt text kept with
// the picture and carried to the pages that show it.

describe("the media library", () => {
  let server: TestServer;
  let token: string;
  let userToken: string;
  let pictureId: string;
  let videoId: string;
  const { upload } = mediaRequests(
    () => server,
    () => token,
  );
  const admin = () => apiClient(server, token);
  const publicMedia = async (id: string) =>
    (await apiClient(server).get(`/api/solutions/${id}`)).body.data.media;

  beforeAll(async () => {
    server = await startTestServer();
    token = (await signIn(server, "admin")).token;
    userToken = (await signIn(server, "user")).token;
    for (const [id, title] of [
      ["stock-bot", "Stock Bot"],
      ["receipt-reader", "Receipt Reader"],
    ]) {
      await admin().post("/api/solutions", { ...MINIMUM_LISTS, id, title, pricing: { upfront: "R800" } });
    }
    const picture = await upload(
      "/api/solutions/stock-bot/media",
      uploadForm("media", await photo(64, 48, "png"), "shelf-scan.png"),
    );
    expect(picture.status).toBe(200);
    const video = await upload(
      "/api/settings/homepage-video",
      uploadForm("video", mediaFile("mp4"), "intro.mp4"),
    );
    expect(video.status).toBe(200);
    const items = (await admin().get("/api/media")).body.data;
    pictureId = items.find((item: { fileName: string }) => item.fileName === "shelf-scan.png").id;
    videoId = items.find((item: { fileName: string }) => item.fileName === "intro.mp4").id;
  });
  afterAll(() => server.close());

  it("lists every upload, newest first, without its resized copies, and says what uses each", async () => {
    const response = await admin().get("/api/media");
    expect(response.status).toBe(200);
    expect(response.body.data.map((item: { fileName: string }) => item.fileName)).toEqual([
      "intro.mp4",
      "shelf-scan.png",
    ]);
    const [video, picture] = response.body.data;
    expect(video).toMatchObject({
      id: videoId,
      type: "video",
      contentType: "video/mp4",
      usedBy: [{ kind: "homepage-video", as: "video" }],
    });
    expect(video).not.toHaveProperty("image");
    expect(picture).toMatchObject({
      id: pictureId,
      type: "image",
      url: expect.stringMatching(/^\/uploads\/.+\.png$/),
      image: { width: 64, height: 48 },
      usedBy: [{ kind: "solution", id: "stock-bot", title: "Stock Bot", as: "media", inTrash: false }],
    });
    expect(picture).not.toHaveProperty("alt");
  });

  it("searches by file name and alt text, any case, and filters by type", async () => {
    const names = async (query: string) =>
      (await admin().get(`/api/media?${query}`)).body.data.map((item: { fileName: string }) => item.fileName);
    expect(await names("q=SHELF")).toEqual(["shelf-scan.png"]);
    expect(await names("type=video")).toEqual(["intro.mp4"]);
    expect(await names("q=%25")).toEqual([]);
    await admin().patch(`/api/media/${pictureId}`, { alt: "A phone scanning a shop shelf" });
    expect(await names("q=phone%20scanning")).toEqual(["shelf-scan.png"]);
    expect((await admin().get("/api/media?type=audio")).status).toBe(400);
  });

  it("sets alt text that the solution's public media then carries, and marks a picture decorative", async () => {
    const described = await admin().patch(`/api/media/${pictureId}`, { alt: "  Stock levels on a phone  " });
    expect(described.status).toBe(200);
    expect(described.body.data.alt).toBe("Stock levels on a phone");
    expect((await publicMedia("stock-bot")).alt).toBe("Stock levels on a phone");

    const decorative = await admin().patch(`/api/media/${pictureId}`, { decorative: true });
    expect(decorative.body.data.alt).toBe("");
    expect((await publicMedia("stock-bot")).alt).toBe("");
  });

  it("refuses alt text that breaks the rules with 400 and the field's message", async () => {
    const cases: Array<[unknown, string]> = [
      [{ alt: "   " }, ALT_REQUIRED],
      [{}, ALT_REQUIRED],
      [{ alt: "A shelf", decorative: true }, ALT_NOT_DECORATIVE],
      [{ alt: "x".repeat(251) }, "Must be at most 250 characters"],
      [{ alt: 7 }, "Must be text"],
    ];
    for (const [body, message] of cases) {
      const response = await admin().patch(`/api/media/${pictureId}`, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, errors: { alt: message } });
    }
    const video = await admin().patch(`/api/media/${videoId}`, { alt: "Intro" });
    expect(video.status).toBe(400);
    expect(video.body.error).toBe("Only pictures have alt text");
    expect((await admin().patch("/api/media/not-an-id", { alt: "x" })).status).toBe(404);
    expect(
      (await admin().patch("/api/media/00000000-0000-4000-8000-000000000000", { alt: "x" })).status,
    ).toBe(404);
  });

  it("lets one picture serve a second solution, and lists both uses", async () => {
    const picked = await admin().put("/api/solutions/receipt-reader/media/pick", { mediaId: pictureId });
    expect(picked.status).toBe(200);
    const first = await publicMedia("stock-bot");
    expect(picked.body.data.media).toMatchObject({
      type: "image",
      url: first.url,
      fileName: "shelf-scan.png",
    });
    expect((await admin().get(`/api/media/${pictureId}`)).body.data.usedBy).toEqual([
      { kind: "solution", id: "receipt-reader", title: "Receipt Reader", as: "media", inTrash: false },
      { kind: "solution", id: "stock-bot", title: "Stock Bot", as: "media", inTrash: false },
    ]);
  });

  it("refuses a pick of something that is not in the library or not allowed there", async () => {
    const unknown = await admin().put("/api/solutions/receipt-reader/media/pick", {
      mediaId: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe("No such file in the media library");
    const malformed = await admin().put("/api/solutions/receipt-reader/media/pick", { mediaId: "x" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual({ mediaId: "mediaId must be a media item's id" });
    const noSolution = await admin().put("/api/solutions/nope/media/pick", { mediaId: pictureId });
    expect(noSolution.status).toBe(404);
    const pictureAsVideo = await admin().put("/api/settings/homepage-video/pick", { mediaId: pictureId });
    expect(pictureAsVideo.status).toBe(400);
    expect(pictureAsVideo.body.error).toBe("Only MP4 and WebM files can be used here");
  });

  it("refuses to delete a file in use (409, naming its uses), and deletes it once nothing uses it", async () => {
    const inUse = await admin().delete(`/api/media/${pictureId}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.error).toBe(
      "This file is in use and cannot be deleted: Receipt Reader, Stock Bot. Replace or remove it there first.",
    );
    const video = await admin().delete(`/api/media/${videoId}`);
    expect(video.body.error).toBe(
      "This file is in use and cannot be deleted: Homepage video. Replace or remove it there first.",
    );
    expect((await publicMedia("stock-bot")).fileName).toBe("shelf-scan.png");

    for (const id of ["stock-bot", "receipt-reader"]) await admin().delete(`/api/solutions/${id}/media`);
    expect((await admin().delete(`/api/media/${pictureId}`)).status).toBe(200);
    expect((await admin().get(`/api/media/${pictureId}`)).status).toBe(404);
    expect((await admin().delete(`/api/media/${pictureId}`)).status).toBe(404);
  });

  it("picks a video of the library as the homepage video", async () => {
    await upload("/api/settings/homepage-video", uploadForm("video", mediaFile("mp4"), "intro-v2.mp4"));
    const picked = await admin().put("/api/settings/homepage-video/pick", { mediaId: videoId });
    expect(picked.status).toBe(200);
    expect(picked.body.data.homepageVideo.fileName).toBe("intro.mp4");
  });

  it("is for admins only: 401 without signing in, 403 for a user", async () => {
    const anonymous = apiClient(server);
    const user = apiClient(server, userToken);
    for (const client of [anonymous, user]) {
      const expected = client === anonymous ? 401 : 403;
      expect((await client.get("/api/media")).status).toBe(expected);
      expect((await client.get(`/api/media/${videoId}`)).status).toBe(expected);
      expect((await client.patch(`/api/media/${videoId}`, { decorative: true })).status).toBe(expected);
      expect((await client.delete(`/api/media/${videoId}`)).status).toBe(expected);
      expect((await client.put("/api/solutions/stock-bot/media/pick", { mediaId: videoId })).status).toBe(
        expected,
      );
      expect((await client.put("/api/settings/homepage-video/pick", { mediaId: videoId })).status).toBe(
        expected,
      );
    }
  });
});
