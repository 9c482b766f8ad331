import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { checkBoundaries, describeViolation, type SourceFile } from "./check-boundaries.ts";
import { layerOf } from "./layers.ts";
import { topLevelSegments, uncheckedPagePaths } from "./page-path-literals.ts";

/** The folders of the code that ships, whose imports the walls govern. */
const CHECKED = ["app", "domain", "server"];

/** Every `.ts`/`.tsx` file under app/, domain/ and server/ of the tree at `root`. */
export function readTree(root: string): SourceFile[] {
  return CHECKED.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => path.posix.join(folder, name.split(path.sep).join("/")))
      .map((file) => ({ path: file, text: readFileSync(path.join(root, file), "utf8") })),
  );
}

/**
 * Every wall the tree at `root` breaks, one line each: a file that no layer holds (so its
 * imports would go unchecked), then each import that crosses a wall (decisions 0046, 0087),
 * then each page address the compiler does not check against app/routes.ts (0090).
 */
export function checkTree(root: string): string[] {
  const files = readTree(root);
  const unplaced = files
    .filter((file) => !layerOf(file.path))
    .map((file) => `${file.path} is in no layer: give its folder a place in tests/architecture/layers.ts`);
  const segments = topLevelSegments(readFileSync(path.join(root, "app/routes.ts"), "utf8"));
  return [
    ...unplaced,
    ...checkBoundaries(files).map(describeViolation),
    ...uncheckedPagePaths(files, segments),
  ];
}
