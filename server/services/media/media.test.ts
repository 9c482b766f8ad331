import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/database";
import type { DatabaseHandle } from "../../db/client";
import { createMediaService, type MediaService } from "./media";

const KEY = /^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe("media service", () => {
  let database: DatabaseHandle;
  let media: MediaService;
  beforeAll(async () => {
    database = await createTestDatabase();
    media = createMediaService(database.db);
  });
  afterAll(() => database.close());

  it("stores bytes under a new key and returns them exactly", async () => {
    const bytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 255, 0, 1]);
    const stored = await media.insert(database.db, { bytes, fileName: "logo.png", contentType: "image/png" });
    expect(stored).toEqual({
      id: expect.any(String),
      key: expect.stringMatching(KEY),
      fileName: "logo.png",
      contentType: "image/png",
      size: 12,
      sha256: sha256(bytes),
      alreadyInLibrary: false,
    });
    expect(stored.key.endsWith(".png")).toBe(true);

    const { alreadyInLibrary: _, ...found } = stored;
    expect(await media.findByKey(stored.key)).toEqual(found);
    expect(Buffer.from(await media.readBytes(stored.id)).equals(Buffer.from(bytes))).toBe(true);
  });

  it("round-trips a 5 MB video byte for byte", async () => {
    const bytes = new Uint8Array(randomBytes(5 * 1024 * 1024));
    const stored = await media.insert(database.db, { bytes, fileName: "tour.mp4", contentType: "video/mp4" });
    expect(stored.size).toBe(bytes.byteLength);
    expect(stored.sha256).toBe(sha256(bytes));
    expect(stored.key.endsWith(".mp4")).toBe(true);

    const read = await media.readBytes(stored.id);
    expect(read.byteLength).toBe(bytes.byteLength);
    expect(sha256(read)).toBe(stored.sha256);
    // A slice is read on its own, from any offset to the very last byte.
    const slice = await media.readBytes(stored.id, { start: 1_000_000, end: bytes.byteLength - 1 });
    expect(Buffer.from(slice).equals(Buffer.from(bytes.subarray(1_000_000)))).toBe(true);
  });

  it("answers the same bytes again with the file stored, unless asked to keep a second copy", async () => {
    const file = { bytes: Uint8Array.from([1, 2, 3]), fileName: "a.gif", contentType: "image/gif" };
    const first = await media.insert(database.db, file);
    const again = await media.insert(database.db, { ...file, fileName: "b.gif" });
    expect(again).toEqual({ ...first, alreadyInLibrary: true });

    const keys = new Set([first.key]);
    for (let i = 0; i < 4; i++)
      keys.add((await media.insert(database.db, { ...file, keepDuplicate: true })).key);
    expect(keys.size).toBe(5);
  });

  it("refuses a content type it does not store", async () => {
    const file = { bytes: Uint8Array.from([60, 104]), fileName: "x.html", contentType: "text/html" };
    await expect(media.insert(database.db, file)).rejects.toThrow(/text\/html/);
  });

  it("writes inside the caller's transaction, so a rollback leaves nothing behind", async () => {
    const file = { bytes: Uint8Array.from([0xff, 0xd8, 0xff]), fileName: "a.jpg", contentType: "image/jpeg" };
    let key = "";
    await expect(
      database.db.transaction(async (tx) => {
        key = (await media.insert(tx, file)).key;
        throw new Error("the solution update failed");
      }),
    ).rejects.toThrow("the solution update failed");
    expect(key).toMatch(KEY);
    expect(await media.findByKey(key)).toBeNull();
  });

  it("removes a file by id", async () => {
    const file = { bytes: Uint8Array.from([1]), fileName: "b.webp", contentType: "image/webp" };
    const stored = await media.insert(database.db, file);
    expect(await media.remove(database.db, stored.id)).toBe(true);
    expect(await media.findByKey(stored.key)).toBeNull();
    expect(await media.remove(database.db, stored.id)).toBe(false);
  });

  it("finds nothing for an unknown key", async () => {
    expect(await media.findByKey("00000000-0000-0000-0000-000000000000.png")).toBeNull();
  });
});
