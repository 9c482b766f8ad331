import { mutedText } from "../styles";

export interface LoadedRowsProps<T> {
  /** Null while the list loads (or when it failed to): nothing of it shows until it has. */
  rows: readonly T[] | null | undefined;
  /** The line said while the list loads ("Loading users..."). */
  loading?: { busy: boolean; line: string };
  /** The line that stands in for a list that loaded empty; none where one never is (one's own sessions). */
  empty?: string;
  /** The empty line's classes. */
  emptyClassName?: string;
  /** What shows the rows once there are some (a table, a list). */
  children: (rows: readonly T[]) => React.ReactNode;
}

/** A list read from the server: its loading line while it loads, its empty line, or its rows. */
export function LoadedRows<T>({ rows, loading, empty, emptyClassName, children }: LoadedRowsProps<T>) {
  if (!rows) return loading?.busy ? <p>{loading.line}</p> : null;
  if (rows.length === 0) return empty ? <p className={emptyClassName}>{empty}</p> : null;
  return children(rows);
}

interface LoadedListProps<T> {
  /** Undefined while the list loads: nothing shows until it has. */
  items: readonly T[] | undefined | null;
  /** The line that stands in for a list that loaded empty ("No quotes yet."). */
  empty: string;
  /** The list's classes; its items are the `<li>` elements `children` makes. */
  className: string;
  /** The empty line's classes beside the muted text's (its margin where the list has one). */
  emptyClassName?: string;
  children: (item: T) => React.ReactNode;
}

/** A `<ul>` read from the server: nothing while it loads, a muted line saying it is empty, or its items. */
export function LoadedList<T>({ items, empty, className, emptyClassName, children }: LoadedListProps<T>) {
  return (
    <LoadedRows
      rows={items}
      empty={empty}
      emptyClassName={emptyClassName ? `${mutedText} ${emptyClassName}` : mutedText}
    >
      {(shown) => <ul className={className}>{shown.map(children)}</ul>}
    </LoadedRows>
  );
}
