import { Link } from "react-router";
import { LoadedRows } from "../ui/lists/loaded-list";
import { linkClass, panelClass } from "../ui/styles";

interface BreakdownProps {
  title: string;
  /** With `href`, the label links to the list it counts (e.g. the inbox filtered by status). */
  rows: { label: string; value: number; href?: string }[];
}

/** A titled list of counts, e.g. solutions per tier; 'No data available' when there are none. */
export function Breakdown({ title, rows }: BreakdownProps) {
  return (
    <section className={panelClass} aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      <LoadedRows rows={rows} empty="No data available" emptyClassName="mt-3 text-sm">
        {(shown) => (
          <dl className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
            {shown.map((row) => (
              <div key={row.label} className="flex justify-between py-2 text-sm">
                <dt>
                  {row.href ? (
                    <Link to={row.href} className={linkClass}>
                      {row.label}
                    </Link>
                  ) : (
                    row.label
                  )}
                </dt>
                <dd className="font-semibold" data-label={row.label}>
                  {row.value}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </LoadedRows>
    </section>
  );
}
