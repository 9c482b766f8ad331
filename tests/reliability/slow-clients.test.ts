import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerProcess } from "../../bench/server-process";
import { trickle } from "./raw-http";
import { createDataStore, type DataStore, startSite } from "./support";

// Clients that open a connection and send their request a byte at a time ("slowloris") must
// not hold connections for long, nor keep anyone else waiting. The limits are shortened so the
// test takes seconds; in production they are 15 s for headers and 5 minutes for a request.
const HEADERS_TIMEOUT_MS = 2_000;
const REQUEST_TIMEOUT_MS = 4_000;
// The server checks its limits once a second; the rest is room for a busy machine.
const SLACK_MS = 5_000;
const SLOW_CLIENTS = 80;

const unfinishedHeaders = "GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ";
const unfinishedBody =
  "POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{";

describe("slow clients", () => {
  let store: DataStore;
  let site: ServerProcess;

  beforeAll(async () => {
    store = await createDataStore("pglite");
    site = await startSite(store, {
      HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    });
  });
  afterAll(async () => {
    await site?.stop();
    await store?.remove();
  });

  const get = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${site.url}${path}`);
    await response.arrayBuffer();
    return { path, status: response.status, ms: performance.now() - started };
  };

  it("closes connections that never finish their headers, and serves others meanwhile", async () => {
    let open = SLOW_CLIENTS;
    const slow = Array.from({ length: SLOW_CLIENTS }, () =>
      trickle(site.url, unfinishedHeaders).finally(() => open--),
    );

    const served = [await get("/api/solutions"), await get("/")];
    const openWhileServing = open;
    for (let round = 0; round < 4; round++) served.push(await get("/api/solutions"), await get("/"));
    const closed = await Promise.all(slow);

    expect(openWhileServing).toBe(SLOW_CLIENTS);
    for (const response of served) expect(response, response.path).toMatchObject({ status: 200 });
    // openWhileServing already shows they were served before any slow client was cut; this only
    // catches a server that stalls (a busy CI machine can take seconds for one render).
    expect(Math.max(...served.map((response) => response.ms))).toBeLessThan(10_000);
    for (const connection of closed) {
      expect(connection.received).toMatch(/^HTTP\/1\.1 408 /);
      expect(connection.afterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
      expect(connection.afterMs).toBeLessThan(HEADERS_TIMEOUT_MS + SLACK_MS);
    }
    expect((await get("/readyz")).status).toBe(200);
    console.info(
      `slow headers: ${SLOW_CLIENTS} connections closed after ${summarise(closed.map((c) => c.afterMs))}; ` +
        `other requests took ${summarise(served.map((response) => response.ms))}`,
    );
  });

  it("closes a connection whose request body never finishes", async () => {
    const closed = await trickle(site.url, unfinishedBody);

    expect(closed.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(closed.afterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(closed.afterMs).toBeLessThan(REQUEST_TIMEOUT_MS + SLACK_MS);
    expect((await get("/readyz")).status).toBe(200);
    console.info(`slow body: connection closed after ${Math.round(closed.afterMs)} ms`);
  });
});

function summarise(values: number[]) {
  return `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))} ms`;
}
