import path from "node:path";
import { findCycles } from "./find-cycles";
import { layerOf, moduleName, PAGE_FACADE } from "./layers";
import { type ImportLine, readImports } from "./read-imports";

export type SourceFile = { path: string; text: string };
export type Violation = { file: string; line: number; specifier: string; rule: string };

type Edge = ImportLine & { file: string; target: string };

/** Every import among the files that breaks decision 0046's rules, in the order of the files. */
export function checkBoundaries(files: SourceFile[]): Violation[] {
  const edges = files.flatMap((file) =>
    readImports(file.path, file.text).flatMap((line) => {
      const target = resolve(file.path, line.specifier);
      return target ? [{ ...line, file: file.path, target }] : [];
    }),
  );
  const broken = edges.flatMap((edge) => {
    const rule = layerRule(edge) ?? pageRule(edge);
    return rule ? [violation(edge, rule)] : [];
  });
  return [...broken, ...folderCycles(edges)];
}

/** A repository path for a specifier that names one of ours; undefined for a package. */
function resolve(from: string, specifier: string): string | undefined {
  if (specifier.startsWith(".")) return path.posix.join(path.posix.dirname(from), specifier);
  const aliased = specifier.match(/^#(app|domain|server)\/(.+)$/);
  if (aliased) return `${aliased[1]}/${aliased[2]}`;
  return undefined;
}

function layerRule({ file, target }: Edge): string | undefined {
  const from = layerOf(file);
  const to = layerOf(target);
  if (!from || !to || to.rank <= from.rank) return undefined;
  return (
    `layers import only from below (decision 0036): ${from.name} may not import ${to.name}; ` +
    "take what is needed of a higher layer as an argument"
  );
}

function pageRule({ file, target, typeOnly }: Edge): string | undefined {
  if (!file.startsWith("app/") || !target.startsWith("server/") || typeOnly) return undefined;
  if (moduleName(target) === moduleName(PAGE_FACADE) && /\.server\.tsx?$/.test(file)) {
    return undefined;
  }
  return (
    "app/ takes only `import type` from server/ (decision 0037), and values only through " +
    `${PAGE_FACADE}, from a *.server.ts file (which never reaches the browser)`
  );
}

/** A cycle between folders, reported at one import of each folder that leads round it. */
function folderCycles(edges: Edge[]): Violation[] {
  const between = new Map<string, Set<string>>();
  const example = new Map<string, Edge>();
  for (const edge of edges) {
    const from = folderOf(edge.file);
    const to = folderOf(edge.target);
    if (from === to || !isCode(edge.target) || !layerOf(edge.file) || !layerOf(edge.target)) continue;
    between.set(from, (between.get(from) ?? new Set()).add(to));
    if (!example.has(`${from} ${to}`)) example.set(`${from} ${to}`, edge);
  }
  return findCycles(between).flatMap((folders) => {
    const rule = `no cycle between folders (decision 0036): ${folders.join(", ")} import each other`;
    return [...example.entries()]
      .filter(([key]) => key.split(" ").every((folder) => folders.includes(folder)))
      .map(([, edge]) => violation(edge, rule));
  });
}

// A stylesheet or picture imports nothing, so it closes no cycle.
const isCode = (target: string) => !/\.\w+(\?.*)?$/.test(target) || /\.tsx?$/.test(target);

// The server's own top-level files are two layers in one folder: each counts as its layer.
function folderOf(file: string): string {
  const folder = path.posix.dirname(file);
  return folder === "server" ? (layerOf(file)?.name ?? folder) : folder;
}

const violation = ({ file, line, specifier }: Edge, rule: string): Violation => ({
  file,
  line,
  specifier,
  rule,
});

/** One line per violation: where, what it imports, and the rule it breaks. */
export const describeViolation = ({ file, line, specifier, rule }: Violation) =>
  `${file}:${line} imports "${specifier}" — ${rule}`;
