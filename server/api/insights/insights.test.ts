import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteDay } from "#domain/sales-desk/insights";
import { apiClient, signIn } from "../../../tests/support/api-client";
import { stubPages, USER_AGENTS, type Visitor, view } from "../../../tests/support/page-views";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { insightCounts } from "../../db/schema";
import { seedDemoContent } from "../../seed/seed";

describe("GET /api/admin/insights", () => {
  let server: TestServer;
  let admin: ReturnType<typeof apiClient>;
  let adminToken: string;
  let read: string;
  let glanced: string;
  const phone: Visitor = { ip: "198.51.100.1", userAgent: USER_AGENTS.phone };
  const desktop: Visitor = { ip: "198.51.100.2", userAgent: USER_AGENTS.desktop };
  const tablet: Visitor = { ip: "198.51.100.3", userAgent: USER_AGENTS.tablet };

  beforeAll(async () => {
    // Production: repeated pages come from the public cache front, which must count them too.
    server = await startTestServer({ NODE_ENV: "production", TRUST_PROXY: "1" }, { pages: stubPages });
    await seedDemoContent(server.database.db);
    const [first, second] = (await apiClient(server).get("/api/solutions")).body.data as { id: string }[];
    read = first?.id as string;
    glanced = second?.id as string;
    adminToken = (await signIn(server, "admin")).token;
    admin = apiClient(server, adminToken);

    const go = (path: string, visitor: Visitor, headers?: Record<string, string>, method?: string) =>
      view(server.url, path, visitor, headers, method);
    // Counted: six page views by three visitors.
    await go("/?utm_source=facebook&utm_medium=social&utm_campaign=winter", phone, {
      referer: "https://www.facebook.com/some/private/path?id=1",
    });
    await go(`/solutions/${read}`, phone, { referer: "http://site.test/" });
    await go(`/solutions/${read}`, phone);
    await go(`/solutions/${read}`, desktop, { referer: "https://www.google.com/search?q=ai" });
    await go(`/solutions/${glanced}`, desktop);
    await go("/", tablet);
    // Not counted: a bot, signed-in browsers, do-not-track, GPC, and what is not a page view.
    await go("/", { ip: "198.51.100.9", userAgent: USER_AGENTS.bot });
    await go("/", { ip: "198.51.100.9", userAgent: "" });
    await go(
      "/",
      { ip: "198.51.100.9", userAgent: USER_AGENTS.desktop },
      { authorization: `Bearer ${adminToken}` },
    );
    await go(
      "/",
      { ip: "198.51.100.9", userAgent: USER_AGENTS.desktop },
      { cookie: `session=${adminToken}` },
    );
    await go("/", { ip: "198.51.100.9", userAgent: USER_AGENTS.desktop }, { dnt: "1" });
    await go("/", { ip: "198.51.100.9", userAgent: USER_AGENTS.desktop }, { "sec-gpc": "1" });
    await go("/", desktop, {}, "HEAD");
    await go("/solutions.data", desktop);
    await go("/api/solutions", desktop);

    const visitorApi = apiClient(server);
    const enquiry = { email: "lead@example.co.za", message: "Tell me more." };
    await visitorApi.post("/api/enquiries", { ...enquiry, name: "One", sourcePage: `/solutions/${read}` });
    await visitorApi.post("/api/enquiries", { ...enquiry, name: "Two", solutionId: read });
    await visitorApi.post("/api/enquiries", { ...enquiry, name: "Three" });
  });
  afterAll(() => server.close());

  it("reports the day's visitors, views and enquiries, and what was read, from where and on what", async () => {
    const response = await admin.get("/api/admin/insights?days=7");
    expect(response.status).toBe(200);
    const report = response.body.data;
    expect(report.days).toBe(7);
    expect(report.series).toHaveLength(7);
    expect(report.series.at(-1)).toEqual({
      date: siteDay(Date.now()),
      views: 6,
      visitors: 3,
      enquiries: 3,
      whatsapp: 0,
    });
    expect(report.series.slice(0, 6).every((day: { views: number }) => day.views === 0)).toBe(true);
    expect(report.pages).toEqual([
      { path: `/solutions/${read}`, views: 3, visitors: 2 },
      { path: "/", views: 2, visitors: 2 },
      { path: `/solutions/${glanced}`, views: 1, visitors: 1 },
    ]);
    const titles = (await apiClient(server).get("/api/solutions")).body.data as {
      id: string;
      title: string;
    }[];
    const titleOf = (id: string) => titles.find((s) => s.id === id)?.title;
    expect(report.solutions).toEqual([
      { id: read, title: titleOf(read), views: 3, visitors: 2, enquiries: 2, whatsapp: 0, conversion: 1 },
      {
        id: glanced,
        title: titleOf(glanced),
        views: 1,
        visitors: 1,
        enquiries: 0,
        whatsapp: 0,
        conversion: 0,
      },
    ]);
    expect(report.referrers).toEqual([
      { host: "www.facebook.com", views: 1, visitors: 1 },
      { host: "www.google.com", views: 1, visitors: 1 },
    ]);
    expect(report.campaigns).toEqual([
      { source: "facebook", medium: "social", campaign: "winter", views: 1, visitors: 1 },
    ]);
    expect(report.devices).toEqual({
      phone: { views: 3, visitors: 1 },
      tablet: { views: 1, visitors: 1 },
      desktop: { views: 2, visitors: 1 },
    });
  });

  it("stores no address, user agent or visitor hash", async () => {
    const stored = JSON.stringify(await server.database.db.select().from(insightCounts));
    for (const secret of [phone.ip, desktop.ip, "iPhone", "Windows NT"]) expect(stored).not.toContain(secret);
  });

  it("answers 30 days by default, and refuses other periods", async () => {
    expect((await admin.get("/api/admin/insights")).body.data.series).toHaveLength(30);
    expect((await admin.get("/api/admin/insights?days=90")).body.data.series).toHaveLength(90);
    const refused = await admin.get("/api/admin/insights?days=5");
    expect(refused.status).toBe(400);
    expect(refused.body.errors.days).toBe("days must be 7, 30, 90");
  });

  it("is for administrators only", async () => {
    expect((await apiClient(server).get("/api/admin/insights")).status).toBe(401);
    const user = apiClient(server, (await signIn(server, "user")).token);
    expect((await user.get("/api/admin/insights")).status).toBe(403);
  });
});

