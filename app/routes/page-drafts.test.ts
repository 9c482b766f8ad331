import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageContext } from "#server/site/pages";
import { type ApiResponse, apiClient, signIn } from "../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../tests/support/server";
import { pageContextKey } from "../lib/page-context";
import { loader as homeLoader } from "./home";

// Issue 31, item 2: a page's words are saved as a draft, previewed through a signed link and
// then published; visitors see the published words until then (decision 0062). The home
// page's loader is run as the server runs it, on a clock the test moves.

const HEADLINE = "Unleash Your Business Potential with Intelligent AI Solutions";
const START = Date.parse("2026-11-27T08:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
let clock = START;

let server: TestServer;
let admin: ReturnType<typeof apiClient>;
let anonymous: ReturnType<typeof apiClient>;

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  admin = apiClient(server, (await signIn(server, "admin")).token);
  anonymous = apiClient(server);
});
afterAll(() => server.close());

const etag = (response: ApiResponse) => response.headers.get("etag")?.replace(/^W\//, "") as string;
const headlineOf = (response: ApiResponse) => response.body.data.hero.headline;

async function homeWithHeadline(headline: string) {
  const home = (await admin.get("/api/content/home")).body.data;
  return { ...home, hero: { ...home.hero, headline } };
}

/** The home page as its route's loader builds it for `path`, and whether it may be cached. */
async function renderHome(path: string) {
  let noStore = false;
  const context = new RouterContextProvider();
  context.set(pageContextKey, {
    services: server.services,
    noStore: () => {
      noStore = true;
    },
  } as unknown as PageContext);
  const answer = await homeLoader({ request: new Request(`http://site.test${path}`), context });
  const shown = "data" in answer ? answer : { data: answer, init: null };
  return {
    headline: shown.data.content.hero.headline,
    preview: shown.data.preview,
    headers: new Headers(shown.init?.headers),
    noStore,
  };
}

async function previewLink() {
  const answer = await admin.post("/api/content/home/draft/preview");
  expect(answer.status).toBe(200);
  return new URL(answer.body.data.url);
}

describe("a draft of the home page's words", () => {
  it("is kept beside the published words, which visitors go on seeing", async () => {
    const before = await admin.get("/api/content/home/draft");
    expect(before.status).toBe(200);
    expect(before.body.data).toBeNull();
    expect((await admin.post("/api/content/home/draft/preview")).status).toBe(404);

    const saved = await admin.put("/api/content/home/draft", await homeWithHeadline("Draft headline"), {
      "If-Match": etag(before),
    });
    expect(saved.status).toBe(200);
    expect(headlineOf(saved)).toBe("Draft headline");
    expect(headlineOf(await admin.get("/api/content/home/draft"))).toBe("Draft headline");

    // Existing clients read the published words, at the version they were at.
    const published = await admin.get("/api/content/home");
    expect(headlineOf(published)).toBe(HEADLINE);
    expect(etag(published)).toBe('"1"');
    // Visitors: the API is for admins, and the page shows the published words, cacheable.
    expect((await anonymous.get("/api/content/home")).status).toBe(401);
    expect((await anonymous.get("/api/content/home/draft")).status).toBe(401);
    expect(await renderHome("/")).toMatchObject({ headline: HEADLINE, preview: null, noStore: false });
  });

  it("is refused when saved over a draft changed since (409 with the words it is at)", async () => {
    const read = await admin.get("/api/content/home/draft");
    const first = await admin.put("/api/content/home/draft", await homeWithHeadline("Draft, take two"), {
      "If-Match": etag(read),
    });
    expect(first.status).toBe(200);
    const stale = await admin.put(
      "/api/content/home/draft",
      await homeWithHeadline("Draft from an old tab"),
      {
        "If-Match": etag(read),
      },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.current.hero.headline).toBe("Draft, take two");
    expect(`"${stale.body.version}"`).toBe(etag(first));
  });

  it("is told clearly when a text is missing", async () => {
    const refused = await admin.put("/api/content/home/draft", await homeWithHeadline(""));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({ "hero.headline": "Headline is required" });
  });

  it("is shown by its preview link: server-rendered, saying until when, noindex and never cached", async () => {
    const link = await previewLink();
    expect(link.origin).toBe("http://site.test");
    expect(link.pathname).toBe("/");
    const page = await renderHome(`${link.pathname}${link.search}`);
    // The link's expiry, as the preview bar says it (SAST, UTC+2): 7 days after 08:00 UTC.
    const preview = { expiresAt: "2026-12-04T08:00:00.000Z", expires: "04 Dec 2026, 10:00" };
    expect(page).toMatchObject({ headline: "Draft, take two", preview, noStore: true });
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
  });

  it("is not shown through a forged, another page's or an expired link", async () => {
    const link = await previewLink();
    const token = link.searchParams.get("preview") as string;
    const [expiry, mac] = token.split(".");
    const solutionToken = (await server.services.previewLinks.sign("home")).token;
    for (const forged of [`${token.slice(0, -2)}AA`, `${Number(expiry) + DAY}.${mac}`, solutionToken, "x"])
      expect(await renderHome(`/?preview=${encodeURIComponent(forged)}`)).toMatchObject({
        headline: HEADLINE,
        preview: null,
        noStore: false,
      });
    clock += 7 * DAY - 1;
    expect((await renderHome(link.pathname + link.search)).headline).toBe("Draft, take two");
    clock += 1;
    expect((await renderHome(link.pathname + link.search)).headline).toBe(HEADLINE);
    clock = START;
  });

  it("goes live when published, as a new version that can be restored", async () => {
    const draft = await admin.get("/api/content/home/draft");
    const published = await admin.post("/api/content/home/draft/publish", undefined, {
      "If-Match": etag(draft),
    });
    expect(published.status).toBe(200);
    expect(headlineOf(published)).toBe("Draft, take two");
    expect(etag(published)).toBe('"2"');
    expect((await renderHome("/")).headline).toBe("Draft, take two");
    expect((await admin.get("/api/content/home/draft")).body.data).toBeNull();
    expect((await admin.post("/api/content/home/draft/publish")).status).toBe(404);

    const versions = await admin.get("/api/content/home/versions");
    expect(versions.body.data.map((v: { version: number }) => v.version)).toEqual([1]);
    const restored = await admin.post("/api/content/home/versions/1/restore");
    expect(headlineOf(restored)).toBe(HEADLINE);
    expect((await renderHome("/")).headline).toBe(HEADLINE);
  });

  it("refuses publishing from a tab whose draft is out of date", async () => {
    const read = await admin.get("/api/content/home/draft");
    const saved = await admin.put("/api/content/home/draft", await homeWithHeadline("Newer draft"), {
      "If-Match": etag(read),
    });
    const stale = await admin.post("/api/content/home/draft/publish", undefined, { "If-Match": etag(read) });
    expect(stale.status).toBe(409);
    expect(stale.body.current.hero.headline).toBe("Newer draft");
    expect((await renderHome("/")).headline).toBe(HEADLINE);

    // Discarded, the draft is gone and the page keeps its published words.
    const discarded = await admin.delete("/api/content/home/draft", undefined, { "If-Match": etag(saved) });
    expect(discarded.status).toBe(200);
    expect((await admin.get("/api/content/home/draft")).body.data).toBeNull();
    expect((await admin.delete("/api/content/home/draft")).status).toBe(404);
    expect((await renderHome("/")).headline).toBe(HEADLINE);
  });

  it("is not published over words published after it was started, unless the admin says so", async () => {
    const startedOver = await admin.get("/api/content/home");
    const started = await admin.put("/api/content/home/draft", await homeWithHeadline("Monday's draft"), {
      "If-Match": etag(await admin.get("/api/content/home/draft")),
    });
    expect(started.status).toBe(200);
    // Another admin, whose editor opened before the draft existed, publishes straight away.
    const tuesday = await admin.put("/api/content/home", await homeWithHeadline("Tuesday's news"), {
      "If-Match": etag(startedOver),
    });
    expect(tuesday.status).toBe(200);

    // Even a tab that read the draft after Tuesday's save is told, with what was published.
    const draft = await admin.get("/api/content/home/draft");
    const refused = await admin.post("/api/content/home/draft/publish", undefined, {
      "If-Match": etag(draft),
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      error: "The published page was changed since this draft was started",
      publishedSinceDraft: true,
    });
    expect(`"${refused.body.version}"`).toBe(etag(tuesday));
    expect(refused.body.current.hero.headline).toBe("Tuesday's news");
    // And with the words the draft was started over, for the editor's three-way merge (decision 0080).
    expect(refused.body.draftStart).toEqual(startedOver.body.data);
    expect((await renderHome("/")).headline).toBe("Tuesday's news");
    expect((await admin.post(`/api/content/home/draft/publish?over=x`, undefined)).status).toBe(400);

    // Naming the version it goes over publishes it; Tuesday's words are kept to restore.
    const published = await admin.post(
      `/api/content/home/draft/publish?over=${refused.body.version}`,
      undefined,
      { "If-Match": etag(draft) },
    );
    expect(published.status).toBe(200);
    expect((await renderHome("/")).headline).toBe("Monday's draft");
    const kept = (await admin.get("/api/content/home/versions")).body.data;
    expect(kept[0].version).toBe(refused.body.version);
  });

  it("publishes a draft saved over the words published now without asking again", async () => {
    await admin.put("/api/content/home/draft", await homeWithHeadline("Wednesday's draft"));
    const thursday = await admin.put("/api/content/home", await homeWithHeadline("Thursday's news"));
    // The admin took Thursday's words into the draft and saved it, saying so.
    const redone = await admin.put(
      `/api/content/home/draft?over=${etag(thursday).replaceAll('"', "")}`,
      await homeWithHeadline("Thursday's news, and Wednesday's"),
    );
    expect(redone.status).toBe(200);
    const published = await admin.post("/api/content/home/draft/publish", undefined, {
      "If-Match": etag(redone),
    });
    expect(published.status).toBe(200);
    expect((await renderHome("/")).headline).toBe("Thursday's news, and Wednesday's");
  });

  it("is for admins only", async () => {
    const user = apiClient(server, (await signIn(server, "user")).token);
    expect((await user.put("/api/content/home/draft", await homeWithHeadline("Mine"))).status).toBe(403);
    expect((await anonymous.post("/api/content/home/draft/preview")).status).toBe(401);
    expect((await anonymous.post("/api/content/home/draft/publish")).status).toBe(401);
    expect((await admin.get("/api/content/nowhere/draft")).status).toBe(404);
  });
});
