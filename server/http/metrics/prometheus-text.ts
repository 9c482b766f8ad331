// The Prometheus text exposition format (version 0.0.4), the little of it /metrics needs:
// counters, gauges and histograms with labels. Written here rather than taken from a
// client library: it is a few lines, and the server keeps its own counters anyway.

export const PROMETHEUS_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

type Labels = Record<string, string>;

export interface Sample {
  labels?: Labels;
  value: number;
}

export interface HistogramSeries {
  labels: Labels;
  /** Upper bounds of the buckets, ascending, without +Inf. */
  bounds: readonly number[];
  /** Observations per bucket (not cumulative), one more than `bounds`: the last is above them all. */
  counts: readonly number[];
  sum: number;
}

const escapeLabel = (value: string) =>
  value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");

function labelText(labels: Labels = {}): string {
  const pairs = Object.entries(labels).map(([name, value]) => `${name}="${escapeLabel(value)}"`);
  return pairs.length ? `{${pairs.join(",")}}` : "";
}

const header = (name: string, type: string, help: string) =>
  `# HELP ${name} ${help.replace(/\\/g, "\\\\").replace(/\n/g, "\\n")}\n# TYPE ${name} ${type}\n`;

/** A counter or gauge and its samples. */
export function family(name: string, type: "counter" | "gauge", help: string, samples: Sample[]): string {
  return (
    header(name, type, help) +
    samples.map((sample) => `${name}${labelText(sample.labels)} ${sample.value}\n`).join("")
  );
}

/** A histogram: cumulative `_bucket` lines up to +Inf, then `_sum` and `_count`, per series. */
export function histogram(name: string, help: string, series: HistogramSeries[]): string {
  let text = header(name, "histogram", help);
  for (const { labels, bounds, counts, sum } of series) {
    let cumulative = 0;
    counts.forEach((count, i) => {
      cumulative += count;
      const le = i < bounds.length ? String(bounds[i]) : "+Inf";
      text += `${name}_bucket${labelText({ ...labels, le })} ${cumulative}\n`;
    });
    text += `${name}_sum${labelText(labels)} ${sum}\n${name}_count${labelText(labels)} ${cumulative}\n`;
  }
  return text;
}