// A visitor moving between pages in the app loads React Router's data for the next page
// (`/solutions/x.data`, `/_root.data` for `/`) instead of its HTML (decision 0029, amended).
describe("page views made by navigating in the app", () => {
  let server: TestServer;
  let admin: ReturnType<typeof apiClient>;
  const reader: Visitor = { ip: "198.51.100.30", userAgent: USER_AGENTS.desktop };
  const fromPage = (path: string) => ({ referer: `${server.url}${path}` });

  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: "production", TRUST_PROXY: "1" }, { pages: stubPages });
    admin = apiClient(server, (await signIn(server, "admin")).token);
  });
  afterAll(() => server.close());

  const pagesReport = async () => (await admin.get("/api/admin/insights?days=7")).body.data.pages;

  it("counts the data of the page navigated to as a view of that page, by the same visitor, from the cache too", async () => {
    await view(server.url, "/solutions", reader);
    // Twice: the second answer comes from the public cache front.
    for (let i = 0; i < 2; i++) {
      await view(
        server.url,
        "/solutions/first.data?_routes=routes%2Fsolution-detail",
        reader,
        fromPage("/solutions"),
      );
      await view(
        server.url,
        "/solutions.data?_routes=routes%2Fsolutions",
        reader,
        fromPage("/solutions/first"),
      );
    }
    await view(server.url, "/_root.data", reader, fromPage("/solutions?tier=gold"));

    expect(await pagesReport()).toEqual([
      { path: "/solutions", views: 3, visitors: 1 },
      { path: "/solutions/first", views: 2, visitors: 1 },
      { path: "/", views: 1, visitors: 1 },
    ]);
    const report = (await admin.get("/api/admin/insights?days=7")).body.data;
    expect(report.series.at(-1)).toMatchObject({ views: 6, visitors: 1 });
    expect(report.solutions).toMatchObject([{ id: "first", views: 2, visitors: 1 }]);
    // Our own pages are not referrers.
    expect(report.referrers).toEqual([]);
  });

  it("counts no data asked for the page already shown, nor from nowhere or elsewhere, nor what is not a page view", async () => {
    const before = await pagesReport();
    // Revalidation after a form, and the catalogue's filters: the same page, asked for again.
    await view(server.url, "/solutions.data", reader, fromPage("/solutions"));
    await view(server.url, "/solutions.data?tier=gold", reader, fromPage("/solutions/"));
    await view(server.url, "/_root.data", reader, fromPage("/"));
    // Not asked for by one of our pages.
    await view(server.url, "/solutions/first.data", reader);
    await view(server.url, "/solutions/first.data", reader, {
      referer: "https://elsewhere.example/solutions",
    });
    // Excluded as a page's HTML is: do-not-track, signed in, a bot; and a form's post.
    await view(server.url, "/solutions/first.data", reader, { ...fromPage("/"), dnt: "1" });
    await view(server.url, "/solutions/first.data", reader, { ...fromPage("/"), cookie: "session=x" });
    await view(server.url, "/solutions/first.data", { ...reader, userAgent: USER_AGENTS.bot }, fromPage("/"));
    await view(server.url, "/solutions/first.data", reader, fromPage("/"), "POST");

    expect(await pagesReport()).toEqual(before);
  });
});
