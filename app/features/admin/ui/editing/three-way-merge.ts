import type { FieldDifference } from "./version-conflict-panel";

// A stale save merged as a three-way merge (issue 46 item 4, decision 0080): the record as the
// editor opened it, as they have it now ("mine"), and as another admin stored it meanwhile.
// What only one side changed is taken from that side; only a part both changed, to different
// values, is a conflict for the editor to decide. Pure, so the rules are unit-tested.

/** Where a part of the record is: its keys from the top ("pricing", "upfront"). */
export type MergePath = readonly string[];

/** A part both sides changed to different values; the merged record holds `mine` until picked. */
export interface MergeConflict {
  path: MergePath;
  mine: unknown;
  stored: unknown;
}

export interface Merged<T> {
  value: T;
  conflicts: MergeConflict[];
}

/** Which side the editor took for a conflict. */
export type MergePick = "mine" | "stored";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The value as text that is the same for the same content: keys sorted, absent keys left out. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, part: unknown) =>
    isRecord(part)
      ? Object.fromEntries(
          Object.keys(part)
            .sort()
            .map((key) => [key, part[key]]),
        )
      : part,
  );
}

const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** Stands for the opened record when it is not known: every part the two sides hold apart is asked. */
const UNKNOWN = Symbol("unknown");

/**
 * Merges `mine` and `stored`, both made from `opened` (null: not known, as for unsaved typing
 * restored over an older version; then every part where they differ is a conflict). Objects are
 * merged key by key (pricing's upfront and monthly prices apart); a list, a text or any part
 * `whole` names is one value: two edits of one list are a conflict rather than a mix of both
 * that neither wrote.
 */
export function threeWayMerge<T>(
  opened: T | null,
  mine: T,
  stored: T,
  whole: (path: MergePath) => boolean = () => false,
): Merged<T> {
  const conflicts: MergeConflict[] = [];
  const merge = (base: unknown, ours: unknown, theirs: unknown, path: MergePath): unknown => {
    if (same(ours, theirs)) return ours;
    if (base !== UNKNOWN && same(ours, base)) return theirs;
    if (base !== UNKNOWN && same(theirs, base)) return ours;
    if ((base === UNKNOWN || isRecord(base)) && isRecord(ours) && isRecord(theirs) && !whole(path)) {
      const keys = new Set([
        ...Object.keys(ours),
        ...Object.keys(theirs),
        ...(isRecord(base) ? Object.keys(base) : []),
      ]);
      const merged: Record<string, unknown> = {};
      for (const key of keys) {
        const value = merge(isRecord(base) ? base[key] : UNKNOWN, ours[key], theirs[key], [...path, key]);
        if (value !== undefined) merged[key] = value;
      }
      return merged;
    }
    conflicts.push({ path, mine: ours, stored: theirs });
    return ours;
  };
  return { value: merge(opened === null ? UNKNOWN : opened, mine, stored, []) as T, conflicts };
}

/** A conflict's name among the others, for a list's key and the editor's picks. */
export const conflictKey = (conflict: MergeConflict) => conflict.path.join("\u0000");

/** The value at `path` replaced (removed when undefined), the rest of the record as it was. */
function withValueAt(record: unknown, path: MergePath, value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const object = isRecord(record) ? record : {};
  const { [key]: current, ...others } = object;
  const replaced = withValueAt(current, rest, value);
  return replaced === undefined ? others : { ...object, [key]: replaced };
}

/** The merged record with the side the editor picked for each conflict (mine where none). */
export function withPicks<T>(merged: Merged<T>, picks: ReadonlyMap<string, MergePick>): T {
  return merged.conflicts.reduce<unknown>(
    (record, conflict) =>
      picks.get(conflictKey(conflict)) === "stored"
        ? withValueAt(record, conflict.path, conflict.stored)
        : record,
    merged.value,
  ) as T;
}

/**
 * A value as words to read, never JSON: a list of texts with commas, a list of records one line
 * each ("Fast: quick replies"), a record as "Upfront: R1,000" lines.
 */
export function readableText(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value))
    return value.every((item) => typeof item !== "object")
      ? value.join(", ")
      : value.map((item) => readableLine(item)).join("\n");
  if (isRecord(value))
    return Object.entries(value)
      .filter(([, part]) => part !== undefined && part !== "")
      .map(([key, part]) => `${keyLabel(key)}: ${readableLine(part)}`)
      .join("\n");
  return String(value);
}

/** One item of a list on one line: a record's texts joined, its other values left out. */
function readableLine(item: unknown): string {
  if (Array.isArray(item)) return item.map(readableLine).join(", ");
  if (!isRecord(item)) return readableText(item);
  const [first = "", ...rest] = Object.values(item).filter(
    (part): part is string => typeof part === "string" && part !== "",
  );
  return rest.length > 0 ? `${first}: ${rest.join(" · ")}` : first;
}

/** "upfront" → "Upfront", "publishAt" → "Publish at". */
export function keyLabel(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A stale save's merge as an editor's screen uses it: the record with every part only one side
 * changed taken from that side (conflicts still mine), the conflicts as words to read, and the
 * side picked for each applied to a record (the form, as the editor has it when they choose).
 */
export interface EditorMerge<T> {
  merged: T;
  conflicts: FieldDifference[];
  resolve: (record: T, picks: ReadonlyMap<string, MergePick>) => T;
}
