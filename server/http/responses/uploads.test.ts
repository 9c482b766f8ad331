import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import type { StoredMedia } from "../../services/media/media";

// An MP4 header followed by noise: what matters here is serving exact byte slices.
const MP4_HEADER = [0, 0, 0, 0x18, ...Buffer.from("ftypmp42"), 0, 0, 0, 0, ...Buffer.from("mp42isom")];
const video = Buffer.concat([Buffer.from(MP4_HEADER), randomBytes(4000 - MP4_HEADER.length)]);

describe("/uploads", () => {
  let server: TestServer;
  let stored: StoredMedia;
  let url: string;
  const get = (headers: Record<string, string> = {}, method = "GET") => fetch(url, { method, headers });
  const bodyOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

  beforeAll(async () => {
    server = await startTestServer();
    stored = await server.services.media.insert(server.database.db, {
      bytes: video,
      fileName: "Ukuhamba tour.mp4",
      contentType: "video/mp4",
    });
    url = `${server.url}/uploads/${stored.key}`;
  });
  afterAll(() => server.close());

  it("serves the whole file with its sniffed type, a strong ETag and a year of caching", async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "video/mp4",
      "content-length": "4000",
      "x-content-type-options": "nosniff",
      etag: `"${stored.sha256}"`,
      "accept-ranges": "bytes",
      "cache-control": "public, max-age=31536000, immutable",
      "content-disposition": 'inline; filename="Ukuhamba tour.mp4"',
    });
    expect((await bodyOf(response)).equals(video)).toBe(true);
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await get({}, "HEAD");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("video/mp4");
    expect(response.headers.get("content-length")).toBe("4000");
    expect(response.headers.get("etag")).toBe(`"${stored.sha256}"`);
    expect((await bodyOf(response)).length).toBe(0);
  });

  it("answers 304 when the client already has these bytes", async () => {
    for (const tag of [`"${stored.sha256}"`, `W/"${stored.sha256}"`, `"other", "${stored.sha256}"`, "*"]) {
      const response = await get({ "If-None-Match": tag });
      expect(response.status).toBe(304);
      expect(response.headers.get("etag")).toBe(`"${stored.sha256}"`);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect((await bodyOf(response)).length).toBe(0);
    }
    expect((await get({ "If-None-Match": '"something-else"' })).status).toBe(200);
  });

  it.each([
    ["bytes=0-1", 0, 1],
    ["bytes=100-", 100, 3999],
    ["bytes=-10", 3990, 3999],
    ["bytes=1000-1999", 1000, 1999],
    ["bytes=3990-9999", 3990, 3999],
  ])("answers %s with 206 and exactly that slice", async (range, start, end) => {
    const response = await get({ Range: range });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes ${start}-${end}/4000`);
    expect(response.headers.get("content-length")).toBe(String(end - start + 1));
    expect(response.headers.get("content-type")).toBe("video/mp4");
    const body = await bodyOf(response);
    expect(body.length).toBe(end - start + 1);
    expect(body.equals(video.subarray(start, end + 1))).toBe(true);
  });

  it("answers 416 for a range past the end of the file", async () => {
    for (const range of ["bytes=4000-", "bytes=5000-6000", "bytes=-0"]) {
      const response = await get({ Range: range });
      expect(response.status).toBe(416);
      expect(response.headers.get("content-range")).toBe("bytes */4000");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
      await response.arrayBuffer();
    }
  });

  it("ignores malformed and multiple ranges and sends the whole file", async () => {
    for (const range of ["bytes=abc", "bytes=10-5", "bytes=0-1,5-9", "pages=1-2"]) {
      const response = await get({ Range: range });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-range")).toBeNull();
      expect((await bodyOf(response)).equals(video)).toBe(true);
    }
  });

  it("honours a range only when If-Range names these bytes", async () => {
    const stale = await get({ Range: "bytes=0-1", "If-Range": '"an-older-version"' });
    expect(stale.status).toBe(200);
    expect((await bodyOf(stale)).equals(video)).toBe(true);
    const current = await get({ Range: "bytes=0-1", "If-Range": `"${stored.sha256}"` });
    expect(current.status).toBe(206);
    expect((await bodyOf(current)).length).toBe(2);
  });

  it("answers a plain-text 404 for unknown or malformed keys", async () => {
    for (const key of [
      "00000000-0000-0000-0000-000000000000.mp4",
      stored.key.toUpperCase(),
      stored.key.replace(".mp4", ".html.mp4"),
      "..%2F..%2Fetc%2Fpasswd",
      "logo.png",
    ]) {
      const response = await fetch(`${server.url}/uploads/${key}`);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
      await response.arrayBuffer();
    }
  });

  it("names a file with non-ASCII characters in an RFC 8187 filename*", async () => {
    const image = await server.services.media.insert(server.database.db, {
      bytes: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      fileName: "Café menü.png",
      contentType: "image/png",
    });
    const response = await fetch(`${server.url}/uploads/${image.key}`);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-disposition")).toBe(
      `inline; filename="Caf_ men_.png"; filename*=UTF-8''Caf%C3%A9%20men%C3%BC.png`,
    );
    await response.arrayBuffer();
  });
});
