import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { photo } from "../tests/support/image-fixtures";
import { storeLegacyHomepageVideo, storeLegacyPicture } from "../tests/support/legacy-media";
import { testClip } from "../tests/support/media-fixtures";
import { testSolutionService } from "../tests/support/solution-service";
import { CONTEXT_WORD_MESSAGE, verifyPassword } from "./auth/password";
import { runCli } from "./cli";
import { openDatabase } from "./db/client";
import { siteSettings } from "./db/schema";
import { createUserService } from "./services/accounts/users";
import { createMediaService } from "./services/media/media";

// Each command opens the data directory anew, as it does for an operator; on a busy machine an
// opening can take tens of seconds, so these tests get room for several.
const OPENINGS_TIMEOUT_MS = 600_000;

describe("operator commands", { timeout: OPENINGS_TIMEOUT_MS }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "cli-test-"));
  const env = { DATA_DIR: dataDir };
  // Starts from the migrated template rather than an empty directory: creating a database
  // cluster (initdb) is the slowest part of an opening, and not what these commands are about.
  beforeAll(async () => {
    const template = new Blob([readFileSync(inject("pgliteTemplate"))]);
    await (await PGlite.create(path.join(dataDir, "pglite"), { loadDataDir: template })).close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("seed fills an empty database once, and --reset rebuilds it", async () => {
    expect(await runCli(["seed"], env)).toMatch(/^Seeded \d+ demo solutions\.$/);
    expect(await runCli(["seed"], env)).toMatch(/nothing changed/);
    expect(await runCli(["seed", "--reset"], env)).toMatch(/^Seeded/);
  });

  it("create-admin adds an administrator, then resets its password", async () => {
    const args = ["create-admin", "--email", "boss@example.co.za", "--name", "Thandi"];
    expect(await runCli([...args, "--password", "first-pass"], env)).toBe(
      "Created administrator boss@example.co.za.",
    );
    expect(await runCli([...args, "--password", "second-pass"], env)).toBe(
      "Updated administrator boss@example.co.za.",
    );
    const database = await openDatabase({ kind: "pglite", dataDir });
    try {
      const user = await createUserService(database.db).findByEmail("boss@example.co.za");
      expect(user?.role).toBe("admin");
      expect(user?.name).toBe("Thandi");
      expect(await verifyPassword(user?.passwordHash as string, "second-pass")).toBe(true);
      expect((await testSolutionService(database.db).list()).length).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });

  it("media:variants gives pictures stored before variants existed their variants, once", async () => {
    const database = await openDatabase({ kind: "pglite", dataDir });
    try {
      await storeLegacyPicture(database.db, "whatsapp-auto-reply-bot", await photo(900, 600));
    } finally {
      await database.close();
    }
    expect(await runCli(["media:variants"], env)).toBe(
      "Made variants for 1 of 1 stored images without them.",
    );
    expect(await runCli(["media:variants"], env)).toBe(
      "Made variants for 0 of 0 stored images without them.",
    );
    const reopened = await openDatabase({ kind: "pglite", dataDir });
    try {
      const solution = await testSolutionService(reopened.db).get("whatsapp-auto-reply-bot");
      expect(solution?.media).toMatchObject({ width: 900, height: 600 });
      expect(solution?.media?.variants).toHaveLength(6);
    } finally {
      await reopened.close();
    }
  });

  it("media:variants gives a homepage video stored before them a light variant and a poster, once", async () => {
    const database = await openDatabase({ kind: "pglite", dataDir });
    try {
      await storeLegacyHomepageVideo(database.db, testClip({ seconds: 2, width: 1280, height: 720 }));
    } finally {
      await database.close();
    }
    expect(await runCli(["media:variants"], env)).toBe(
      [
        "Made variants for 0 of 0 stored images without them.",
        "Made the homepage video's light variant.",
        "Made the homepage video's poster from its first frame.",
      ].join("\n"),
    );
    expect(await runCli(["media:variants"], env)).toBe(
      "Made variants for 0 of 0 stored images without them.",
    );
    const reopened = await openDatabase({ kind: "pglite", dataDir });
    try {
      const [settings] = await reopened.db.select().from(siteSettings);
      const files = createMediaService(reopened.db);
      const posterId = settings?.homepageVideoPosterMediaId as string;
      expect((await files.pictures([posterId])).get(posterId)).toMatchObject({
        fileName: "old-intro-poster.jpg",
        width: 1280,
        height: 720,
      });
      expect(await files.videoVariants(settings?.homepageVideoMediaId as string)).toEqual([
        { url: expect.stringMatching(/^\/uploads\/.+\.mp4$/), type: "video/mp4", width: 640 },
      ]);
    } finally {
      await reopened.close();
    }
  });

  it("refuses bad arguments with a usage message", async () => {
    await expect(runCli(["create-admin", "--email", "x@example.com"], env)).rejects.toThrow(/Usage/);
    await expect(
      runCli(["create-admin", "--email", "x@example.com", "--password", "123"], env),
    ).rejects.toThrow(/at least 6 characters/);
    await expect(
      runCli(["create-admin", "--email", "thandi.nkosi@example.com", "--password", "Thandi.Nkosi"], env),
    ).rejects.toThrow(CONTEXT_WORD_MESSAGE);
    await expect(runCli(["drop-everything"], env)).rejects.toThrow(/Usage/);
  });
});
