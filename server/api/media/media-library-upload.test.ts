import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_MEDIA_BYTES } from "#domain/content/media";
import type { UploadedItem } from "#domain/content/media-library";
import { media } from "#server/db/schema";
import { apiClient, signIn } from "../../../tests/support/api-client";
import { photo } from "../../../tests/support/image-fixtures";
import { mediaFile, mediaRequests, uploadForm } from "../../../tests/support/media-fixtures";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { MINIMUM_LISTS } from "../../../tests/support/solution-lists";

// Uploads into the media library itself, with alt text, and no second copy of a file it has
// (decision 0081-uploads-with-alt-text-and-no-twins).

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe("uploading into the media library", () => {
  let server: TestServer;
  let token: string;
  let camera: Uint8Array<ArrayBuffer>;
  let cameraItem: UploadedItem;
  const requests = mediaRequests(
    () => server,
    () => token,
  );
  const admin = () => apiClient(server, token);
  /** POST /api/media with `file` and text fields; the status and the answer's data. */
  const uploadToLibrary = async (
    bytes: Uint8Array<ArrayBuffer>,
    fileName: string,
    fields: Record<string, string> = {},
  ) => {
    const response = await requests.upload(
      "/api/media",
      uploadForm("file", bytes, fileName, undefined, fields),
      "POST",
    );
    const body = await response.json();
    return { status: response.status, body, item: body.data as UploadedItem };
  };
  const libraryCount = async () => (await admin().get("/api/media")).body.data.length;

  beforeAll(async () => {
    server = await startTestServer();
    token = (await signIn(server, "admin")).token;
    await admin().post("/api/solutions", {
      ...MINIMUM_LISTS,
      id: "stock-bot",
      title: "Stock Bot",
      pricing: { upfront: "R800" },
    });
    camera = await photo(4000, 3000);
  });
  afterAll(() => server.close());

  it("stores a 4000x3000 photo with its alt text, resized, used nowhere yet", async () => {
    const { status, item } = await uploadToLibrary(camera, "shop-front.jpg", {
      alt: "  A spaza shop front  ",
    });
    expect(status).toBe(201);
    expect(item).toMatchObject({
      type: "image",
      fileName: "shop-front.jpg",
      alt: "A spaza shop front",
      alreadyInLibrary: false,
      image: { width: 4000, height: 3000 },
      usedBy: [],
    });
    expect(item.image?.variants.length).toBeGreaterThan(0);
    cameraItem = item;
    const listed = (await admin().get(`/api/media/${item.id}`)).body.data;
    expect(listed.alt).toBe("A spaza shop front");
  });

  it("answers the file already stored, flagged, when the same content comes again, and stores nothing", async () => {
    const before = await libraryCount();
    const again = await uploadToLibrary(camera, "IMG_0042.jpg", { alt: "Another description" });
    expect(again.status).toBe(200);
    expect(again.item).toMatchObject({
      id: cameraItem.id,
      fileName: "shop-front.jpg",
      // The stored file keeps its own words.
      alt: "A spaza shop front",
      alreadyInLibrary: true,
    });
    expect(await libraryCount()).toBe(before);
  });

  it("stores a second copy when asked to keep it", async () => {
    const before = await libraryCount();
    const kept = await uploadToLibrary(camera, "shop-front-copy.jpg", { duplicate: "keep" });
    expect(kept.status).toBe(201);
    expect(kept.item.alreadyInLibrary).toBe(false);
    expect(kept.item.id).not.toBe(cameraItem.id);
    expect(kept.item).not.toHaveProperty("alt");
    expect(await libraryCount()).toBe(before + 1);
    await admin().delete(`/api/media/${kept.item.id}`);
  });

  it("finds a file by the SHA-256 of its bytes as sent, before they are sent", async () => {
    const found = await admin().get(`/api/media?sha256=${sha256(camera).toUpperCase()}`);
    expect(found.status).toBe(200);
    expect(found.body.data.map((item: { id: string }) => item.id)).toEqual([cameraItem.id]);
    expect((await admin().get(`/api/media?sha256=${"0".repeat(64)}`)).body.data).toEqual([]);
    const malformed = await admin().get("/api/media?sha256=abc");
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual({ sha256: "sha256 must be 64 hexadecimal digits" });
  });

  it("gives a described upload's words to the stored file that had none", async () => {
    const bytes = await photo(640, 480, "png");
    const first = await uploadToLibrary(bytes, "till.png", { alt: "   " });
    expect(first.status).toBe(201);
    expect(first.item).not.toHaveProperty("alt");
    const again = await uploadToLibrary(bytes, "till.png", { alt: "A till slip on a counter" });
    expect(again.item).toMatchObject({
      id: first.item.id,
      alreadyInLibrary: true,
      alt: "A till slip on a counter",
    });
  });

  it("takes a 10 MB video, and refuses alt text for it, a larger file, a bad type and long alt text", async () => {
    const video = await uploadToLibrary(mediaFile("mp4", MAX_MEDIA_BYTES), "walkthrough.mp4");
    expect(video.status).toBe(201);
    expect(video.item).toMatchObject({ type: "video", size: MAX_MEDIA_BYTES, alreadyInLibrary: false });
    expect(video.item).not.toHaveProperty("alt");

    const before = await libraryCount();
    const refusals: Array<[Promise<{ status: number; body: { error: string } }>, number, string]> = [
      [uploadToLibrary(mediaFile("mp4"), "clip.mp4", { alt: "A clip" }), 400, "Only pictures have alt text"],
      [
        uploadToLibrary(mediaFile("mp4", MAX_MEDIA_BYTES + 1), "big.mp4"),
        413,
        "File is too large (maximum 10 MB)",
      ],
      [
        uploadToLibrary(mediaFile("html"), "page.png"),
        415,
        "Only JPEG, PNG, GIF, WebP, MP4 and WebM files can be uploaded",
      ],
      [
        uploadToLibrary(mediaFile("png"), "x.png", { duplicate: "yes" }),
        400,
        "duplicate must be 'keep' or absent",
      ],
    ];
    for (const [request, status, error] of refusals) {
      const response = await request;
      expect(response.status).toBe(status);
      expect(response.body.error).toBe(error);
    }
    const long = await uploadToLibrary(await photo(64, 48, "png"), "long.png", { alt: "x".repeat(251) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({ alt: "Must be at most 250 characters" });
    expect(await libraryCount()).toBe(before);
  });

  it("takes alt text on a solution's upload, points a second upload of it at the stored file, and says where it is used", async () => {
    const bytes = await photo(800, 600, "webp");
    const put = async (fields: Record<string, string> = {}) =>
      requests.upload(
        "/api/solutions/stock-bot/media",
        uploadForm("media", bytes, "stock.webp", undefined, fields),
      );
    const first = await put({ alt: "Stock levels on a phone" });
    expect(first.status).toBe(200);
    expect((await first.json()).data.media).toMatchObject({
      fileName: "stock.webp",
      alt: "Stock levels on a phone",
    });
    const [item] = (await admin().get(`/api/media?sha256=${sha256(bytes)}`)).body.data;
    expect(item.usedBy).toEqual([
      { kind: "solution", id: "stock-bot", title: "Stock Bot", as: "media", inTrash: false },
    ]);

    const before = await libraryCount();
    expect((await put()).status).toBe(200);
    expect(await libraryCount()).toBe(before);
    expect((await put({ duplicate: "keep" })).status).toBe(200);
    expect(await libraryCount()).toBe(before + 1);

    // The homepage video, uploaded once in the library, is its use when set in Settings.
    const clip = mediaFile("mp4");
    const stored = await uploadToLibrary(clip, "intro.mp4");
    const settings = await requests.upload(
      "/api/settings/homepage-video",
      uploadForm("video", clip, "intro.mp4"),
    );
    expect(settings.status).toBe(200);
    expect((await admin().get(`/api/media/${stored.item.id}`)).body.data.usedBy).toEqual([
      { kind: "homepage-video", as: "video" },
    ]);
  });

  it("finds a picture cleaned before upload hashes were kept (the migration gave it its clean copy's hash)", async () => {
    const bytes = await photo(1024, 768);
    const first = await uploadToLibrary(bytes, "old-photo.jpg");
    // What migration 0038 leaves on a picture cleaned before it: the stored bytes' hash.
    await server.database.db
      .update(media)
      .set({ uploadSha256: sql`${media.sha256}` })
      .where(eq(media.id, first.item.id));
    expect((await admin().get(`/api/media?sha256=${sha256(bytes)}`)).body.data).toEqual([]);

    const again = await uploadToLibrary(bytes, "old-photo.jpg");
    expect(again.item).toMatchObject({ id: first.item.id, alreadyInLibrary: true });
  });

  it("is for admins only: 401 without signing in, 403 for a user", async () => {
    const userToken = (await signIn(server, "user")).token;
    for (const [bearer, status] of [
      [undefined, 401],
      [userToken, 403],
    ] as const) {
      const response = await fetch(`${server.url}/api/media`, {
        method: "POST",
        headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
        body: uploadForm("file", mediaFile("png"), "x.png"),
      });
      expect(response.status).toBe(status);
    }
  });
});
