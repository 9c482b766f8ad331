import type { InsightDay } from "#domain/insights";

// Plain SVG (docs/decisions/0029): three series need no chart library, and the browser draws it
// at any width without script.

// Narrow enough that its labels stay legible when a phone shrinks the drawing to fit.
const WIDTH = 480;
const HEIGHT = 220;
const LEFT = 40;
const RIGHT = 8;
const TOP = 8;
const BOTTOM = 28;

const CHART_SERIES = [
  { key: "visitors", label: "Visitors", swatch: "bg-indigo-600 dark:bg-indigo-300" },
  { key: "views", label: "Page views", swatch: "bg-teal-600 dark:bg-teal-300" },
  { key: "enquiries", label: "Enquiries", swatch: "bg-amber-500 dark:bg-amber-300" },
] as const;

const LINE_CLASSES = {
  visitors: "stroke-indigo-600 dark:stroke-indigo-300",
  views: "stroke-teal-600 dark:stroke-teal-300",
};

/** Visitors and page views as lines, enquiries as bars, one step per day. */
export function InsightsChart({ series }: { series: readonly InsightDay[] }) {
  const top = Math.max(1, ...series.map((day) => Math.max(day.views, day.visitors, day.enquiries)));
  const plotWidth = WIDTH - LEFT - RIGHT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const step = plotWidth / series.length;
  const x = (index: number) => LEFT + step * (index + 0.5);
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  const line = (key: "visitors" | "views") =>
    series
      .map((day, index) => `${index === 0 ? "M" : "L"}${x(index).toFixed(1)},${y(day[key]).toFixed(1)}`)
      .join("");
  const labelled = [0, Math.floor((series.length - 1) / 2), series.length - 1];

  return (
    <figure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full text-slate-600 dark:text-slate-400"
        role="img"
        aria-label={`Visitors, page views and enquiries per day, ${series[0]?.date} to ${series.at(-1)?.date}`}
      >
        <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(0)} y2={y(0)} className="stroke-current" strokeWidth="1" />
        <text x={LEFT - 6} y={y(top) + 4} textAnchor="end" className="fill-current text-[14px]">
          {top}
        </text>
        <text x={LEFT - 6} y={y(0)} textAnchor="end" className="fill-current text-[14px]">
          0
        </text>
        {series.map((day, index) =>
          day.enquiries > 0 ? (
            <rect
              key={day.date}
              x={x(index) - step * 0.3}
              width={step * 0.6}
              y={y(day.enquiries)}
              height={y(0) - y(day.enquiries)}
              className="fill-amber-500 dark:fill-amber-300"
            />
          ) : null,
        )}
        {(["views", "visitors"] as const).map((key) => (
          <path key={key} d={line(key)} fill="none" strokeWidth="2" className={LINE_CLASSES[key]} />
        ))}
        {[...new Set(labelled)].map((index) => (
          <text
            key={index}
            x={x(index)}
            y={HEIGHT - 6}
            textAnchor={index === 0 ? "start" : index === series.length - 1 ? "end" : "middle"}
            className="fill-current text-[14px]"
          >
            {series[index]?.date}
          </text>
        ))}
      </svg>
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
