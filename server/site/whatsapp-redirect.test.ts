import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_COMPANY_DETAILS } from "#domain/company/company-details";
import { internationalDigits } from "#domain/phone-number";
import { siteDay } from "#domain/sales-desk/insights";
import { apiClient, signIn } from "../../tests/support/api-client";
import { stubPages, USER_AGENTS, type Visitor } from "../../tests/support/page-views";
import { startTestServer, type TestServer } from "../../tests/support/server";
import { seedDemoContent } from "../seed/seed";

// GET /go/whatsapp: where every "Chat on WhatsApp" button goes. It counts the click as insights
// count a page view, then sends the visitor on to wa.me with a message naming the page.

/** PUBLIC_URL of the test server. */
const SITE = "http://site.test";

describe("GET /go/whatsapp", () => {
  let server: TestServer;
  let admin: ReturnType<typeof apiClient>;
  let adminPassword: string;
  let adminToken: string;
  let solution: { id: string; title: string };
  let another: { id: string; title: string };
  const phone: Visitor = { ip: "198.51.100.41", userAgent: USER_AGENTS.phone };
  const desktop: Visitor = { ip: "198.51.100.42", userAgent: USER_AGENTS.desktop };

  /** A click, as a browser makes it, without following the redirect off the site. */
  async function click(from: string, visitor: Visitor, headers: Record<string, string> = {}) {
    const response = await fetch(`${server.url}/go/whatsapp?from=${encodeURIComponent(from)}`, {
      redirect: "manual",
      headers: { "user-agent": visitor.userAgent, "x-forwarded-for": visitor.ip, ...headers },
    });
    await response.arrayBuffer();
    return response;
  }

  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: "production", TRUST_PROXY: "1" }, { pages: stubPages });
    await seedDemoContent(server.database.db);
    [solution, another] = (await apiClient(server).get("/api/solutions")).body.data;
    const signedIn = await signIn(server, "admin");
    adminToken = signedIn.token;
    adminPassword = signedIn.password;
    admin = apiClient(server, adminToken);
  });
  afterAll(() => server.close());

  /** The insights report of the last week, after the counts gathered so far are written. */
  async function report() {
    await server.services.insights.flush();
    return (await admin.get("/api/admin/insights?days=7")).body.data;
  }
  const clicksOn = (id: string, data: { solutions: { id: string; whatsapp: number }[] }) =>
    data.solutions.find((row) => row.id === id)?.whatsapp ?? 0;
  const clicksToday = (data: { series: { date: string; whatsapp: number }[] }) =>
    data.series.find((day) => day.date === siteDay(Date.now()))?.whatsapp ?? 0;

  it("answers 302 to wa.me with the company's number and a message naming the solution and its page", async () => {
    const response = await click(`/solutions/${solution.id}`, phone);
    expect(response.status).toBe(302);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const target = new URL(response.headers.get("location") as string);
    expect(`${target.origin}${target.pathname}`).toBe(
      `https://wa.me/${internationalDigits(DEFAULT_COMPANY_DETAILS.whatsapp)}`,
    );
    expect(target.searchParams.get("text")).toBe(
      `Hi, I'm interested in ${solution.title}: ${SITE}/solutions/${solution.id}`,
    );
  });

  it("names the page alone elsewhere, and keeps neither a query nor another site's address", async () => {
    const text = async (from: string) =>
      new URL((await click(from, desktop)).headers.get("location") as string).searchParams.get("text");
    expect(await text("/contact")).toBe(`Hi, I'm interested in your AI solutions: ${SITE}/contact`);
    expect(await text("/contact?email=someone@example.com")).toBe(
      `Hi, I'm interested in your AI solutions: ${SITE}/contact`,
    );
    expect(await text("https://evil.example/phish")).toBe(
      `Hi, I'm interested in your AI solutions: ${SITE}/`,
    );
    expect(await text("//evil.example/phish")).toBe(`Hi, I'm interested in your AI solutions: ${SITE}/`);
    // A path that is no page of ours is not put in the visitor's message.
    expect(await text("/say-something-rude")).toBe(`Hi, I'm interested in your AI solutions: ${SITE}/`);
    expect(await text("/solutions/no-such-solution")).toBe(
      `Hi, I'm interested in your AI solutions: ${SITE}/`,
    );
  });

  it("counts each click per page and its solution, beside enquiries, as page views are counted", async () => {
    const before = await report();
    const reader: Visitor = { ip: "198.51.100.43", userAgent: USER_AGENTS.tablet };
    const other: Visitor = { ip: "198.51.100.44", userAgent: USER_AGENTS.desktop };
    await click(`/solutions/${solution.id}`, reader);
    await click(`/solutions/${solution.id}/`, other);
    await click("/contact", other);
    // Not counted: a bot, a signed-in browser, do-not-track.
    await click(`/solutions/${solution.id}`, { ip: "198.51.100.49", userAgent: USER_AGENTS.bot });
    const signedIn = { ip: "198.51.100.45", userAgent: USER_AGENTS.desktop };
    await click(`/solutions/${solution.id}`, signedIn, { authorization: `Bearer ${adminToken}` });
    await click(`/solutions/${solution.id}`, signedIn, { dnt: "1" });

    const after = await report();
    expect(clicksOn(solution.id, after) - clicksOn(solution.id, before)).toBe(2);
    expect(clicksToday(after) - clicksToday(before)).toBe(3);
    // A click is no page view.
    expect(after.series.at(-1).views).toBe(before.series.at(-1).views);
  });

  it("counts a visitor's clicks on one solution once a day, and answers every one of them", async () => {
    const before = await report();
    const eager: Visitor = { ip: "198.51.100.50", userAgent: USER_AGENTS.phone };
    const responses = await Promise.all(
      Array.from({ length: 300 }, () => click(`/solutions/${solution.id}`, eager)),
    );
    expect(responses.every((response) => response.status === 302)).toBe(true);
    expect(
      responses.every((response) => response.headers.get("location")?.startsWith("https://wa.me/")),
    ).toBe(true);
    expect(clicksOn(solution.id, await report()) - clicksOn(solution.id, before)).toBe(1);

    // Another visitor (another browser at another address) is another click.
    await click(`/solutions/${solution.id}`, { ip: "198.51.100.51", userAgent: USER_AGENTS.desktop });
    const after = await report();
    expect(clicksOn(solution.id, after) - clicksOn(solution.id, before)).toBe(2);
    expect(clicksToday(after) - clicksToday(before)).toBe(2);
  });

  it("counts made-up pages as one (other) and still counts a real solution's clicks under it", async () => {
    const before = await report();
    const prankster: Visitor = { ip: "198.51.100.52", userAgent: USER_AGENTS.desktop };
    for (let at = 0; at < 1_010; at += 101) {
      await Promise.all(
        Array.from({ length: 101 }, (_, index) => click(`/made-up-${at + index}`, prankster)),
      );
    }
    await click(`/solutions/${another.id}`, phone);
    const after = await report();
    expect(clicksOn(another.id, after) - clicksOn(another.id, before)).toBe(1);
    // The made-up pages are one visitor's clicks on one "(other)": one a day.
    expect(clicksToday(after) - clicksToday(before)).toBe(2);
  });

  it("goes to the contact page when the company has no WhatsApp number (an old link)", async () => {
    const details = (await admin.get("/api/settings/company")).body.data;
    expect(
      (await admin.put("/api/settings/company", { ...details, whatsapp: "", currentPassword: adminPassword }))
        .status,
    ).toBe(200);
    const response = await click(`/solutions/${solution.id}`, phone);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/contact");
  });
});
