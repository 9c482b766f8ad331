import autocannon from "autocannon";

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  method?: "GET" | "POST";
  body?: string;
  headers?: Record<string, string>;
}

/** Runs one fixed-length load with autocannon against `url`. */
export async function measure(name: string, url: string, options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.durationSeconds,
    method: options.method ?? "GET",
    body: options.body,
    headers: options.headers,
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
