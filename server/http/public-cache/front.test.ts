import { get } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, signIn } from "../../../tests/support/api-client";
import { captureLogs } from "../../../tests/support/log-capture";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { MINIMUM_LISTS } from "../../../tests/support/solution-lists";
import { seedDemoContent } from "../../seed/seed";

/** An answer as it arrived: status, headers but the per-response ones, and bytes (not decoded). */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const { date: _, "x-request-id": id, ...rest } = response.headers;
          expect(id).toMatch(/^[0-9a-f-]{36}$/);
          resolve({ status: response.statusCode ?? 0, headers: rest, body: Buffer.concat(chunks) });
        });
      }).on("error", reject);
    },
  );
}

// The first anonymous read of public JSON goes through the app and fills the public cache;
// the next is answered from the cache before the app. A client must not tell them apart.
describe("public cache front", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: "https://ai.example.co.za" });
    // A catalogue large enough to be gzipped (1 kB and more).
    await seedDemoContent(server.database.db);
  });
  afterAll(() => server.close());

  const comparable = (headers: Headers) => {
    const { date: _, "x-request-id": id, ...rest } = Object.fromEntries(headers);
    expect(id).toMatch(/^[\w-]+$/);
    return rest;
  };

  it("answers a repeated read with the same status, headers and bytes as the app did", async () => {
    const first = await apiClient(server).get("/api/solutions?fresh=1");
    const second = await apiClient(server).get("/api/solutions?fresh=1");
    expect(second.status).toBe(200);
    expect(comparable(second.headers)).toEqual(comparable(first.headers));
    expect(second.body).toEqual(first.body);
    expect(second.headers.get("strict-transport-security")).toMatch(/^max-age=31536000/);
  });

  it("answers If-None-Match with the same 304 as the app", async () => {
    const etag = (await apiClient(server).get("/api/settings")).headers.get("etag") as string;
    const fromApp = await apiClient(server).get("/api/settings?other", { "if-none-match": etag });
    const fromCache = await apiClient(server).get("/api/settings", { "if-none-match": etag });
    expect(fromApp.status).toBe(304);
    expect(fromCache.status).toBe(304);
    expect(comparable(fromCache.headers)).toEqual(comparable(fromApp.headers));
  });

  // The front lays out each of an entry's four answers once (plain or gzipped, 200 or 304);
  // each must be what the app sends for the same request.
  it.each<[string, Record<string, string>]>([
    ["no Accept-Encoding", {}],
    ["only br, which cached answers do not use", { "accept-encoding": "br" }],
    ["gzip", { "accept-encoding": "gzip, deflate, br" }],
  ])("answers a client asking with %s as the app does, 304 included", async (_, headers) => {
    const url = `${server.url}/api/solutions?asked=${encodeURIComponent(JSON.stringify(headers))}`;
    const fromApp = await rawGet(url, headers);
    const fromCache = await rawGet(url, headers);
    expect(fromApp.status).toBe(200);
    expect(fromCache).toEqual(fromApp);
    expect(fromApp.headers["content-encoding"]).toBe(
      headers["accept-encoding"]?.includes("gzip") ? "gzip" : undefined,
    );

    const revalidating = { ...headers, "if-none-match": fromApp.headers.etag as string };
    const notModifiedByApp = await rawGet(`${url}&again`, revalidating);
    const notModifiedFromCache = await rawGet(`${url}&again`, revalidating);
    expect(notModifiedByApp.status).toBe(304);
    expect(notModifiedFromCache).toEqual(notModifiedByApp);
  });

  it("keeps a request id sent by a proxy, and replaces one that is not a plain token", async () => {
    await apiClient(server).get("/api/solutions");
    const kept = await apiClient(server).get("/api/solutions", { "x-request-id": "lb-7f3a" });
    expect(kept.headers.get("x-request-id")).toBe("lb-7f3a");
    const replaced = await apiClient(server).get("/api/solutions", { "x-request-id": "bad id\u00e9" });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("leaves signed-in readers to the app, which marks their answers no-store", async () => {
    await apiClient(server).get("/api/solutions");
    const { token } = await signIn(server, "admin");
    const byBearer = await apiClient(server, token).get("/api/solutions");
    expect(byBearer.headers.get("cache-control")).toBe("no-store");
    const byCookie = await apiClient(server).get("/api/solutions", { cookie: `__Host-session=${token}` });
    expect(byCookie.headers.get("cache-control")).toBe("no-store");
  });

  it("serves the change, not the cached copy, once content changes", async () => {
    const before = (await apiClient(server).get("/api/solutions")).body.count as number;
    const { token } = await signIn(server, "admin");
    await apiClient(server, token).post("/api/solutions", {
      ...MINIMUM_LISTS,
      id: "fresh",
      title: "Fresh",
      pricing: { upfront: "R1" },
    });
    expect((await apiClient(server).get("/api/solutions")).body.count).toBe(before + 1);
  });
});

describe("public cache front's log and metrics", () => {
  it("logs its answers as one count a second, and counts them in /metrics by status", async () => {
    const logs = captureLogs("info");
    const token = "scrape-token-0123456789";
    const server = await startTestServer({ METRICS_TOKEN: token }, { logger: logs.logger });
    try {
      const scrape = async () => {
        const response = await fetch(`${server.url}/metrics`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return await response.text();
      };
      const sample = (text: string, name: string) =>
        Number(text.match(new RegExp(`^${name} (\\d+)$`, "m"))?.[1] ?? 0);
      const before = await scrape();
      const etag = (await rawGet(`${server.url}/api/solutions`)).headers.etag as string;
      await rawGet(`${server.url}/api/solutions`);
      await rawGet(`${server.url}/api/solutions`);
      await rawGet(`${server.url}/api/solutions`, { "if-none-match": etag });
      const after = await scrape();
      const grew = (name: string) => sample(after, name) - sample(before, name);
      expect(grew('http_requests_total\\{class="cache-front",code="200"\\}')).toBe(2);
      expect(grew('http_requests_total\\{class="cache-front",code="304"\\}')).toBe(1);
      expect(grew('http_request_duration_seconds_count\\{class="cache-front"\\}')).toBe(3);
      expect(grew('http_requests_total\\{class="api",code="200"\\}')).toBe(1);

      // The counted line comes within a second; the front's answers have no line of their own.
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      const lines = logs
        .text()
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as { msg: string; path?: string; answers?: number });
      expect(lines.filter((line) => line.msg === "answered from the public cache")).toEqual([
        expect.objectContaining({ answers: 3 }),
      ]);
      expect(lines.filter((line) => line.path === "/api/solutions")).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});
