import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { checkBoundaries, describeViolation, type SourceFile } from "./check-boundaries.ts";
import { layerOf } from "./layers.ts";
import { topLevelSegments, uncheckedPagePaths } from "./page-path-literals.ts";

/** The folders of the code that ships, whose imports the walls govern. */
const CHECKED = ["app", "domain", "server"];

/**
 * How many source files one folder may hold directly (decision 0094): past that a listing no
 * longer says where a thing is, and the folder wants a room of its own for some of them.
 */
export const MOST_FILES_IN_A_FOLDER = 25;

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
 * Each folder holding more than MOST_FILES_IN_A_FOLDER of the given source files directly (its
 * sub-folders' files are theirs), one line each, in the order of the folders' names.
 */
export function crowdedFolders(files: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const file of files) {
    const folder = path.posix.dirname(file);
    counts.set(folder, (counts.get(folder) ?? 0) + 1);
  }
  return [...counts]
    .filter(([, count]) => count > MOST_FILES_IN_A_FOLDER)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([folder, count]) =>
        `${folder} holds ${count} source files directly, more than ${MOST_FILES_IN_A_FOLDER} ` +
        "(decision 0094): give some of them a room of their own",
    );
}

/**
 * Every wall the tree at `root` breaks, one line each: a file that no layer holds (so its
 * imports would go unchecked), a folder holding too many files, then each import that crosses
 * a wall (decisions 0046, 0087, 0094), then each page address the compiler does not check
 * against app/routes.ts (0090).
 */
export function checkTree(root: string): string[] {
  const files = readTree(root);
  const unplaced = files
    .filter((file) => !layerOf(file.path))
    .map((file) => `${file.path} is in no layer: give its folder a place in tests/architecture/layers.ts`);
  const crowded = crowdedFolders(files.map((file) => file.path));
  const segments = topLevelSegments(readFileSync(path.join(root, "app/routes.ts"), "utf8"));
  return [
    ...unplaced,
    ...crowded,
    ...checkBoundaries(files).map(describeViolation),
    ...uncheckedPagePaths(files, segments),
  ];
}
