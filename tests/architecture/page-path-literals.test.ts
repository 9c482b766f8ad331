// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the made-up files' text holds templates
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { SourceFile } from "./check-boundaries";
import { topLevelSegments, uncheckedPagePaths } from "./page-path-literals";

// The checker on made-up files, so that `npm run lint` over the real tree is known to be able to fail.

const file = (path: string, ...lines: string[]): SourceFile => ({ path, text: lines.join("\n") });
const segments = topLevelSegments(readFileSync(new URL("../../app/routes.ts", import.meta.url), "utf8"));

describe("the page path checker", () => {
  it("takes each top-level route's first segment from app/routes.ts, not its children's", () => {
    expect(segments).toEqual(
      expect.arrayContaining(["admin", "solutions", "contact", "reset-password", "og"]),
    );
    expect(segments).not.toContain("dashboard");
    expect(segments).not.toContain("media");
  });

  it("reports a page's address the compiler does not check, in a string, a template or after a host", () => {
    const messages = uncheckedPagePaths(
      [
        file(
          "app/features/x/links.tsx",
          'const a = <Link to="/solutions">All</Link>;',
          "const b = `/admin/contacts?id=${id}`;",
          "const c = `${publicUrl}/login`;",
        ),
      ],
      segments,
    );
    expect(messages).toEqual([
      'app/features/x/links.tsx:1 "/solutions" is a page\'s address: write it `satisfies PagePath` (domain/page-paths.ts)',
      'app/features/x/links.tsx:2 "/admin/contacts?id=" is a page\'s address: write it `satisfies PagePath` (domain/page-paths.ts)',
      'app/features/x/links.tsx:3 "/login" is a page\'s address: write it `satisfies PagePath` (domain/page-paths.ts)',
    ]);
  });

  it("passes addresses that say `satisfies PagePath`, alone or as a list, and what is no page's", () => {
    const messages = uncheckedPagePaths(
      [
        file(
          "app/features/x/checked.tsx",
          'const a = <Link to={"/solutions" satisfies PagePath}>All</Link>;',
          "const b = `${publicUrl}${`/admin/contacts?id=${id}` satisfies PagePath}`;",
          'const c = ["/privacy", "/terms"] as const satisfies readonly PagePath[];',
          'const d = "/media/x.webp"; const e = "/solutionsx"; const f = "/";',
        ),
        file("server/api/content/solutions.ts", 'route("GET", "/solutions");'),
        file("app/features/x/links.test.ts", 'goto("/solutions");'),
      ],
      segments,
    );
    expect(messages).toEqual([]);
  });
});
