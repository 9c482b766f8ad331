import { mutedText } from "../styles";

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

/** A list read from the server: nothing while it loads, a line saying it is empty, or its items. */
export function LoadedList<T>({ items, empty, className, emptyClassName, children }: LoadedListProps<T>) {
  if (!items) return null;
  if (items.length === 0) {
    return <p className={emptyClassName ? `${mutedText} ${emptyClassName}` : mutedText}>{empty}</p>;
  }
  return <ul className={className}>{items.map(children)}</ul>;
}
