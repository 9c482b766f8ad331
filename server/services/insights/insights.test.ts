import type { IncomingMessage } from "node:http";
import fc from "fast-check";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/database";
import { USER_AGENTS } from "../../../tests/support/page-views";
import type { DatabaseHandle } from "../../db/client";
import { insightCounts } from "../../db/schema";
import { createInsights, deviceClass, networkOf, OTHER_VALUE } from "./insights";

// Views are gathered as requests come and counted at the flush (decision 0039); what is
// stored must be what counting each view at once would have stored.

const request = (url: string, userAgent: string, headers: Record<string, string> = {}) =>
  ({
    url,
    headers: { host: "site.test", "user-agent": userAgent, ...headers },
  }) as unknown as IncomingMessage;

describe("counting page views", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const insightsWith = (now: () => number) =>
    createInsights(
      database.db,
      { INSIGHTS: "on", PUBLIC_URL: "http://site.test" },
      pino({ level: "silent" }),
      now,
    );

  const stored = async () => {
    const rows = await database.db.select().from(insightCounts);
    const site = rows.filter((row) => row.dimension === "site");
    return { rows, site: Object.fromEntries(site.map((row) => [row.day, [row.views, row.visitors]])) };
  };

  it("counts a view on the South African day it was made, even when the flush comes after midnight", async () => {
    await database.db.delete(insightCounts);
    // 23:59 on 1 March in South Africa (UTC+2), then 00:01 on 2 March.
    let clock = Date.parse("2026-03-01T21:59:00Z");
    const insights = insightsWith(() => clock);
    for (let i = 0; i < 3; i++) insights.pageView(request("/", USER_AGENTS.phone), "198.51.100.1");
    insights.pageView(request("/", USER_AGENTS.desktop), "198.51.100.2");
    clock = Date.parse("2026-03-01T22:01:00Z");
    // The same reader after midnight is a visitor of the new day.
    insights.pageView(request("/", USER_AGENTS.phone), "198.51.100.1");
    insights.pageView(request("/", USER_AGENTS.bot), "198.51.100.3");
    insights.pageView(request("/", USER_AGENTS.desktop, { dnt: "1" }), "198.51.100.4");
    await insights.flush();

    expect((await stored()).site).toEqual({ "2026-03-01": [4, 2], "2026-03-02": [1, 1] });
  });

  it("adds later flushes to the stored counts, a visitor counted once a day", async () => {
    await database.db.delete(insightCounts);
    const clock = Date.parse("2026-03-05T10:00:00Z");
    const insights = insightsWith(() => clock);
    insights.pageView(request("/solutions", USER_AGENTS.phone), "198.51.100.1");
    await insights.flush();
    insights.pageView(request("/solutions", USER_AGENTS.phone), "198.51.100.1");
    insights.pageView(request("/solutions", USER_AGENTS.tablet), "198.51.100.1");
    await insights.flush();

    const { rows, site } = await stored();
    expect(site).toEqual({ "2026-03-05": [3, 2] });
    const pages = rows.filter((row) => row.dimension === "page");
    expect(pages.map(({ value, views, visitors }) => ({ value, views, visitors }))).toEqual([
      { value: "/solutions", views: 3, visitors: 2 },
    ]);
  });

  it("counts more distinct requests than it gathers at once, the values past the limit as other", async () => {
    await database.db.delete(insightCounts);
    const insights = insightsWith(() => Date.parse("2026-03-06T10:00:00Z"));
    // 6,000 distinct paths from 6,000 readers: more than are gathered before counting.
    for (let i = 0; i < 6_000; i++) {
      insights.pageView(request(`/no-such-page-${i}`, USER_AGENTS.desktop), `10.0.${i >> 8}.${i & 255}`);
    }
    await insights.flush();

    const { rows, site } = await stored();
    expect(site).toEqual({ "2026-03-06": [6_000, 6_000] });
    const pages = rows.filter((row) => row.dimension === "page");
    // The first 1,000 paths under their own names, the rest as one.
    expect(pages).toHaveLength(1_001);
    expect(pages.find((row) => row.value === OTHER_VALUE)).toMatchObject({ views: 5_000, visitors: 5_000 });
  });

  it("counts at most five visitors a day from one address, however many user agents it sends", async () => {
    await database.db.delete(insightCounts);
    const insights = insightsWith(() => Date.parse("2026-03-07T10:00:00Z"));
    // One client rotating its user agent, twice over, and a household of two beside it.
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 20; i++) {
        insights.pageView(request("/", `${USER_AGENTS.desktop} rotated/${i}`), "198.51.100.7");
      }
    }
    insights.pageView(request("/", USER_AGENTS.phone), "198.51.100.8");
    insights.pageView(request("/", USER_AGENTS.tablet), "198.51.100.8");
    // An IPv6 client can take a new address of its /64 for each request.
    for (let i = 1; i <= 20; i++) insights.pageView(request("/", USER_AGENTS.phone), `2001:db8:0:1::${i}`);
    insights.pageView(request("/", USER_AGENTS.phone), "2001:db8:0:2::1");
    await insights.flush();

    expect((await stored()).site).toEqual({ "2026-03-07": [40 + 2 + 21, 5 + 2 + 5 + 1] });
  });

  it("takes an IPv6 address's /64 as one network, however it is written, and an IPv4 address as itself", () => {
    for (const address of ["2001:db8:0:1::1", "2001:0db8:0000:0001:ffff:0:0:1", "2001:DB8:0:1:2::%eth0"]) {
      expect(networkOf(address)).toBe("2001:db8:0:1::/64");
    }
    expect(networkOf("::1")).toBe("0:0:0:0::/64");
    for (const address of ["198.51.100.7", "::ffff:198.51.100.7", "unknown"]) {
      expect(networkOf(address)).toBe(address);
    }
  });
});

describe("device class", () => {
  // As it was written before: right, but quadratic in a header made of "Android"s.
  const LOOSE_TABLET = /iPad|Tablet|Kindle|Silk|PlayBook|Android(?!.*Mobile)/i;

  it("tells tablets as the lookahead pattern did", () => {
    const words = fc.constantFrom("Android", "android", "Mobile", "MOBILE", "iPad", " ", "x");
    fc.assert(
      fc.property(fc.array(words, { maxLength: 8 }), (parts) => {
        const userAgent = parts.join("");
        expect(deviceClass(userAgent) === "tablet").toBe(LOOSE_TABLET.test(userAgent));
      }),
      { numRuns: 5_000 },
    );
  });
});
