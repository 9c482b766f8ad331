import { createHistogram, type RecordableHistogram } from "node:perf_hooks";
import { family } from "./prometheus-text";

// The process figures a Prometheus scraper of a Node service expects, under the names
// prom-client's defaults use, so existing dashboards and alerts apply. Measured here, without
// the client library: a few calls into Node.

// A timer wakes this often and records how late each wake-up was.
const RESOLUTION_MS = 10;
const QUANTILES = [0.5, 0.99] as const;

// One per process: several apps in one process (tests, development reloads) share it.
let loopDelay: RecordableHistogram | undefined;

const seconds = (nanoseconds: number) => nanoseconds / 1e9;

/**
 * Our own sampling timer rather than Node's monitorEventLoopDelay: that one forgets the
 * interval after each reset, so a block that begins just after a scrape never showed.
 */
function measureLoopDelay(): RecordableHistogram {
  const histogram = createHistogram();
  let previous = performance.now();
  setInterval(() => {
    const now = performance.now();
    histogram.record(Math.max(1, Math.round((now - previous) * 1e6)));
    previous = now;
  }, RESOLUTION_MS).unref();
  return histogram;
}

/**
 * Starts measuring the event loop's lag and returns what /metrics adds of the process. Lag is
 * reported since the previous scrape (the figures are reset after each), without the timer's
 * own interval: 0 is a loop that was never late.
 */
export function createProcessMetrics() {
  loopDelay ??= measureLoopDelay();
  const delay = loopDelay;
  const startTime = Date.now() / 1000 - process.uptime();
  const lag = (nanoseconds: number) => Math.max(0, seconds(nanoseconds) - RESOLUTION_MS / 1000);

  return function text(): string {
    const cpu = process.cpuUsage();
    const memory = process.memoryUsage();
    // Nothing measured yet (a scrape right after the previous one): no lag rather than NaN.
    const measured = delay.count > 0;
    const lagSamples = [
      ...QUANTILES.map((quantile) => ({
        labels: { quantile: String(quantile) },
        value: measured ? lag(delay.percentile(quantile * 100)) : 0,
      })),
      { labels: { quantile: "1" }, value: measured ? lag(delay.max) : 0 },
    ];
    delay.reset();
    return (
      family("process_start_time_seconds", "gauge", "When the process started, in seconds since 1970.", [
        { value: startTime },
      ]) +
      family("process_cpu_user_seconds_total", "counter", "CPU time spent in user mode.", [
        { value: cpu.user / 1e6 },
      ]) +
      family("process_cpu_system_seconds_total", "counter", "CPU time spent in the kernel.", [
        { value: cpu.system / 1e6 },
      ]) +
      family("process_cpu_seconds_total", "counter", "CPU time, user and kernel.", [
        { value: (cpu.user + cpu.system) / 1e6 },
      ]) +
      family("process_resident_memory_bytes", "gauge", "Resident memory of the server process.", [
        { value: memory.rss },
      ]) +
      family("nodejs_heap_used_bytes", "gauge", "V8 heap in use.", [{ value: memory.heapUsed }]) +
      family("nodejs_heap_total_bytes", "gauge", "V8 heap reserved.", [{ value: memory.heapTotal }]) +
      family(
        "nodejs_external_memory_bytes",
        "gauge",
        "Memory of buffers and other objects outside the V8 heap.",
        [{ value: memory.external }],
      ) +
      family(
        "nodejs_eventloop_lag_seconds",
        "gauge",
        "How late the event loop ran a timer since the previous scrape: median, 99th percentile, maximum (quantile 1).",
        lagSamples,
      )
    );
  };
}
