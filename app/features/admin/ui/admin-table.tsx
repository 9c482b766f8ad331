import { headerCellClass, tableClass } from "./styles";
import { TableScroller } from "./table-scroller";

interface AdminTableProps {
  /** Names the table's scroll area for screen readers. */
  label: string;
  headers: readonly string[];
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
            {headers.map((header) => (
              <th key={header} className={headerCellClass}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">{children}</tbody>
      </table>
    </TableScroller>
  );
}
