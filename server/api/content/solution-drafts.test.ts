import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "#server/logger";
import { createPublishSchedule, type Timers } from "#server/services/content/publish-schedule";
import { apiClient, signIn } from "../../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { MINIMUM_LISTS } from "../../../tests/support/solution-lists";

// Issue 31, item 1: drafts and solutions scheduled for later are for admins and preview links
// only, on a clock the test moves (no sleeping).

const START = Date.parse("2026-11-27T08:00:00.000Z");
let clock = START;
const now = () => clock;
const DAY = 24 * 60 * 60 * 1000;

let server: TestServer;
let admin: ReturnType<typeof apiClient>;
let anonymous: ReturnType<typeof apiClient>;

const solution = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Title of ${id}`,
  pricing: { upfront: "R1,000" },
  ...MINIMUM_LISTS,
  ...extra,
});

beforeAll(async () => {
  server = await startTestServer({}, { now });
  admin = apiClient(server, (await signIn(server, "admin")).token);
  anonymous = apiClient(server);
  for (const body of [
    solution("live"),
    solution("explicitly-live", { status: "published" }),
    solution("hidden-draft", { status: "draft" }),
    solution("later", { status: "published", publishAt: "2026-11-28T10:00:00+02:00" }),
  ])
    expect((await admin.post("/api/solutions", body)).status).toBe(201);
});
afterAll(() => server.close());

const ids = (body: { data: Array<{ id: string }> }) => body.data.map((s) => s.id).sort();

describe("anonymous visitors", () => {
  it("list only published solutions that are due", async () => {
    const listed = await anonymous.get("/api/solutions");
    expect(ids(listed.body)).toEqual(["explicitly-live", "live"]);
    expect(listed.body.count).toBe(2);
  });

  it("get 404 for a draft and for one not yet due", async () => {
    for (const id of ["hidden-draft", "later"]) {
      const response = await anonymous.get(`/api/solutions/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ success: false, error: "Solution not found" });
    }
    expect((await anonymous.get("/api/solutions/live")).status).toBe(200);
  });

  it("reach none of them through the services the sitemap, catalogue and link previews read", async () => {
    const { solutions } = server.services;
    expect((await solutions.list()).map((s) => s.id).sort()).toEqual(["explicitly-live", "live"]);
    expect((await solutions.listWithPricing()).map((s) => s.id).sort()).toEqual(["explicitly-live", "live"]);
    expect(await solutions.get("hidden-draft")).toBeNull();
    expect(await solutions.get("later")).toBeNull();
  });
});

describe("admins", () => {
  it("list every solution, with what keeps it from visitors", async () => {
    const listed = await admin.get("/api/solutions");
    expect(ids(listed.body)).toEqual(["explicitly-live", "hidden-draft", "later", "live"]);
    const byId = Object.fromEntries(listed.body.data.map((s: { id: string }) => [s.id, s]));
    expect(byId["hidden-draft"].status).toBe("draft");
    expect(byId.later).toMatchObject({ status: "published", publishAt: "2026-11-28T08:00:00.000Z" });
    expect(byId.live).not.toHaveProperty("status");
  });

  it("open a draft, and its status is part of its versions", async () => {
    const opened = await admin.get("/api/solutions/hidden-draft");
    expect(opened.body.data.status).toBe("draft");
    const saved = await admin.put(
      "/api/solutions/hidden-draft",
      { ...solution("hidden-draft"), status: "published" },
      { "If-Match": opened.headers.get("etag") as string },
    );
    expect(saved.status).toBe(200);
    expect((await anonymous.get("/api/solutions/hidden-draft")).status).toBe(200);
    // A stale save is still refused, status or not.
    const stale = await admin.put(
      "/api/solutions/hidden-draft",
      { ...solution("hidden-draft"), status: "draft" },
      { "If-Match": opened.headers.get("etag") as string },
    );
    expect(stale.status).toBe(409);
    const versions = await admin.get("/api/solutions/hidden-draft/versions");
    const restored = await admin.post(
      `/api/solutions/hidden-draft/versions/${versions.body.data[0].version}/restore`,
    );
    expect(restored.body.data.status).toBe("draft");
    expect((await anonymous.get("/api/solutions/hidden-draft")).status).toBe(404);
  });

  it("are told clearly when the status or the time is not one they can save", async () => {
    const wrong = await admin.post(
      "/api/solutions",
      solution("wrong", { status: "hidden", publishAt: "soon" }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toMatchObject({
      status: "Status must be draft or published",
      publishAt: "Publish at must be a date and time with its offset",
    });
  });
});

describe("preview links", () => {
  it("are for admins only", async () => {
    expect((await anonymous.post("/api/solutions/hidden-draft/preview")).status).toBe(401);
    const user = apiClient(server, (await signIn(server, "user")).token);
    expect((await user.post("/api/solutions/hidden-draft/preview")).status).toBe(403);
    expect((await admin.post("/api/solutions/no-such/preview")).status).toBe(404);
  });

  it("lead to the solution's page and say when they expire, 7 days on", async () => {
    const answer = await admin.post("/api/solutions/hidden-draft/preview");
    expect(answer.status).toBe(200);
    const url = new URL(answer.body.data.url);
    expect(url.origin).toBe("http://site.test");
    expect(url.pathname).toBe("/solutions/hidden-draft");
    expect(answer.body.data.expiresAt).toBe(new Date(clock + 7 * DAY).toISOString());
    // What a link shows, and for how long: app/routes/solution-preview.test.ts.
  });
});

describe("a scheduled solution", () => {
  it("appears by itself when due, and the cached catalogue is emptied at that moment", async () => {
    const waiting: Array<{ run: () => void; ms: number }> = [];
    const timers: Timers = {
      set: (run, ms) => waiting.push({ run, ms }) - 1,
      clear: (index) => {
        waiting[index as number] = { run: () => {}, ms: -1 };
      },
    };
    const schedule = createPublishSchedule(
      server.services.solutions.nextDue,
      server.services.events,
      createLogger("silent"),
      {
        now,
        timers,
      },
    );
    await schedule.start();
    try {
      const timer = waiting.at(-1);
      expect(timer?.ms).toBe(Date.parse("2026-11-28T08:00:00.000Z") - clock);
      expect(ids((await anonymous.get("/api/solutions")).body)).not.toContain("later");

      clock = Date.parse("2026-11-28T08:00:00.000Z");
      // Due, but the catalogue is still the cached one until the timer empties it.
      expect(ids((await anonymous.get("/api/solutions")).body)).not.toContain("later");
      timer?.run();
      expect(ids((await anonymous.get("/api/solutions")).body)).toContain("later");
      expect((await anonymous.get("/api/solutions/later")).status).toBe(200);
    } finally {
      schedule.stop();
      clock = START;
    }
  });
});
