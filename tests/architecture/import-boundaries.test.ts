import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkBoundaries, describeViolation } from "./check-boundaries";
import { layerOf } from "./layers";

// Decision 0046: the boundaries of decisions 0036 and 0037, checked over every import of the
// code that ships. A failure lists each import that breaks a rule, with its file and line.

const root = fileURLToPath(new URL("../..", import.meta.url));
const files = ["app", "domain", "server"].flatMap((folder) =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => path.posix.join(folder, name.split(path.sep).join("/"))),
);

describe("the import boundaries of app/, domain/ and server/", () => {
  it("places every file in a layer, so that none goes unchecked", () => {
    expect(files.filter((file) => !layerOf(file))).toEqual([]);
  });

  it("has no import that crosses a boundary", () => {
    const sources = files.map((file) => ({ path: file, text: readFileSync(path.join(root, file), "utf8") }));
    expect(checkBoundaries(sources).map(describeViolation)).toEqual([]);
  });
});
