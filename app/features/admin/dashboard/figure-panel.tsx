import { panelClass } from "../ui/styles";

interface FigurePanelProps {
  /** The heading, and the region's name. */
  title: string;
  figures: { label: string; value: React.ReactNode }[];
  /** The grid's columns, e.g. "grid-cols-3". */
  columns: string;
}

/** A titled row of large figures with their labels: the devices, the enquiries by channel. */
export function FigurePanel({ title, figures, columns }: FigurePanelProps) {
  const id = `insights-${title.toLowerCase().replaceAll(" ", "-")}`;
  return (
    <section className={panelClass} aria-labelledby={id}>
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      <dl className={`mt-2 grid gap-2 text-sm ${columns}`}>
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd className="text-xl font-semibold" data-label={figure.label}>
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
