import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { beginBuild, endBuild, inputsHash, staleBecause } from "../scripts/build-stamp";

// `npm start` reuses a build only while it is of the sources as they are (scripts/build-stamp.ts).

const INPUTS = ["app", "server", "package-lock.json"];
let root: string;

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** What `npm run build` does around its steps, the bundle standing for all it writes. */
function build() {
  beginBuild(root, INPUTS);
  rmSync(path.join(root, "build"), { recursive: true, force: true });
  write("build/server/index.js", "// bundle");
  endBuild(root);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "build-stamp-"));
  write("app/root.tsx", "export default 1;");
  write("server/start.ts", "export {};");
  write("server/start.test.ts", "// a test");
  write("package-lock.json", "{}");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the build stamp", () => {
  it("asks for a build when there is none, and reuses one made of unchanged sources", () => {
    expect(staleBecause(root, INPUTS)).toBe("there is no build yet");
    build();
    expect(staleBecause(root, INPUTS)).toBeUndefined();
  });

  it("asks for a build again when a source, a new file or the lockfile changes", () => {
    build();
    write("server/start.ts", "export const changed = true;");
    expect(staleBecause(root, INPUTS)).toBe("the sources have changed since the last build");
    build();
    write("app/routes/new-page.tsx", "export default 2;");
    expect(staleBecause(root, INPUTS)).toMatch(/changed/);
    build();
    write("package-lock.json", '{"lockfileVersion":3}');
    expect(staleBecause(root, INPUTS)).toMatch(/changed/);
  });

  it("ignores tests, which the build leaves out", () => {
    const before = inputsHash(root, INPUTS);
    write("server/start.test.ts", "// another test");
    expect(inputsHash(root, INPUTS)).toBe(before);
  });

  it("takes a build without a stamp (failed, or made by an earlier version) as stale", () => {
    write("build/server/index.js", "// bundle");
    expect(staleBecause(root, INPUTS)).toMatch(/records no sources/);
  });

  it("stamps a build with the sources as they were when it began", () => {
    beginBuild(root, INPUTS);
    write("server/start.ts", "export const editedDuringTheBuild = true;");
    write("build/server/index.js", "// bundle");
    endBuild(root);
    expect(staleBecause(root, INPUTS)).toMatch(/changed/);
  });
});
