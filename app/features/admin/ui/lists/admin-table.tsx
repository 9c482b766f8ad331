import { ChevronUpDownIcon } from "@heroicons/react/20/solid";
import { focusRing, headerCellClass, tableClass } from "../styles";
import { LoadedRows, type LoadedRowsProps } from "./loaded-list";
import type { SortState } from "./sort-param";
import { TableScroller } from "./table-scroller";

/** A column's heading, with classes of its own (e.g. a column only wide screens show). */
type AdminTableHeader = string | { label: string; className: string };

/** Headings that sort the list when chosen (use-sorted-rows.ts), by their label. */
interface Sorting {
  columns: readonly string[];
  state: SortState<string> | null;
  onSort: (column: string) => void;
}

/** The rows, loading line and empty line as LoadedRows takes them. */
interface AdminTableProps<T> extends Omit<LoadedRowsProps<T>, "children"> {
  /** Names the table's scroll area for screen readers. */
  label: string;
  headers: readonly AdminTableHeader[];
  className?: string;
  /** A row's <tr>. */
  children: (row: T) => React.ReactNode;
  /**
   * Below 640 px each row becomes a card of its cells, one under another, so every action stays
   * on screen instead of off to the right of a table that scrolls sideways. For lists whose
   * cells say what they are without their column's heading, which screen readers still get.
   */
  stacked?: boolean;
  sorting?: Sorting;
}

const STACKED =
  "max-sm:block max-sm:[&_tbody]:block max-sm:[&_tr]:block max-sm:[&_tr]:py-2 max-sm:[&_td]:block max-sm:[&_td]:py-1";

/**
 * The admin list table: column headers, divided rows, sideways scrolling on narrow screens; its
 * loading line while the rows load, or its empty line where they loaded empty.
 */
export function AdminTable<T>({
  label,
  headers,
  className,
  rows,
  loading,
  empty,
  emptyClassName,
  children,
  stacked = false,
  sorting,
}: AdminTableProps<T>) {
  return (
    <LoadedRows rows={rows} loading={loading} empty={empty} emptyClassName={emptyClassName}>
      {(shown) => (
        <TableScroller label={label} className={className}>
          <table className={stacked ? `${tableClass} ${STACKED}` : tableClass}>
            {/* Stacked, the headings are for screen readers, except those that sort: a row of buttons. */}
            <thead
              className={stacked ? "max-sm:block max-sm:[&_tr]:flex max-sm:[&_tr]:flex-wrap" : undefined}
            >
              <tr>
                {headers.map((header) => {
                  const { label: text, className: own = "" } =
                    typeof header === "string" ? { label: header } : header;
                  if (!sorting?.columns.includes(text)) {
                    return (
                      <th
                        key={text}
                        className={`${headerCellClass} ${own} ${stacked ? "max-sm:sr-only" : ""}`}
                      >
                        {text}
                      </th>
                    );
                  }
                  const direction = sorting.state?.column === text ? sorting.state.direction : undefined;
                  return (
                    <th key={text} className={`${headerCellClass} ${own}`} aria-sort={direction ?? "none"}>
                      <button
                        type="button"
                        className={`inline-flex items-center gap-1 uppercase ${focusRing}`}
                        onClick={() => sorting.onSort(text)}
                      >
                        {text}
                        <ChevronUpDownIcon aria-hidden="true" className="size-4" />
                      </button>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-700">{shown.map(children)}</tbody>
          </table>
        </TableScroller>
      )}
    </LoadedRows>
  );
}
