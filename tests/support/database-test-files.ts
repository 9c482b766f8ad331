import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { readImports } from "../architecture/read-imports.ts";

// The PostgreSQL pass of CI (issue 53) runs again only the test files that open a database:
// the others test code that never meets one, and they have already run once on PGlite. A test
// opens a database through tests/support/database.ts (directly or through a helper that starts
// a server), or reads TEST_DATABASE_URL itself; only imports within the repository are followed.
const OPENS_A_DATABASE = "tests/support/database.ts";

/** Every unit and integration test file (vitest.config.ts's own include), as repository paths. */
export function testFiles(root: string): string[] {
  return ["app", "domain", "server", "tests"]
    .flatMap((folder) =>
      readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" }).map((name) =>
        path.posix.join(folder, name.split(path.sep).join("/")),
      ),
    )
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith("tests/reliability/"))
    .sort();
}

/** The test files among `files` that open a database. */
export function databaseTestFiles(root: string, files: string[]): string[] {
  const next = new Map<string, { readsTheVariable: boolean; imports: string[] }>();
  const read = (file: string) => {
    let known = next.get(file);
    if (!known) {
      const text = readFileSync(path.join(root, file), "utf8");
      known = {
        readsTheVariable: text.includes("TEST_DATABASE_URL"),
        imports: readImports(file, text).flatMap(({ specifier, typeOnly }) => {
          const target = typeOnly ? undefined : sourceFile(root, file, specifier);
          return target ? [target] : [];
        }),
      };
      next.set(file, known);
    }
    return known;
  };
  const opens = (test: string) => {
    const seen = new Set([test]);
    const queue = [test];
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      if (file === OPENS_A_DATABASE) return true;
      const { readsTheVariable, imports } = read(file);
      if (readsTheVariable) return true;
      for (const target of imports.filter((target) => !seen.has(target))) {
        seen.add(target);
        queue.push(target);
      }
    }
    return false;
  };
  return files.filter(opens);
}

/** The .ts/.tsx file a relative or `#` import names, or undefined for a package or other file. */
function sourceFile(root: string, from: string, specifier: string): string | undefined {
  const aliased = specifier.match(/^#(app|domain|server)\/(.+)$/);
  const named = specifier.startsWith(".")
    ? path.posix.join(path.posix.dirname(from), specifier)
    : aliased && `${aliased[1]}/${aliased[2]}`;
  if (!named) return undefined;
  const candidates = /\.tsx?$/.test(named) ? [named] : [`${named}.ts`, `${named}.tsx`, `${named}/index.ts`];
  return candidates.find((candidate) => existsSync(path.join(root, candidate)));
}
