import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, signIn } from "../../../tests/support/api-client";
import { metadataOf, photo } from "../../../tests/support/image-fixtures";
import { storeLegacyPicture } from "../../../tests/support/legacy-media";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { MINIMUM_LISTS } from "../../../tests/support/solution-lists";

// Pictures stored before variants existed get them (and lose their metadata) on first read.

describe("pictures stored before variants existed", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    const token = (await signIn(server, "admin")).token;
    await apiClient(server, token).post("/api/solutions", {
      ...MINIMUM_LISTS,
      id: "old",
      title: "Old",
      pricing: { upfront: "R800" },
    });
  });
  afterAll(() => server.close());

  it("are served as they were on the first read, then with variants and without EXIF", async () => {
    const key = await storeLegacyPicture(server.database.db, "old", await photo(1000, 750));
    const read = async () => (await apiClient(server).get("/api/solutions/old")).body.data.media;

    const first = await read();
    expect(first).toEqual({ type: "image", url: `/uploads/${key}`, fileName: "old-photo.jpg" });

    let upgraded = first;
    for (let tries = 0; tries < 600 && !upgraded.variants; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      upgraded = await read();
    }
    expect(upgraded).toMatchObject({ type: "image", fileName: "old-photo.jpg", width: 1000, height: 750 });
    expect(upgraded.variants.map((v: { width: number }) => v.width)).toEqual([
      480, 480, 768, 768, 1000, 1000,
    ]);
    // New bytes, so a new key: the old one is gone, never pointing at other bytes.
    expect(upgraded.url).not.toBe(first.url);
    expect((await fetch(`${server.url}${first.url}`)).status).toBe(404);
    const served = new Uint8Array(await (await fetch(`${server.url}${upgraded.url}`)).arrayBuffer());
    expect(await metadataOf(served)).toMatchObject({ width: 1000, exif: false, mentionsCamera: false });
  });
});
