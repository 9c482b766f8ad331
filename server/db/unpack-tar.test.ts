import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { unpackTarGz } from "./unpack-tar";

const work = mkdtempSync(path.join(os.tmpdir(), "unpack-tar-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A gzipped ustar archive of `folder`'s content, made by the system's tar. */
function archive(folder: string, name: string, ...extra: string[]) {
  const file = path.join(work, name);
  execFileSync("tar", ["--format=ustar", "-czf", file, "-C", folder, ...extra, "."]);
  return file;
}

describe("unpackTarGz", () => {
  it("unpacks folders and files of every size, with private modes", async () => {
    const source = path.join(work, "source");
    const deep = path.join(source, "base", "1", "a-folder-name-long-enough".repeat(3), "more".repeat(20));
    mkdirSync(deep, { recursive: true });
    mkdirSync(path.join(source, "pg_wal", "archive_status"), { recursive: true });
    writeFileSync(path.join(source, "PG_VERSION"), "17\n");
    writeFileSync(path.join(source, "empty"), "");
    writeFileSync(path.join(source, "exactly-one-block"), "x".repeat(512));
    const large = Buffer.alloc(3 * 1024 * 1024 + 7, 0);
    for (let i = 0; i < large.length; i += 4099) large[i] = i % 251;
    writeFileSync(path.join(deep, "large"), large);
    const into = path.join(work, "into");

    await unpackTarGz(archive(source, "whole.tar.gz"), into);

    expect(readFileSync(path.join(into, "PG_VERSION"), "utf8")).toBe("17\n");
    expect(readFileSync(path.join(into, "empty"), "utf8")).toBe("");
    expect(readFileSync(path.join(into, "exactly-one-block"), "utf8")).toBe("x".repeat(512));
    const deepInto = path.join(into, path.relative(source, deep));
    expect(readFileSync(path.join(deepInto, "large")).equals(large)).toBe(true);
    expect(statSync(path.join(into, "pg_wal", "archive_status")).isDirectory()).toBe(true);
    expect(statSync(path.join(into, "PG_VERSION")).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(into, "pg_wal")).mode & 0o777).toBe(0o700);
  });

  it("refuses a name that leads outside the folder", async () => {
    const source = path.join(work, "outside", "inner");
    mkdirSync(source, { recursive: true });
    writeFileSync(path.join(work, "outside", "evil"), "evil");
    const file = path.join(work, "evil.tar.gz");
    execFileSync("tar", ["--format=ustar", "-P", "-czf", file, "-C", source, "../evil"]);
    const into = path.join(work, "evil-into");
    await expect(unpackTarGz(file, into)).rejects.toThrow(/leads outside/);
    expect(existsSync(path.join(work, "evil"))).toBe(false);
  });

  it("fails, rather than waits, when the archive cannot be read", async () => {
    await expect(
      unpackTarGz(path.join(work, "missing.tar.gz"), path.join(work, "missing-into")),
    ).rejects.toThrow(/ENOENT/);
  });

  it("refuses links, and an archive cut short", async () => {
    const source = path.join(work, "linked");
    mkdirSync(source, { recursive: true });
    symlinkSync("/etc/passwd", path.join(source, "passwd"));
    await expect(
      unpackTarGz(archive(source, "linked.tar.gz"), path.join(work, "linked-into")),
    ).rejects.toThrow(/unsupported entry type "2"/);

    const tar = gunzipSync(readFileSync(path.join(work, "whole.tar.gz")));
    const cut = path.join(work, "cut.tar.gz");
    writeFileSync(cut, gzipSync(tar.subarray(0, 2048 + 100)));
    await expect(unpackTarGz(cut, path.join(work, "cut-into"))).rejects.toThrow(/ends before its last entry/);
  });
});
