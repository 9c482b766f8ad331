import type { InsightDay } from "#domain/sales-desk/insights";

// Plain SVG (docs/decisions/0029): three series need no chart library, and the browser draws it
// at any width without script. The drawing stretches to its box; the labels are HTML beside it,
// so they stay at the text size of the page however narrow the screen.

const WIDTH = 480;
const HEIGHT = 200;

const CHART_SERIES = [
  { key: "visitors", label: "Visitors", swatch: "bg-indigo-600 dark:bg-indigo-300" },
  { key: "views", label: "Page views", swatch: "bg-teal-600 dark:bg-teal-300" },
  { key: "enquiries", label: "Enquiries (right scale)", swatch: "bg-amber-500 dark:bg-amber-300" },
] as const;

const LINE_CLASSES = {
  visitors: "stroke-indigo-600 dark:stroke-indigo-300",
  views: "stroke-teal-600 dark:stroke-teal-300",
};

/** "26 Nov 2026" for a day given as YYYY-MM-DD (SPEC §1: en-ZA), whatever the browser's zone. */
const chartDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-ZA", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });

/**
 * Visitors and page views as lines on the left scale, enquiries as bars on their own scale on
 * the right: a site has far more views than enquiries, and one busy day must not flatten the
 * enquiries into the axis.
 */
export function InsightsChart({ series }: { series: readonly InsightDay[] }) {
  const top = Math.max(1, ...series.map((day) => Math.max(day.views, day.visitors)));
  const enquiryTop = Math.max(1, ...series.map((day) => day.enquiries));
  const step = WIDTH / series.length;
  const x = (index: number) => step * (index + 0.5);
  const y = (value: number, scale = top) => HEIGHT - (value / scale) * HEIGHT;
  const line = (key: "visitors" | "views") =>
    series
      .map((day, index) => `${index === 0 ? "M" : "L"}${x(index).toFixed(1)},${y(day[key]).toFixed(1)}`)
      .join("");
  const labelled = [...new Set([0, Math.floor((series.length - 1) / 2), series.length - 1])];
  const first = series[0]?.date ?? "";
  const last = series.at(-1)?.date ?? "";

  return (
    <figure className="text-slate-600 dark:text-slate-400">
      <div className="grid grid-cols-[auto_1fr_auto] gap-x-2 text-xs tabular-nums sm:text-sm">
        <div aria-hidden="true" className="flex flex-col justify-between text-right">
          <span>{top}</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-48 w-full border-b border-current"
          role="img"
          aria-label={`Visitors, page views and enquiries per day, ${chartDate(first)} to ${chartDate(last)}`}
        >
          {series.map((day, index) =>
            day.enquiries > 0 ? (
              <rect
                key={day.date}
                x={x(index) - step * 0.3}
                width={step * 0.6}
                y={y(day.enquiries, enquiryTop)}
                height={HEIGHT - y(day.enquiries, enquiryTop)}
                className="fill-amber-500 dark:fill-amber-300"
              />
            ) : null,
          )}
          {(["views", "visitors"] as const).map((key) => (
            <path
              key={key}
              d={line(key)}
              fill="none"
              strokeWidth="2"
              vectorEffect="non-scaling-stroke"
              className={LINE_CLASSES[key]}
            />
          ))}
        </svg>
        <div aria-hidden="true" className="flex flex-col justify-between text-amber-700 dark:text-amber-300">
          <span>{enquiryTop}</span>
          <span>0</span>
        </div>
        <div aria-hidden="true" className="col-start-2 mt-1 flex justify-between">
          {labelled.map((index) => (
            <span key={index}>{chartDate(series[index]?.date ?? "")}</span>
          ))}
        </div>
      </div>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm">
        {CHART_SERIES.map((item) => (
          <span key={item.key} className="inline-flex items-center gap-2">
            <span aria-hidden="true" className={`inline-block h-3 w-3 rounded-sm ${item.swatch}`} />
            {item.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
