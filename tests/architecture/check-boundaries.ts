import path from "node:path";
import { findCycles } from "./find-cycles.ts";
import { layerOf, moduleName, PAGE_FACADE } from "./layers.ts";
import { type ImportLine, readImports } from "./read-imports.ts";

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
    const rule = layerRule(edge) ?? pageRule(edge) ?? roomRule(edge);
    return rule ? [violation(edge, rule)] : [];
  });
  return [...broken, ...folderCycles(edges), ...moduleCycles(edges, files)];
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

/**
 * The rooms of app/ (issue 47): a shared room serves every feature and knows none of them; a
 * feature does not reach into another; an admin screen takes from the admin area only what
 * every screen shares.
 */
function roomRule({ file, target }: Edge): string | undefined {
  const from = roomOf(file);
  const to = roomOf(target);
  if (!from || !to || from.name === to.name || from.kind === "routes") return undefined;
  if (to.kind === "shared" && to.feature === undefined) return undefined;
  if (from.kind === "shared") {
    if (to.kind === "shared" && to.feature === from.feature) return undefined;
    return (
      `a shared room imports no feature, screen or route (decision 0087): ${from.name} may not ` +
      `import ${to.name}; move what it needs down into ${from.name}`
    );
  }
  if (from.feature !== to.feature) {
    return (
      `a feature does not import another (decision 0087): ${from.feature} may not import ` +
      `${to.feature ?? to.name}; move what both need to app/lib, app/components or domain/`
    );
  }
  if (to.kind === "shared") return undefined;
  return (
    `an admin screen does not import another (decision 0087): ${from.name} may not import ` +
    `${to.name}; move what both need to ${ADMIN_SHARED.map((room) => `${ADMIN}${room}`).join(", ")}`
  );
}

/**
 * A folder of app/ and the feature it belongs to: an admin screen's, and the admin area's shared
 * rooms', is the admin area; app/lib, app/components and the routes belong to none.
 */
type Room = { name: string; kind: "shared" | "feature" | "screen" | "routes"; feature?: string };

const ADMIN = "app/features/admin/";
/** The admin area's own shared rooms: what every admin screen may use. */
const ADMIN_SHARED = ["api", "ui", "media"];

/** The room of app/ a path is in; undefined outside app/ and for app/'s own top-level files. */
function roomOf(file: string): Room | undefined {
  const shared = file.match(/^app\/(lib|components)\//);
  if (shared) return { name: `app/${shared[1]}`, kind: "shared" };
  if (file.startsWith("app/routes/")) return { name: "app/routes", kind: "routes" };
  const screen = file.slice(ADMIN.length).match(/^([^/]+)\//);
  if (file.startsWith(ADMIN) && screen?.[1]) {
    const name = `${ADMIN}${screen[1]}`;
    const kind = ADMIN_SHARED.includes(screen[1]) ? "shared" : "screen";
    return { name, kind, feature: "app/features/admin" };
  }
  const feature = file.match(/^app\/features\/([^/]+)\//)?.[1];
  if (!feature) return undefined;
  return { name: `app/features/${feature}`, kind: "feature", feature: `app/features/${feature}` };
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

/**
 * Modules of one folder that import each other, by type alone too (decision 0089): reported at
 * each import between them. What both need belongs in a third module they both import. (A
 * circle through other folders is a cycle between folders, reported as one.)
 */
function moduleCycles(edges: Edge[], files: SourceFile[]): Violation[] {
  const modules = new Set(files.map((file) => withoutExtension(file.path)));
  const between = new Map<string, Set<string>>();
  for (const { file, target } of edges) {
    const from = withoutExtension(file);
    const to = withoutExtension(target);
    if (from === to || !modules.has(to) || path.posix.dirname(from) !== path.posix.dirname(to)) continue;
    between.set(from, (between.get(from) ?? new Set()).add(to));
  }
  return findCycles(between).flatMap((circle) => {
    const rule = `no cycle between modules (decision 0089): ${circle.join(", ")} import each other; move what they share into a module of its own`;
    return edges
      .filter(
        ({ file, target }) =>
          circle.includes(withoutExtension(file)) && circle.includes(withoutExtension(target)),
      )
      .map((edge) => violation(edge, rule));
  });
}

const withoutExtension = (file: string) => file.replace(/\.tsx?$/, "");

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
