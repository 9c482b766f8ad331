import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Decision 0088: the README is a map and the docs are inside the repository, so they are
// checked like code: every relative link lands on a file (and heading) that exists, none leaves
// the repository, the README stays short, and its Commands table names every npm script.

const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

function markdownFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return markdownFiles(file);
    return entry.name.endsWith(".md") ? [file] : [];
  });
}

const docs = ["README.md", ...markdownFiles("docs")];

/** The text a reader sees as prose: fenced blocks and inline code taken out. */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");

/** GitHub's anchor for each heading of a markdown text (a repeated heading gets -1, -2…). */
function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  for (const [, heading = ""] of prose(text).matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    found.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return found;
}

/** Each relative link of a markdown file: its target path (from the root) and anchor. */
function relativeLinks(file: string) {
  const links = [...prose(read(file)).matchAll(/\]\(([^)\s]+)\)/g)].map(([, target = ""]) => target);
  return links
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target))
    .map((target) => {
      const [pathPart, anchor] = target.split("#");
      const resolved = pathPart
        ? path.posix.normalize(path.posix.join(path.posix.dirname(file), pathPart))
        : file;
      return { target, resolved, anchor };
    });
}

describe("the docs", () => {
  it("link only to files and headings that exist in the repository", () => {
    const broken: string[] = [];
    for (const file of docs) {
      for (const { target, resolved, anchor } of relativeLinks(file)) {
        const where = `${file}: ${target}`;
        if (resolved.startsWith("../")) broken.push(`${where} leaves the repository`);
        else if (!existsSync(path.join(root, resolved))) broken.push(`${where} does not exist`);
        else if (anchor && resolved.endsWith(".md") && !anchors(read(resolved)).has(anchor)) {
          broken.push(`${where} has no such heading`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it("send no reader outside the repository for the product's facts", () => {
    const outside = docs
      .filter((file) => !file.startsWith("docs/decisions/"))
      .filter((file) => /\.\.\/shared|SPEC(\.md| §)|DESIGN\.md/.test(read(file)));
    expect(outside).toEqual([]);
  });

  it("keep the README a map of at most 250 lines", () => {
    expect(read("README.md").split("\n").length).toBeLessThanOrEqual(250);
  });

  it("name every npm script in the README's Commands table", () => {
    const scripts = Object.keys(JSON.parse(read("package.json")).scripts);
    const commands =
      read("README.md")
        .split(/^## Commands$/m)[1]
        ?.split(/^## /m)[0] ?? "";
    const rows = commands.split("\n").filter((line) => line.startsWith("| `npm "));
    const named = rows.flatMap((row) =>
      [...(row.split(" | ")[0] ?? "").matchAll(/`npm (?:run )?([\w:-]+)/g)].map(([, name = ""]) => name),
    );
    expect(scripts.filter((name) => !named.includes(name))).toEqual([]);
  });
});
