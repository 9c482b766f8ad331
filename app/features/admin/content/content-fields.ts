import {
  conflictKey,
  type EditorMerge,
  keyLabel,
  threeWayMerge,
  withPicks,
} from "../ui/editing/three-way-merge";
import type { FieldDifference } from "../ui/editing/version-conflict-panel";

// A page's words as the form shows them: every text of the record, found by walking it, each
// with a label made from its path ("hurdles.cards.0.title": "Card 1 title"). The form is drawn
// from the record's own shape, so a text added to a page needs no form code. Pure, so the rules
// are unit-tested.

/** Section names as the public page shows them, where the record's key says less. */
const NAMES: Record<string, string> = {
  hero: "Hero",
  hurdles: "Hurdles",
  services: "Solutions",
  expertise: "Expertise",
  process: "How we work",
  closing: "Closing call to action",
  whatIsAi: "What is AI tab",
  benefits: "Benefits tab",
  terms: "AI Terms tab",
  myths: "Myths vs. Reality tab",
  gettingStarted: "Getting Started tab",
  faq: "FAQ",
  items: "Item",
  paragraphs: "Paragraph",
  cards: "Card",
  steps: "Step",
  points: "Point",
};

/** What one key of a record is called on the form; an item of a list by its number. */
function partName(key: string | number, listKey?: string): string {
  if (typeof key === "number") return `${NAMES[listKey ?? ""] ?? "Item"} ${key + 1}`;
  return NAMES[key] ?? keyLabel(key);
}

/** One text of the record: its path (as the API's field errors name it) and its value. */
export interface TextEntry {
  path: string;
  /** The section it is in ("Hero"), a fieldset's legend on the form. */
  section: string;
  /** Its name within the section ("Card 1 · Title"). */
  label: string;
  value: string;
}

/** Every text of the record, in its order, labelled by the parts under its section. */
export function textEntries(record: unknown, path: (string | number)[] = []): TextEntry[] {
  if (typeof record === "string") {
    const [section = "", ...within] = path;
    return [
      {
        path: path.join("."),
        section: partName(section),
        label: labelOf(within, typeof section === "string" ? section : undefined),
        value: record,
      },
    ];
  }
  if (Array.isArray(record)) return record.flatMap((item, index) => textEntries(item, [...path, index]));
  if (record && typeof record === "object")
    return Object.entries(record).flatMap(([key, value]) => textEntries(value, [...path, key]));
  return [];
}

/** "cards.0.title": "Card 1 · Title"; a list's own key is left out, its items name it. */
function labelOf(path: (string | number)[], parent?: string): string {
  return path
    .flatMap((key, index) => {
      if (typeof path[index + 1] === "number") return [];
      const before = index === 0 ? parent : path[index - 1];
      return [partName(key, typeof before === "string" ? before : undefined)];
    })
    .join(" · ");
}

/** The record with the text at `path` replaced, leaving the rest as it was. */
export function withTextAt<T>(record: T, path: string, value: string): T {
  const [key, ...rest] = path.split(".");
  if (key === undefined || key === "") return value as T;
  if (Array.isArray(record)) {
    const index = Number(key);
    return record.map((item, at) => (at === index ? withTextAt(item, rest.join("."), value) : item)) as T;
  }
  const object = record as Record<string, unknown>;
  return { ...object, [key]: withTextAt(object[key], rest.join("."), value) } as T;
}

/** The texts where what the admin typed differs from what another admin stored meanwhile. */
export function changedTexts(mine: unknown, stored: unknown): FieldDifference[] {
  const theirs = new Map(textEntries(stored).map((entry) => [entry.path, entry.value]));
  return textEntries(mine).flatMap(({ path, section, label, value }) => {
    const other = theirs.get(path) ?? "";
    return other === value
      ? []
      : [{ field: path, label: `${section} · ${label}`, mine: value, stored: other }];
  });
}

/** Every text of the record by its path: the parts a merge of two editors' words compares. */
const textsOf = (record: unknown): Record<string, string> =>
  Object.fromEntries(textEntries(record).map((entry) => [entry.path, entry.value]));

/** `texts` (by path) written into `record`, whose shape holds them. */
const withTexts = <T>(record: T, texts: Record<string, string>): T =>
  Object.entries(texts).reduce((written, [path, value]) => withTextAt(written, path, value), record);

/**
 * The words the editor typed merged, text by text, with the words stored meanwhile, over the
 * words as they were opened (null: not known). A page's lists have a fixed number of places, so
 * each text is merged on its own.
 */
export function mergeTexts<T>(opened: T | null, mine: T, stored: T): EditorMerge<T> {
  const merge = threeWayMerge(opened === null ? null : textsOf(opened), textsOf(mine), textsOf(stored));
  const labels = new Map(
    textEntries(stored).map((entry) => [entry.path, `${entry.section} · ${entry.label}`]),
  );
  return {
    merged: withTexts(mine, merge.value),
    conflicts: merge.conflicts.map((conflict) => {
      const [path = ""] = conflict.path;
      return {
        field: conflictKey(conflict),
        label: labels.get(path) ?? path,
        mine: String(conflict.mine ?? ""),
        stored: String(conflict.stored ?? ""),
      };
    }),
    resolve: (record, picks) =>
      withTexts(record, withPicks({ value: textsOf(record), conflicts: merge.conflicts }, picks)),
  };
}
