import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_COMPANY_DETAILS } from "#domain/company-details";
import { siteDay } from "#domain/insights";
import { internationalDigits } from "#domain/phone-number";
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
  let adminToken: string;
  let solution: { id: string; title: string };
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
    solution = (await apiClient(server).get("/api/solutions")).body.data[0];
    adminToken = (await signIn(server, "admin")).token;
    admin = apiClient(server, adminToken);
  });
  afterAll(() => server.close());

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
  });

  it("counts each click per page and its solution, beside enquiries, as page views are counted", async () => {
    const before = (await admin.get("/api/admin/insights?days=7")).body.data;
    const clicksOf = (report: { solutions: { id: string; whatsapp: number }[] }) =>
      report.solutions.find((row) => row.id === solution.id)?.whatsapp ?? 0;
    await click(`/solutions/${solution.id}`, phone);
    await click(`/solutions/${solution.id}`, desktop);
    await click("/contact", desktop);
    // Not counted: a bot, a signed-in browser, do-not-track.
    await click(`/solutions/${solution.id}`, { ip: "198.51.100.49", userAgent: USER_AGENTS.bot });
    await click(`/solutions/${solution.id}`, desktop, { authorization: `Bearer ${adminToken}` });
    await click(`/solutions/${solution.id}`, desktop, { dnt: "1" });
    await server.services.insights.flush();

    const after = (await admin.get("/api/admin/insights?days=7")).body.data;
    expect(clicksOf(after) - clicksOf(before)).toBe(2);
    const today = (report: { series: { date: string; whatsapp: number }[] }) =>
      report.series.find((day) => day.date === siteDay(Date.now()))?.whatsapp ?? 0;
    expect(today(after) - today(before)).toBe(3);
    // A click is no page view.
    expect(after.series.at(-1).views).toBe(before.series.at(-1).views);
  });

  it("goes to the contact page when the company has no WhatsApp number (an old link)", async () => {
    const details = (await admin.get("/api/settings/company")).body.data;
    expect((await admin.put("/api/settings/company", { ...details, whatsapp: "" })).status).toBe(200);
    const response = await click(`/solutions/${solution.id}`, phone);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/contact");
  });
});
