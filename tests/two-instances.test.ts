import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client";
import { apiClient, signIn } from "./support/api-client";
import { photo } from "./support/image-fixtures";
import { uploadForm } from "./support/media-fixtures";
import { stubPages, USER_AGENTS, view } from "./support/page-views";
import { startTestServer, type TestServer } from "./support/server";
import { MINIMUM_LISTS } from "./support/solution-lists";
import { soon } from "./support/soon";

// Two instances on one PostgreSQL database, as behind a load balancer. PGlite is one process's
// own database, so this runs where TEST_DATABASE_URL names a server.
describe.runIf(process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL", () => {
  const limits = { ENQUIRY_RATE_LIMIT: "3", LOGIN_RATE_LIMIT: "2" };
  let a: TestServer;
  let b: TestServer;
  let adminToken: string;
  let adminOnA: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    a = await startTestServer(limits, { pages: stubPages });
    const shared = await openDatabase({ kind: "postgres", url: a.database.url as string });
    b = await startTestServer(limits, { database: shared, pages: stubPages });
    adminToken = (await signIn(a, "admin")).token;
    adminOnA = apiClient(a, adminToken);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it("a solution created and then changed through A is served so by B within seconds", async () => {
    const count = () =>
      apiClient(b)
        .get("/api/solutions")
        .then((r) => r.body.count as number);
    const before = await count();
    const created = await adminOnA.post("/api/solutions", {
      ...MINIMUM_LISTS,
      id: "shared",
      title: "Shared",
      pricing: { upfront: "R900" },
    });
    expect(created.status).toBe(201);
    expect(await soon(count, (n) => n === before + 1)).toBe(before + 1);

    // B has now cached the solution; the change must empty that cache too.
    const title = () =>
      apiClient(b)
        .get("/api/solutions/shared")
        .then((r) => r.body.data.title as string);
    expect(await title()).toBe("Shared");
    const stored = (await adminOnA.get("/api/solutions/shared")).body.data;
    const renamed = await adminOnA.put("/api/solutions/shared", { ...stored, title: "Shared, renamed" });
    expect(renamed.status).toBe(200);
    expect(await soon(title, (t) => t === "Shared, renamed")).toBe("Shared, renamed");
  });

  it("a solution published through A is found by B's finder, which had its index built", async () => {
    const words = "goats keep wandering into the neighbour's dam";
    const found = () =>
      apiClient(b)
        .get(`/api/solutions/match?q=${encodeURIComponent(words)}`)
        .then((r) => (r.body.data as { id: string }[]).map((match) => match.id));
    expect(await found()).not.toContain("goat-alarm");
    const created = await adminOnA.post("/api/solutions", {
      ...MINIMUM_LISTS,
      id: "goat-alarm",
      title: "Goat Alarm",
      customerWords: { en: [words], af: [], zu: [] },
      pricing: { upfront: "R900" },
    });
    expect(created.status).toBe(201);
    expect(await soon(found, (ids) => ids[0] === "goat-alarm")).toContain("goat-alarm");
  });

  it("page views counted by A and by B add up in the insights", async () => {
    const phone = { ip: "203.0.113.7", userAgent: USER_AGENTS.phone };
    const desktop = { ip: "203.0.113.8", userAgent: USER_AGENTS.desktop };
    for (const [server, visitor] of [
      [a, phone],
      [b, phone],
      [b, desktop],
    ] as const) {
      expect(await view(server.url, "/solutions/counted-on-two", visitor)).toBe(200);
    }
    // B's counts reach the database on its next batch; a flush stands in for the timer.
    await b.services.insights.flush();
    const report = (await adminOnA.get("/api/admin/insights?days=7")).body.data;
    // Each instance counts the visitors it saw (decision 0029): the phone on both is two.
    expect(report.pages).toContainEqual({ path: "/solutions/counted-on-two", views: 3, visitors: 3 });
    expect(report.devices.phone.views).toBe(2);
    expect(report.devices.desktop.views).toBe(1);
  });

  it("media uploaded through A is served by B, byte for byte", async () => {
    const png = await photo(64, 48, "png");
    const response = await fetch(`${a.url}/api/solutions/shared/media`, {
      method: "PUT",
      headers: { authorization: `Bearer ${adminToken}` },
      body: uploadForm("media", png, "shared.png"),
    });
    expect(response.status).toBe(200);
    const { url } = (await response.json()).data.media;
    const served = await fetch(`${b.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    const fromA = Buffer.from(await (await fetch(`${a.url}${url}`)).arrayBuffer());
    expect(Buffer.from(await served.arrayBuffer()).equals(fromA)).toBe(true);
  });

  it("an address's enquiry allowance is shared: once used up across A and B, both refuse", async () => {
    const enquiry = (n: number) => ({
      name: `Visitor ${n}`,
      email: `visitor${n}@example.co.za`,
      company: "Shared Ltd",
      message: "We would like to know more.",
    });
    const statuses = [];
    for (const [n, server] of [a, b, a].entries()) {
      statuses.push((await apiClient(server).post("/api/enquiries", enquiry(n))).status);
    }
    expect(statuses).toEqual([201, 201, 201]);
    for (const server of [a, b]) {
      const refused = await apiClient(server).post("/api/enquiries", enquiry(9));
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    }
  });

  it("failed sign-ins count against one account on both instances", async () => {
    const { email } = await signIn(a, "user");
    const attempt = (server: TestServer) =>
      apiClient(server).post("/api/auth/login", { email, password: "not the password" });
    expect((await attempt(a)).status).toBe(401);
    expect((await attempt(b)).status).toBe(401);
    expect((await attempt(a)).status).toBe(429);
    expect((await attempt(b)).status).toBe(429);
  });

  it("a burst of guesses split across A and B checks at most the account's allowance", async () => {
    const { email } = await signIn(a, "user");
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        apiClient(i % 2 ? a : b).post("/api/auth/login", { email, password: "not the password" }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(2);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
  });

  it("of replies on one enquiry written on one version, sent through A and B at once, one leaves", async () => {
    const naledi = await signIn(b, "admin");
    const adminOnB = apiClient(b, naledi.token);
    for (let round = 0; round < 5; round++) {
      const logged = await adminOnA.post("/api/contact/conversations", {
        name: `Raced ${round}`,
        email: `raced${round}@example.co.za`,
        message: "Phoned about a chatbot.",
        channel: "phone",
      });
      expect(logged.status).toBe(201);
      const id = logged.body.data.id as string;
      const ifMatch = { "If-Match": `"${logged.body.data.version}"` };
      const answers = await Promise.all([
        adminOnA.post(`/api/contact/${id}/replies`, { body: "From A." }, ifMatch),
        adminOnB.post(`/api/contact/${id}/replies`, { body: "From B." }, ifMatch),
        adminOnB.put(`/api/contact/${id}`, { status: "completed" }, ifMatch),
      ]);
      // Exactly one of the three changes made on that version went through.
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 409)).toHaveLength(2);
      expect(statuses.filter((status) => status === 200 || status === 201)).toHaveLength(1);
      const detail = (await adminOnB.get(`/api/contact/${id}`)).body.data;
      expect(detail.replies.length + (detail.status === "completed" ? 1 : 0)).toBe(1);
    }
  });

  it("an admin with an enquiry open through A is seen from B, until the heartbeat stops", async () => {
    const sipho = await signIn(b, "admin");
    const logged = await adminOnA.post("/api/contact/conversations", {
      name: "Watched",
      email: "watched@example.co.za",
      message: "Walked in.",
      channel: "walk-in",
    });
    const id = logged.body.data.id as string;
    await adminOnA.put(`/api/contact/${id}/presence`, { activity: "replying" });
    const seen = await apiClient(b, sipho.token).put(`/api/contact/${id}/presence`, { activity: "viewing" });
    expect(seen.body.data.others).toMatchObject([{ activity: "replying" }]);
    await adminOnA.delete(`/api/contact/${id}/presence`);
    const after = await apiClient(b, sipho.token).put(`/api/contact/${id}/presence`, { activity: "viewing" });
    expect(after.body.data.others).toEqual([]);
  });
});
