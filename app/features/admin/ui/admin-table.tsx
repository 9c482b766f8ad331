import { headerCellClass, tableClass } from "./styles";
import { TableScroller } from "./table-scroller";

/** A column's heading, with classes of its own (e.g. a column only wide screens show). */
export type AdminTableHeader = string | { label: string; className: string };

interface AdminTableProps {
  /** Names the table's scroll area for screen readers. */
  label: string;
  headers: readonly AdminTableHeader[];
  className?: string;
  /** The body rows (<tr> elements). */
  children: React.ReactNode;
  /**
   * Below 640 px each row becomes a card of its cells, one under another, so every action stays
   * on screen instead of off to the right of a table that scrolls sideways. For lists whose
   * cells say what they are without their column's heading, which screen readers still get.
   */
  stacked?: boolean;
}

const STACKED =
  "max-sm:block max-sm:[&_tbody]:block max-sm:[&_tr]:block max-sm:[&_tr]:py-2 max-sm:[&_td]:block max-sm:[&_td]:py-1";

/** The admin list table: column headers, divided rows, sideways scrolling on narrow screens. */
export function AdminTable({ label, headers, className, children, stacked = false }: AdminTableProps) {
  return (
    <TableScroller label={label} className={className}>
      <table className={stacked ? `${tableClass} ${STACKED}` : tableClass}>
        <thead className={stacked ? "max-sm:sr-only" : undefined}>
          <tr>
            {headers.map((header) => {
              const { label: text, className: own = "" } =
                typeof header === "string" ? { label: header } : header;
              return (
                <th key={text} className={`${headerCellClass} ${own}`}>
                  {text}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">{children}</tbody>
      </table>
    </TableScroller>
  );
}
