import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_ADMIN_EMAIL } from "#server/services/accounts/bootstrap-admin";
import { createDataStore, operatorCommand, startSite } from "./support";

// The data directory holds password hashes, enquirers' details and, in outbox mail, live
// reset links; a backup holds all of it. None of it may be open to the machine's other users:
// every file the server and the operator commands write is the owner's alone.

/** Every path under `dir` (itself included) that the group or others may read or write, with its mode. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (entry: string) => {
    const stat = lstatSync(entry);
    if (stat.mode & 0o077) found.push(`${(stat.mode & 0o777).toString(8)} ${path.relative(dir, entry)}`);
    if (stat.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dir);
  return found;
}

/** Waits until the outbox folder holds a mail containing `text` (mail is sent after the answer). */
async function outboxMailWith(outbox: string, text: string) {
  await expect
    .poll(
      () => readdirSync(outbox).some((name) => readFileSync(path.join(outbox, name), "utf8").includes(text)),
      { timeout: 60_000 },
    )
    .toBe(true);
}

describe("files under DATA_DIR and backups", { timeout: 600_000 }, () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), "private-files-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("are the owner's alone: the database, outbox mail, a backup and a restored copy", async () => {
    const store = await createDataStore("pglite");
    const dataDir = store.env.DATA_DIR as string;
    // Mail written by an earlier version, readable by everyone, is made private at start-up.
    mkdirSync(path.join(dataDir, "outbox"), { recursive: true, mode: 0o755 });
    chmodSync(dataDir, 0o755);
    writeFileSync(path.join(dataDir, "outbox", "0-earlier.txt"), "a reset link", { mode: 0o644 });
    const site = await startSite(store);
    const backupFile = path.join(folder, "site.tar.gz");
    try {
      const enquiry = await fetch(`${site.url}/api/contact/enquiry`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: "Private Files",
          email: "private-files@example.com",
          company: "",
          phone: "",
          message: "Who may read this?",
        }),
      });
      expect(enquiry.status).toBe(201);
      const forgot = await fetch(`${site.url}/api/auth/forgotpassword`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: DEFAULT_ADMIN_EMAIL }),
      });
      expect(forgot.status).toBe(200);
      await outboxMailWith(path.join(dataDir, "outbox"), "/reset-password/");
      await outboxMailWith(path.join(dataDir, "outbox"), "To: private-files@example.com");

      await operatorCommand(["backup", "--out", backupFile], store.env);
      expect(openToOthers(dataDir)).toEqual([]);
      expect(openToOthers(backupFile)).toEqual([]);
    } finally {
      await site.stop();
    }
    expect(openToOthers(dataDir)).toEqual([]);

    const restoredDir = path.join(folder, "restored");
    await operatorCommand(["restore", "--file", backupFile], { ...store.env, DATA_DIR: restoredDir });
    expect(openToOthers(restoredDir)).toEqual([]);
    await store.remove();
  });
});
