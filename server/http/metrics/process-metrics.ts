import { collectDefaultMetrics, Registry } from "prom-client";

// The process figures a Prometheus scraper of a Node service expects, taken from prom-client's
// default metrics themselves: the common Node.js dashboards and alerts read exactly these names,
// types and labels (`nodejs_heap_size_used_bytes`, `nodejs_eventloop_lag_p99_seconds`, …), and a
// copy of them would drift as prom-client changes. The application's own figures stay in
// prometheus-text.ts.

// One per process: several apps in one process (tests, development reloads) share its timers
// and its garbage-collection observer.
let registry: Registry | undefined;

/**
 * Starts prom-client's collectors (an event-loop delay monitor at 10 ms and a garbage-collection
 * observer) and returns what /metrics adds of the process. The lag percentiles are reset at each
 * scrape, as prom-client does: they describe the time since the previous one.
 */
export function createProcessMetrics(): () => Promise<string> {
  if (!registry) {
    registry = new Registry();
    collectDefaultMetrics({ register: registry });
  }
  const own = registry;
  return () => own.metrics();
}
