import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// `npm start` reuses the build when nothing it is made from has changed, since building takes
// about 20 s. The build records a hash of its inputs (`begin` before building, `end` after
// every step succeeded); `npm run build` removes build/ first, so a build that failed leaves
// no stamp and the next start builds again. Hashing before the build, not after, means a
// source edited while it runs is not mistaken for built.

/** What the build is made from, relative to the project root; tests are left out. */
export const BUILD_INPUTS = [
  "app",
  "domain",
  "server",
  "scripts",
  "package.json",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "vite.cli.config.ts",
  "tsconfig.json",
];

const STAMP = "build/inputs.sha256";
// Outside build/, which the build empties before it writes anything.
const PENDING = "node_modules/.cache/build-inputs.sha256";
const SERVER_BUNDLE = "build/server/index.js";

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function inputFiles(root: string, input: string): string[] {
  const full = path.join(root, input);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [input];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !isTest(file));
}

/** A hash of every input's path and bytes, in a fixed order. */
export function inputsHash(root: string, inputs = BUILD_INPUTS): string {
  const hash = createHash("sha256");
  const files = inputs.flatMap((input) => inputFiles(root, input)).sort();
  for (const file of files) {
    hash.update(`${file.split(path.sep).join("/")}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

const read = (file: string) => (existsSync(file) ? readFileSync(file, "utf8").trim() : undefined);

/** Why the build in `root` must be made again, or undefined when it is up to date. */
export function staleBecause(root: string, inputs = BUILD_INPUTS): string | undefined {
  if (!existsSync(path.join(root, SERVER_BUNDLE))) return "there is no build yet";
  const stamp = read(path.join(root, STAMP));
  if (!stamp) return "the build records no sources (an earlier version made it, or it failed)";
  if (stamp !== inputsHash(root, inputs)) return "the sources have changed since the last build";
  return undefined;
}

/** Before building: note the inputs as they are now. */
export function beginBuild(root: string, inputs = BUILD_INPUTS) {
  mkdirSync(path.join(root, path.dirname(PENDING)), { recursive: true });
  writeFileSync(path.join(root, PENDING), `${inputsHash(root, inputs)}\n`);
}

/** After every build step succeeded: the build is of the inputs noted at its beginning. */
export function endBuild(root: string) {
  renameSync(path.join(root, PENDING), path.join(root, STAMP));
}

/**
 * `npm start`'s first step: says in one line whether the build is reused or why it is made
 * again, and builds when it must (exiting as the build did when it fails).
 */
function buildIfStale(root: string) {
  const reason = staleBecause(root);
  if (!reason) {
    console.log("Build is up to date with the sources: reusing it (npm run build rebuilds).");
    return;
  }
  console.log(`Building, since ${reason}.`);
  const { status } = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (status !== 0) process.exit(status ?? 1);
}

const COMMANDS: Record<string, (root: string) => void> = {
  begin: beginBuild,
  end: endBuild,
  "if-stale": buildIfStale,
};

if (process.argv[1] && fileURLToPath(import.meta.url) === realpathSync(process.argv[1])) {
  const command = COMMANDS[process.argv[2] ?? ""];
  if (!command) throw new Error("Usage: tsx scripts/build-stamp.ts begin|end|if-stale");
  command(path.resolve(import.meta.dirname, ".."));
}
