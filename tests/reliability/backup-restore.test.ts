import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client";
import { DEFAULT_ADMIN_EMAIL } from "#server/services/accounts/bootstrap-admin";
import { freePort, startServer } from "../../bench/server-process";
import { photo } from "../support/image-fixtures";
import { mediaFile, uploadForm } from "../support/media-fixtures";
import { adminHeaders } from "./admin";
import { createDataStore, operatorCommand, startSite } from "./support";

// `npm run backup` against a running PGlite server, `npm run restore` into a new data
// directory, and a server started on it: every row and every byte must be there.

// Both drivers answer a raw query with `{ rows }`.
type Rows<T> = { rows: T[] };

/** Every table's rows as fingerprints of their text form (bytea included, as hex), sorted. */
async function snapshot(dataDir: string): Promise<Record<string, string[]>> {
  const database = await openDatabase({ kind: "pglite", dataDir });
  try {
    const tables = (await database.db.execute(
      sql`select table_schema || '.' || table_name as name from information_schema.tables
          where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
    )) as unknown as Rows<{ name: string }>;
    const result: Record<string, string[]> = {};
    for (const { name } of tables.rows) {
      const rows = (await database.db.execute(
        sql.raw(`select md5(t::text) as row from ${name} t order by 1`),
      )) as unknown as Rows<{ row: string }>;
      result[name] = rows.rows.map((r) => r.row);
    }
    return result;
  } finally {
    await database.close();
  }
}

describe("backup and restore on PGlite", { timeout: 900_000 }, () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), "backup-restore-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("backs up a running server with content, media, enquiries and users, and restores every row and byte", async () => {
    const store = await createDataStore("pglite");
    const site = await startSite(store);
    const backupFile = path.join(folder, "site.tar.gz");
    const video = mediaFile("mp4", 300 * 1024);
    // A real picture: uploads are decoded, stored without metadata and given variants.
    const image = await photo(640, 480, "png");
    let imageUrl: string;
    let imageServed: Uint8Array;
    try {
      const admin = await adminHeaders(site.url, store);
      const json = { ...admin, "content-type": "application/json", origin: site.url };
      const solutions = (await (await fetch(`${site.url}/api/solutions`)).json()).data;
      const media = await fetch(`${site.url}/api/solutions/${solutions[0].id}/media`, {
        method: "PUT",
        headers: { ...admin, origin: site.url },
        body: uploadForm("media", image, "diagram.png", "image/png"),
      });
      expect(media.status).toBe(200);
      imageUrl = (await media.json()).data.media.url;
      imageServed = new Uint8Array(await (await fetch(`${site.url}${imageUrl}`)).arrayBuffer());
      const videoUpload = await fetch(`${site.url}/api/settings/homepage-video`, {
        method: "PUT",
        headers: { ...admin, origin: site.url },
        body: uploadForm("video", video, "intro.mp4", "video/mp4"),
      });
      expect(videoUpload.status).toBe(200);
      const user = await fetch(`${site.url}/api/users`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ name: "Lerato", email: "lerato@example.co.za", password: "restored-pass" }),
      });
      expect(user.status).toBe(201);
      for (let n = 0; n < 5; n++) {
        const enquiry = await fetch(`${site.url}/api/contact/enquiry`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            name: `Backup Client ${n}`,
            email: `backup-${n}@example.com`,
            company: "Ubuntu Traders",
            phone: "+27 21 555 0100",
            message: `Enquiry ${n}: naïve café ✓\nsecond line`,
          }),
        });
        expect(enquiry.status).toBe(201);
      }

      const said = await operatorCommand(["backup", "--out", backupFile], store.env);
      expect(said).toContain("from the running server");
      expect(statSync(backupFile).size).toBeGreaterThan(video.length);
      // The server keeps serving after the backup.
      expect((await fetch(`${site.url}/readyz`)).status).toBe(200);
    } finally {
      await site.stop();
    }
    const original = await snapshot(store.env.DATA_DIR as string);

    const restoredDir = path.join(folder, "restored");
    const restoredEnv = { ...store.env, DATA_DIR: restoredDir };
    expect(await operatorCommand(["restore", "--file", backupFile], restoredEnv)).toContain("Restored");
    expect(await snapshot(restoredDir)).toEqual(original);
    expect(Object.keys(original)).toEqual(
      expect.arrayContaining(["public.contacts", "public.media", "public.solutions", "public.users"]),
    );
    expect(original["public.contacts"]).toHaveLength(5);

    // A restore never overwrites a database.
    await expect(operatorCommand(["restore", "--file", backupFile], restoredEnv)).rejects.toThrow(
      /already holds a database/,
    );

    const restored = await startServer({ ...restoredEnv, ADMIN_PASSWORD: "" }, await freePort());
    try {
      expect(existsSync(path.join(restoredDir, "pglite.sock"))).toBe(true);
      const served = new Uint8Array(await (await fetch(`${restored.url}${imageUrl}`)).arrayBuffer());
      expect(Buffer.compare(served, imageServed)).toBe(0);
      const settings = (await (await fetch(`${restored.url}/api/settings`)).json()).data;
      const videoBytes = new Uint8Array(
        await (await fetch(`${restored.url}${settings.homepageVideo.url}`)).arrayBuffer(),
      );
      expect(Buffer.compare(videoBytes, video)).toBe(0);
      for (const [email, password] of [
        ["lerato@example.co.za", "restored-pass"],
        [DEFAULT_ADMIN_EMAIL, store.env.ADMIN_PASSWORD],
      ]) {
        const login = await fetch(`${restored.url}/api/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email, password }),
        });
        expect(login.status, email).toBe(200);
      }
    } finally {
      await restored.stop();
      await store.remove();
    }
  });
});
