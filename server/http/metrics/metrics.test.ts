import { collectDefaultMetrics, Registry } from "prom-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { startSmtpServer } from "../../../tests/support/smtp";
import { seedDemoContent } from "../../seed/seed";

// GET /metrics as a Prometheus scraper reads it.

const TOKEN = "scrape-token-0123456789";

/** The samples of a scrape: `name{labels}` to value. */
function parse(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const at = line.lastIndexOf(" ");
    samples.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return samples;
}

async function scrape(server: TestServer) {
  const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
  return parse(await response.text());
}

describe("GET /metrics", () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({
      METRICS_TOKEN: TOKEN,
      // One accepted, one refused for its address (refused ones count too), then the limit.
      ENQUIRY_RATE_LIMIT: "2",
      NOTIFY_EMAIL: "sales@example.co.za",
      SMTP_URL: smtp.url,
    });
    await seedDemoContent(server.database.db);
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it("does not exist without METRICS_TOKEN", async () => {
    const plain = await startTestServer();
    try {
      expect((await fetch(`${plain.url}/metrics`)).status).toBe(404);
      expect(
        (await fetch(`${plain.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status,
      ).toBe(404);
    } finally {
      await plain.close();
    }
    // A second server on a fresh database: slow to start on a busy machine.
  }, 120_000);

  it("refuses a scraper without the token or with a wrong one", async () => {
    const none = await fetch(`${server.url}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect((await none.text()).includes("http_requests_total")).toBe(false);
    const wrong = await fetch(`${server.url}/metrics`, {
      headers: { authorization: "Bearer not-the-token-at-all" },
    });
    expect(wrong.status).toBe(401);
  });

  it("counts requests by route class, cache hits and misses, enquiries and failing mail", async () => {
    const before = await scrape(server);
    const visitor = apiClient(server);
    // The first catalogue read builds the JSON (a miss), the second comes from the cache front.
    expect((await visitor.get("/api/solutions?tier=gold")).status).toBe(200);
    expect((await visitor.get("/api/solutions?tier=gold")).status).toBe(200);
    expect((await visitor.get("/uploads/no-such-file.png")).status).toBe(404);

    smtp.failNext(1);
    const enquiry = { name: "Thabo", email: "thabo@example.co.za", message: "Please call me." };
    expect((await visitor.post("/api/enquiries", enquiry)).status).toBe(201);
    expect((await visitor.post("/api/enquiries", { ...enquiry, email: "not an email" })).status).toBe(400);
    expect((await visitor.post("/api/enquiries", enquiry)).status).toBe(429);
    await server.services.outbox.kick();

    const after = await scrape(server);
    const grew = (name: string) => (after.get(name) ?? 0) - (before.get(name) ?? 0);
    expect(grew('http_requests_total{class="api",code="200"}')).toBe(1);
    expect(grew('http_requests_total{class="cache-front",code="200"}')).toBe(1);
    expect(grew('http_requests_total{class="upload",code="404"}')).toBe(1);
    expect(grew('http_requests_total{class="api",code="201"}')).toBe(1);
    expect(grew('http_requests_total{class="api",code="429"}')).toBe(1);
    expect(grew('http_request_duration_seconds_count{class="cache-front"}')).toBe(1);
    expect(after.get('http_request_duration_seconds_bucket{class="api",le="+Inf"}')).toBe(
      after.get('http_request_duration_seconds_count{class="api"}'),
    );
    // The first scrape itself was counted too.
    expect(grew('http_requests_total{class="operations",code="200"}')).toBe(1);
    expect(grew('public_cache_requests_total{result="miss"}')).toBe(1);
    expect(grew('public_cache_requests_total{result="hit"}')).toBe(1);
    expect(grew("enquiries_accepted_total")).toBe(1);
    expect(grew('enquiries_refused_total{reason="invalid"}')).toBe(1);
    expect(grew('enquiries_refused_total{reason="rate_limited"}')).toBe(1);
    expect(after.get("mail_outbox_queued")).toBe(1);
    expect(after.get("mail_outbox_failing")).toBe(1);
    expect(grew("mail_send_failures_total")).toBe(1);
    if (server.database.kind === "postgres") {
      expect(after.has('db_pool_connections{state="idle"}')).toBe(true);
      expect(after.get("db_pool_waiting_requests")).toBe(0);
    }
  });

  it("gives prom-client's default process figures, with sane values", async () => {
    // The server runs in this process, so its CPU counters see the half second of a blocked
    // event loop, and so does the lag. The delay monitor skips its first interval after a scrape
    // resets it: the block starts well after the previous one.
    const before = await scrape(server);
    const cpuStart = process.cpuUsage();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const blockedUntil = performance.now() + 500;
    while (performance.now() < blockedUntil);
    const cpuUsed = process.cpuUsage(cpuStart);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const figures = await scrape(server);
    const now = Date.now() / 1000;
    const started = figures.get("process_start_time_seconds") as number;
    expect(started).toBeGreaterThan(now - 3600);
    expect(started).toBeLessThan(now);
    const user = figures.get("process_cpu_user_seconds_total") as number;
    const system = figures.get("process_cpu_system_seconds_total") as number;
    const cpuBefore = before.get("process_cpu_seconds_total") as number;
    expect(user + system - cpuBefore).toBeGreaterThanOrEqual((cpuUsed.user + cpuUsed.system) / 1e6);
    expect(figures.get("process_cpu_seconds_total")).toBeCloseTo(user + system, 5);
    expect(figures.get("process_resident_memory_bytes")).toBeGreaterThan(10e6);
    const heapUsed = figures.get("nodejs_heap_size_used_bytes") as number;
    expect(heapUsed).toBeGreaterThan(1e6);
    expect(figures.get("nodejs_heap_size_total_bytes")).toBeGreaterThanOrEqual(heapUsed);
    expect(figures.get("nodejs_external_memory_bytes")).toBeGreaterThan(0);
    // The event loop's lag, in seconds and in order; the block shows as the maximum.
    const lag = ["p50", "p90", "p99", "max"].map(
      (statistic) => figures.get(`nodejs_eventloop_lag_${statistic}_seconds`) as number,
    );
    expect(lag.every((value) => Number.isFinite(value) && value >= 0 && value < 60)).toBe(true);
    expect(lag[3]).toBeGreaterThan(0.4);
    expect(lag).toEqual([...lag].sort((a, b) => a - b));
  });

  it("names, types and explains them exactly as prom-client's defaults, for the common dashboards", async () => {
    const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    const families = headers(await response.text());
    const reference = new Registry();
    collectDefaultMetrics({ register: reference });
    const expected = (await reference.getMetricsAsJSON()).map((metric) => ({
      name: metric.name,
      type: String(metric.type),
      help: metric.help,
    }));
    expect(expected.length).toBeGreaterThan(20);
    for (const metric of expected) expect(families.get(metric.name)).toEqual(metric);
    // The names Grafana's Node.js dashboards chart, in prom-client's words.
    for (const name of [
      "nodejs_heap_size_used_bytes",
      "nodejs_eventloop_lag_p99_seconds",
      "nodejs_gc_duration_seconds",
    ]) {
      expect(families.has(name)).toBe(true);
    }
  });
});

/** Each family of a scrape by name: its `# TYPE` and `# HELP`. */
function headers(text: string): Map<string, { name: string; type: string; help: string }> {
  const families = new Map<string, { name: string; type: string; help: string }>();
  for (const line of text.split("\n")) {
    const [, kind, name = "", value = ""] = /^# (HELP|TYPE) (\S+) (.*)$/.exec(line) ?? [];
    if (!kind) continue;
    const family = families.get(name) ?? { name, type: "", help: "" };
    if (kind === "TYPE") family.type = value;
    else family.help = value;
    families.set(name, family);
  }
  return families;
}
