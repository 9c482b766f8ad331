import { useMemo } from "react";
import { readSortParam, sortParam } from "./sort-param";
import { useViewAddress } from "./use-view-address";

const collator = new Intl.Collator("en-ZA", { sensitivity: "base", numeric: true });

/**
 * Sorts `rows` by the column whose heading was last chosen: a first choice sorts ascending, the
 * next descending. `columnValue` gives each column's text (dates as ISO text sort as they should).
 * The choice lives in the address (`?sort=`), so a reload, a link or Back shows the same order.
 */
export function useSortedRows<T, K extends string>(
  rows: readonly T[],
  columnValue: Record<K, (row: T) => string>,
) {
  const { view, change } = useViewAddress();
  const inAddress = view.get("sort");
  const sort = useMemo(
    () => readSortParam(inAddress, Object.keys(columnValue) as K[]),
    [inAddress, columnValue],
  );
  const sorted = useMemo(() => {
    if (!sort) return rows;
    const value = columnValue[sort.column];
    const sign = sort.direction === "ascending" ? 1 : -1;
    return [...rows].sort((a, b) => sign * collator.compare(value(a), value(b)));
  }, [rows, sort, columnValue]);
  const sortBy = (column: K) => {
    const descending = sort?.column === column && sort.direction === "ascending";
    change({ sort: sortParam({ column, direction: descending ? "descending" : "ascending" }) });
  };
  /** What AdminTable's `sorting` takes: every column of `columnValue` sorts by its heading. */
  const sorting = {
    columns: Object.keys(columnValue),
    state: sort,
    onSort: (column: string) => sortBy(column as K),
  };
  return { sorted, sort, sortBy, sorting };
}
