// How a list's order is written in its address: `?sort=name` ascending, `?sort=-name`
// descending, the column's heading in lower case. One reading and one writing for every list.

type SortDirection = "ascending" | "descending";

/** The column a list is sorted by, and how; null: as the server listed it. */
export interface SortState<K extends string> {
  column: K;
  direction: SortDirection;
}

/** The sort `value` asks for among `columns`; anything unknown is left out (null). */
export function readSortParam<K extends string>(
  value: string | null,
  columns: readonly K[],
): SortState<K> | null {
  const name = value?.replace(/^-/, "");
  const column = columns.find((key) => key.toLowerCase() === name);
  if (!column) return null;
  return { column, direction: value?.startsWith("-") ? "descending" : "ascending" };
}

/** The `?sort=` value that reads back as `sort`. */
export function sortParam(sort: SortState<string>): string {
  return `${sort.direction === "descending" ? "-" : ""}${sort.column.toLowerCase()}`;
}
