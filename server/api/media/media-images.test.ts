import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, signIn } from "../../../tests/support/api-client";
import { metadataOf, photo, pngDeclaring } from "../../../tests/support/image-fixtures";
import { mediaFile, mediaRequests, uploadForm } from "../../../tests/support/media-fixtures";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { MINIMUM_LISTS } from "../../../tests/support/solution-lists";
import { PREVIEW_MAX_BYTES } from "../../media/image-variants";

// Pictures uploaded as a solution's media: stripped of metadata, resized, stored with the
// pointer in one transaction, and refused with a 4xx when they are bombs or unreadable.

describe("uploaded pictures", () => {
  let server: TestServer;
  let token: string;
  const {
    upload,
    fetchBytes: served,
    deleteFromLibrary,
  } = mediaRequests(
    () => server,
    () => token,
  );
  const uploadPhoto = (id: string, bytes: Uint8Array<ArrayBuffer>, name = "shop.jpg") =>
    upload(`/api/solutions/${id}/media`, uploadForm("media", bytes, name, "image/jpeg"));
  const publicMedia = async (id: string) =>
    (await apiClient(server).get(`/api/solutions/${id}`)).body.data.media;
  /** A homepage video (each test sets its own) with this JPEG as its poster; the poster's answer. */
  const setVideoWithPoster = async (poster: Uint8Array<ArrayBuffer>, name: string) => {
    await upload("/api/settings/homepage-video", uploadForm("video", mediaFile("mp4"), "intro.mp4"));
    return upload("/api/settings/homepage-video/poster", uploadForm("poster", poster, name, "image/jpeg"));
  };
  const mediaRows = async () => {
    const result = await server.database.db.execute(sql`select count(*)::int as n from media`);
    return (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n;
  };

  beforeAll(async () => {
    server = await startTestServer();
    token = (await signIn(server, "admin")).token;
    const admin = apiClient(server, token);
    for (const id of ["photo", "small", "kept"]) {
      await admin.post("/api/solutions", { ...MINIMUM_LISTS, id, title: id, pricing: { upfront: "R800" } });
    }
  });
  afterAll(() => server.close());

  it("keeps the original's size, adds AVIF and WebP variants, and serves none of them with EXIF or GPS", async () => {
    const original = await photo(2400, 1600);
    expect((await metadataOf(original)).exif).toBe(true);

    const response = await uploadPhoto("photo", original);
    expect(response.status).toBe(200);
    const media = (await response.json()).data.media;
    expect(media).toMatchObject({ type: "image", fileName: "shop.jpg", width: 2400, height: 1600 });
    expect(media.variants.map((v: { type: string; width: number }) => `${v.type} ${v.width}`)).toEqual([
      "image/avif 480",
      "image/webp 480",
      "image/avif 768",
      "image/webp 768",
      "image/avif 1280",
      "image/webp 1280",
      "image/avif 1920",
      "image/webp 1920",
    ]);
    expect(await publicMedia("photo")).toEqual(media);

    for (const file of [{ url: media.url, type: "image/jpeg", width: 2400 }, ...media.variants]) {
      const { response: got, bytes } = await served(file.url);
      expect(got.status).toBe(200);
      expect(got.headers.get("content-type")).toBe(file.type);
      expect(got.headers.get("x-content-type-options")).toBe("nosniff");
      expect(got.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      // No content negotiation here: each URL is one format, chosen by <picture>.
      expect(got.headers.get("vary")).toBeNull();
      const meta = await metadataOf(bytes);
      expect(meta).toMatchObject({
        width: file.width,
        exif: false,
        xmp: false,
        iptc: false,
        mentionsCamera: false,
      });
    }
  });

  it("never makes a variant wider than the original", async () => {
    const response = await uploadPhoto("small", await photo(600, 400, "png"), "logo.png");
    const media = (await response.json()).data.media;
    expect(media.url).toMatch(/\.png$/);
    expect(media.variants.map((v: { width: number }) => v.width)).toEqual([480, 480, 600, 600]);
  });

  it("refuses a decompression bomb with a clear 422, and the previous media stays", async () => {
    const before = (await (await uploadPhoto("kept", await photo(800, 600))).json()).data.media;
    const rowsBefore = await mediaRows();

    const bomb = await uploadPhoto("kept", await pngDeclaring(50_000, 50_000), "bomb.png");
    expect(bomb.status).toBe(422);
    expect((await bomb.json()).error).toBe(
      "The image is too large to process (50000 × 50000 pixels); the limit is 60 megapixels",
    );

    expect(await publicMedia("kept")).toEqual(before);
    expect((await served(before.url)).response.status).toBe(200);
    expect(await mediaRows()).toBe(rowsBefore);
  });

  it("refuses a damaged picture with a 400, not a server error", async () => {
    const truncated = (await photo(800, 600)).slice(0, 3000);
    const response = await uploadPhoto("kept", truncated);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(
      "The image could not be read; it may be damaged or incomplete",
    );
    const fake = await uploadPhoto("kept", mediaFile("png", 4000), "noise.png");
    expect(fake.status).toBe(400);
  });

  it("stores nothing when storing fails halfway: the solution keeps its previous media and variants", async () => {
    const before = await publicMedia("kept");
    const rowsBefore = await mediaRows();
    const db = server.database.db;
    // The database refuses the last variant, after the original and the others are written.
    await db.execute(sql`create function refuse_variant() returns trigger language plpgsql as $$
      begin raise exception 'disk full'; end $$`);
    await db.execute(sql`create trigger refuse_variant before insert on media for each row
      when (new.variant_of is not null and new.width = 1920) execute function refuse_variant()`);
    try {
      const response = await uploadPhoto("kept", await photo(2000, 1000));
      expect(response.status).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_variant on media`);
      await db.execute(sql`drop function refuse_variant`);
    }
    expect(await publicMedia("kept")).toEqual(before);
    for (const url of [before.url, ...before.variants.map((v: { url: string }) => v.url)]) {
      expect((await served(url)).response.status).toBe(200);
    }
    expect(await mediaRows()).toBe(rowsBefore);
  });

  it("deleting a picture from the library deletes its variants", async () => {
    const media = await publicMedia("small");
    expect((await apiClient(server, token).delete("/api/solutions/small/media")).status).toBe(200);
    for (const file of media.variants) expect((await served(file.url)).response.status).toBe(200);
    expect(await deleteFromLibrary(media.url)).toBe(200);
    for (const file of media.variants) expect((await served(file.url)).response.status).toBe(404);
  });

  it("gives the homepage video's poster a preview of a few kilobytes for the home page's HTML, not for the API", async () => {
    const poster = await setVideoWithPoster(await photo(1920, 1080), "still.jpg");
    expect(poster.status).toBe(200);

    const forPage = (await server.services.settings.get({ posterPreview: true })).homepageVideo?.poster;
    const [, base64] = forPage?.preview?.match(/^data:image\/avif;base64,(.+)$/) ?? [];
    const preview = Buffer.from(base64 ?? "", "base64");
    expect(preview.byteLength).toBeGreaterThan(0);
    expect(preview.byteLength).toBeLessThanOrEqual(PREVIEW_MAX_BYTES);
    expect(await metadataOf(preview)).toMatchObject({ format: "heif", width: 480, height: 270, exif: false });
    // The API's answer stays as it was: the preview is for the page that paints it.
    const api = (await apiClient(server).get("/api/settings")).body.data.homepageVideo;
    expect(api.poster).not.toHaveProperty("preview");
    expect({ ...forPage, preview: undefined }).toEqual({ ...api.poster, preview: undefined });
  });

  it("keeps even the preview of a picture of pure noise within its few kilobytes", async () => {
    // Noise in 4 × 4 blocks, so shrinking to the preview's size does not average it away.
    const noise = await sharp(randomBytes(480 * 270 * 3), { raw: { width: 480, height: 270, channels: 3 } })
      .resize({ width: 1920, kernel: "nearest" })
      .jpeg({ quality: 95 })
      .toBuffer();
    const poster = await setVideoWithPoster(new Uint8Array(noise), "static.jpg");
    expect(poster.status).toBe(200);
    const stored = (await server.services.settings.get({ posterPreview: true })).homepageVideo?.poster;
    expect(stored).toMatchObject({ fileName: "static.jpg", width: 1920, height: 1080 });
    const preview = Buffer.from(stored?.preview?.split(",")[1] ?? "", "base64");
    expect(preview.byteLength).toBeGreaterThan(0);
    expect(preview.byteLength).toBeLessThanOrEqual(PREVIEW_MAX_BYTES);
  });
});
