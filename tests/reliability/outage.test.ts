import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerProcess } from "../../bench/server-process";
import { MINIMUM_LISTS } from "../support/solution-lists";
import { startTcpProxy, type TcpProxy, throughProxy } from "../support/tcp-proxy";
import { adminHeaders } from "./admin";
import { createDataStore, type DataStore, startSite } from "./support";

// Two instances on one PostgreSQL, as behind a load balancer. Instance A reaches the database
// through a proxy that the test cuts for six seconds: every connection dropped, new ones
// refused. While it is away A must say so (503), never serve an empty catalogue; once it is
// back A must serve the catalogue again and hear about changes made through B (decision 0019).

const OUTAGE_MS = 6_000;
const EMPTY_CATALOGUE = "No solutions match the selected filters.";

interface Answer {
  path: string;
  status: number;
  retryAfter: string | null;
  cacheControl: string | null;
  body: string;
}

async function get(base: string, path: string): Promise<Answer> {
  const response = await fetch(`${base}${path}`);
  return {
    path,
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    cacheControl: response.headers.get("cache-control"),
    body: await response.text(),
  };
}

/** Reads until `done` holds or `withinMs` has passed; returns the last reading. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, withinMs: number) {
  const deadline = Date.now() + withinMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

describe("a PostgreSQL outage seen by one of two instances", () => {
  let store: DataStore;
  let proxy: TcpProxy;
  const sites: ServerProcess[] = [];

  beforeAll(async () => {
    store = await createDataStore("postgres");
    const database = new URL(store.env.DATABASE_URL as string);
    proxy = await startTcpProxy({ host: database.hostname, port: Number(database.port || 5432) });
    // A first: it migrates and seeds the demo catalogue, which B then finds.
    sites.push(await startSite(store, { DATABASE_URL: throughProxy(database.toString(), proxy) }));
    sites.push(await startSite(store));
  });
  afterAll(async () => {
    for (const site of sites) await site.kill();
    await proxy?.close();
    await store?.remove();
  });

  it("answers 503 while the database is away, then serves the catalogue and B's changes again", async () => {
    const [a, b] = sites as [ServerProcess, ServerProcess];
    const catalogue = JSON.parse((await get(b.url, "/api/solutions")).body).data as { title: string }[];
    expect(catalogue.length).toBeGreaterThan(0);
    const aTitle = (catalogue[0] as { title: string }).title;

    // Nothing is cached on A yet: every answer during the outage comes from a failed read.
    await proxy.cut();
    const answers: Answer[] = [];
    // A page that reads nothing but the company details, which fall back to the defaults.
    const fallbackPages: Answer[] = [];
    const cutAt = Date.now();
    while (Date.now() - cutAt < OUTAGE_MS) {
      // The page, its data as client-side navigation fetches it, and the API.
      for (const path of ["/solutions", "/solutions.data", "/api/solutions"])
        answers.push(await get(a.url, path));
      fallbackPages.push(await get(a.url, "/ai-basics"));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await proxy.restore();

    // Shown, but never kept: the page cache would serve the defaults after the outage.
    for (const { status, cacheControl, body } of fallbackPages) {
      expect({ status, cacheControl }).toEqual({ status: 200, cacheControl: "no-store" });
      expect(body).toContain("AI Basics");
    }

    for (const answer of answers) {
      const { path, status, retryAfter, cacheControl } = answer;
      expect({ path, status, retryAfter, cacheControl }).toEqual({
        path,
        status: 503,
        retryAfter: expect.stringMatching(/^\d+$/),
        cacheControl: "no-store",
      });
      if (answer.path.startsWith("/api/")) {
        expect(JSON.parse(answer.body)).toEqual({
          success: false,
          error: "Service temporarily unavailable. Please try again.",
          message: "Service temporarily unavailable. Please try again.",
        });
      } else if (answer.path === "/solutions") {
        // The error view inside the site layout, with a way to try again.
        expect(answer.body).toContain("Temporarily unavailable");
        expect(answer.body).toContain("Try again");
        expect(answer.body).toContain("AI Basics");
        expect(answer.body).not.toContain(EMPTY_CATALOGUE);
      }
    }

    // Back: the same page may be cached again, built from the stored details.
    const aiBasics = await eventually(
      () => get(a.url, "/ai-basics"),
      (answer) => answer.cacheControl !== "no-store",
      20_000,
    );
    expect(aiBasics.status).toBe(200);

    // Back: the catalogue, not a page kept from the outage.
    const page = await eventually(
      () => get(a.url, "/solutions"),
      (answer) => answer.status === 200,
      30_000,
    );
    expect(page.status).toBe(200);
    expect(page.body).toContain(aTitle);
    expect(page.body).not.toContain(EMPTY_CATALOGUE);
    const countOnA = async () => JSON.parse((await get(a.url, "/api/solutions")).body).count as number;
    expect(await countOnA()).toBe(catalogue.length);

    // A change made through B reaches A, whose cache now holds the catalogue as it was.
    const admin = { ...(await adminHeaders(b.url, store)), "content-type": "application/json" };
    const created = await fetch(`${b.url}/api/solutions`, {
      method: "POST",
      headers: admin,
      body: JSON.stringify({
        ...MINIMUM_LISTS,
        id: "after-the-outage",
        title: "After the outage",
        pricing: { upfront: "R900" },
      }),
    });
    expect(created.status).toBe(201);
    expect(await eventually(countOnA, (count) => count === catalogue.length + 1, 20_000)).toBe(
      catalogue.length + 1,
    );
    const pageOnA = () => get(a.url, "/solutions").then((answer) => answer.body);
    expect(await eventually(pageOnA, (body) => body.includes("After the outage"), 20_000)).toContain(
      "After the outage",
    );

    // And A listens again: a second change arrives by notification, not by the reconnect alone.
    const stored = JSON.parse((await get(b.url, "/api/solutions/after-the-outage")).body).data;
    const renamed = await fetch(`${b.url}/api/solutions/after-the-outage`, {
      method: "PUT",
      headers: admin,
      body: JSON.stringify({ ...stored, title: "After the outage, renamed" }),
    });
    expect(renamed.status).toBe(200);
    expect(await eventually(pageOnA, (body) => body.includes("After the outage, renamed"), 20_000)).toContain(
      "After the outage, renamed",
    );
  });
});
