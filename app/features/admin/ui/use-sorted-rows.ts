import { useMemo, useState } from "react";

export type SortDirection = "ascending" | "descending";

/** The column a list is sorted by, and how; null: as the server listed it. */
export interface SortState<K extends string> {
  column: K;
  direction: SortDirection;
}

const collator = new Intl.Collator("en-ZA", { sensitivity: "base", numeric: true });

/**
 * Sorts `rows` by the column whose heading was last chosen: a first choice sorts ascending, the
 * next descending. `columnValue` gives each column's text (dates as ISO text sort as they should).
 */
export function useSortedRows<T, K extends string>(
  rows: readonly T[],
  columnValue: Record<K, (row: T) => string>,
) {
  const [sort, setSort] = useState<SortState<K> | null>(null);
  const sorted = useMemo(() => {
    if (!sort) return rows;
    const value = columnValue[sort.column];
    const sign = sort.direction === "ascending" ? 1 : -1;
    return [...rows].sort((a, b) => sign * collator.compare(value(a), value(b)));
  }, [rows, sort, columnValue]);
  const sortBy = (column: K) =>
    setSort((current) => ({
      column,
      direction: current?.column === column && current.direction === "ascending" ? "descending" : "ascending",
    }));
  return { sorted, sort, sortBy };
}
