import autocannon from "autocannon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, type ServerProcess } from "../../bench/server-process";
import { adminHeaders } from "./admin";
import { inspectorEnv, settledRssMb } from "./settled-memory";
import { createDataStore, type DataStore, startSite } from "./support";

// 200 connections of mixed traffic for LOAD_SECONDS (60 unless set, e.g. shorter while
// developing) against one production server on PGlite. Every request must be answered, in
// time, with the status a client expects, and the server's memory must settle afterwards.

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
if (!(SECONDS > 0))
  throw new Error(`LOAD_SECONDS must be a positive number, not ${process.env.LOAD_SECONDS}`);
// Every simulated client comes from this one machine's address: no per-address limit applies.
const SERVER_ENV = { ENQUIRY_RATE_LIMIT: "0", BODIES_PER_CLIENT: "100000" };
// How many of the 200 connections send each kind of traffic: mostly anonymous visitors, a
// steady stream of enquiries, and a few administrators at work. GET /api/contact returns every
// enquiry (SPEC §7 has no paging) and costs ~150 ms of the server's one thread at 4,000 rows, so
// ten admin connections reading without pause already keep the server busy.
const CONNECTIONS = { catalogue: 80, pages: 80, enquiries: 30, admin: 10 };
// Autocannon's per-request limit: a slower answer counts as a timeout, which fails the test.
const TIMEOUT_SECONDS = 30;
const WARM_UP_SECONDS = 10;
// What the server holds after a full collection (settled-memory.ts), before and after the run.
// Measured on this shared 2-CPU machine (27 Nov 2026): it grew by +34 and +38 MB over a run, and
// by -4 and +52 MB over a second and a third run on the same server as the enquiries reached
// 5,500 (PGlite's memory and the heap follow the data). A leak of 3 KB a request, preloaded into
// the server to try, failed it (+155 MB). Raw RSS three seconds after the run, the measure until
// then, swung by up to +150 MB with garbage V8 had not yet returned, and failed CI twice.
const RSS_GROWTH_LIMIT_MB = 100;

type Request = autocannon.Request;

/** The mixes, each a cycle of requests that every connection of the kind goes through. */
function traffic(solutionIds: string[], admin: Record<string, string>): Record<string, Request[]> {
  const enquiry = {
    name: "Load Test [<id>]",
    email: "load-[<id>]@example.com",
    company: "Load Testing (Pty) Ltd",
    phone: "+27 21 555 0100",
    message: "An enquiry sent by the load test, [<id>].",
    interest: "automation",
  };
  return {
    catalogue: [
      { path: "/api/solutions" },
      ...solutionIds.map((id) => ({ path: `/api/solutions/${encodeURIComponent(id)}` })),
    ],
    pages: [
      { path: "/" },
      { path: "/solutions" },
      ...solutionIds.slice(0, 3).map((id) => ({ path: `/solutions/${encodeURIComponent(id)}` })),
      { path: "/ai-basics" },
      { path: "/contact" },
    ],
    enquiries: [
      {
        method: "POST",
        path: "/api/contact/enquiry",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(enquiry),
      },
    ],
    admin: ["/api/contact", "/api/admin/dashboard", "/api/users", "/api/auth/me"].map((path) => ({
      path,
      headers: admin,
    })),
  };
}

/** Runs every kind of traffic at once; resolves with each kind's autocannon result. */
async function run(url: string, mixes: Record<string, Request[]>, seconds: number) {
  const kinds = Object.keys(mixes) as (keyof typeof CONNECTIONS)[];
  const results = await Promise.all(
    kinds.map((kind) =>
      autocannon({
        url,
        connections: CONNECTIONS[kind],
        duration: seconds,
        timeout: TIMEOUT_SECONDS,
        requests: mixes[kind],
        idReplacement: true,
      }),
    ),
  );
  return Object.fromEntries(kinds.map((kind, index) => [kind, results[index] as autocannon.Result]));
}

describe("load on PGlite", () => {
  let store: DataStore;
  let server: ServerProcess;
  let inspectorPort: number;
  beforeAll(async () => {
    store = await createDataStore("pglite");
    // The first start creates the database (initdb), whose garbage keeps the RSS some 450 MB
    // higher until V8 happens to run a full collection; measure a server on existing data.
    await (await startSite(store, SERVER_ENV)).stop();
    inspectorPort = await freePort();
    server = await startSite(store, { ...SERVER_ENV, ...inspectorEnv(inspectorPort) });
  });
  afterAll(async () => {
    await server?.stop();
    await store?.remove();
  });

  it(`answers ${Object.values(CONNECTIONS).reduce((a, b) => a + b)} connections of mixed traffic for ${SECONDS} s without an error`, async () => {
    const admin = await adminHeaders(server.url, store);
    const solutions = await (await fetch(`${server.url}/api/solutions`)).json();
    const solutionIds: string[] = solutions.data.map((solution: { id: string }) => solution.id);
    expect(solutionIds.length).toBeGreaterThan(0);
    const mixes = traffic(solutionIds, admin);

    // Warm up (JIT, caches, PGlite's buffers, V8's heap sized for this load) with a short run of
    // the same traffic, so that "before" is the memory of a server in service.
    const warmUp = await run(server.url, mixes, WARM_UP_SECONDS);
    const before = await settledRssMb(server, inspectorPort);

    const results = await run(server.url, mixes, SECONDS);
    const after = await settledRssMb(server, inspectorPort);
    const dashboard = await (await fetch(`${server.url}/api/admin/dashboard`, { headers: admin })).json();

    const summary = Object.entries(results).map(([kind, result]) => ({
      kind,
      requests: result.requests.total,
      perSecond: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      maxMs: result.latency.max,
      statuses: Object.fromEntries(
        Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]),
      ),
      errors: result.errors,
      timeouts: result.timeouts,
    }));
    console.table(summary);
    console.log(
      `server RSS: ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after; ` +
        `${dashboard.data.totalContacts} enquiries stored`,
    );

    for (const { kind, requests, statuses, errors, timeouts } of summary) {
      const expected = kind === "enquiries" ? "201" : "200";
      expect({ kind, errors, timeouts, statuses }).toEqual({
        kind,
        errors: 0,
        timeouts: 0,
        statuses: { [expected]: requests },
      });
      expect(requests).toBeGreaterThan(0);
    }
    expect(after).toBeLessThanOrEqual(before + RSS_GROWTH_LIMIT_MB);

    // Every acknowledged enquiry was stored, once: those still in flight when a run ended may
    // have been stored without autocannon counting their answer, one per connection at most.
    const acknowledged = (warmUp.enquiries?.["2xx"] ?? 0) + (results.enquiries?.["2xx"] ?? 0);
    const inFlightAtEnds = 2 * CONNECTIONS.enquiries;
    expect(dashboard.data.totalContacts).toBeGreaterThanOrEqual(acknowledged);
    expect(dashboard.data.totalContacts).toBeLessThanOrEqual(acknowledged + inFlightAtEnds);
  });
});
