import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { databaseTestFiles, testFiles } from "./support/database-test-files";

// The PostgreSQL pass runs only what databaseTestFiles picks: a database test it missed would
// silently never run on PostgreSQL.
const root = fileURLToPath(new URL("..", import.meta.url));
const all = testFiles(root);
const picked = new Set(databaseTestFiles(root, all));

describe("the test files the PostgreSQL pass runs", () => {
  it("include every file that opens a database or starts a server, directly or through a helper", () => {
    const opening = all.filter((file) =>
      /createTestDatabase|startTestServer|serverWithAdmin|TEST_DATABASE_URL/.test(
        readFileSync(`${root}/${file}`, "utf8"),
      ),
    );
    expect(opening.length).toBeGreaterThan(40);
    expect(opening.filter((file) => !picked.has(file))).toEqual([]);
  });

  it("leave out tests of code that meets no database", () => {
    expect(picked.has("domain/phone-number.test.ts")).toBe(false);
    expect(picked.has("server/http/responses/byte-range.test.ts")).toBe(false);
    expect(picked.size).toBeLessThan(all.length);
  });
});
