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
}

/** The admin list table: column headers, divided rows, sideways scrolling on narrow screens. */
export function AdminTable({ label, headers, className, children }: AdminTableProps) {
  return (
    <TableScroller label={label} className={className}>
      <table className={tableClass}>
        <thead>
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
