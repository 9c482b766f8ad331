import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STALE_PREVIEW } from "#domain/content/solution";
import type { PageContext } from "#server/site/pages";
import { apiClient, signIn } from "../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../tests/support/server";
import { MINIMUM_LISTS } from "../../tests/support/solution-lists";
import { pageContextKey } from "../lib/page-context";
import { loader } from "./solution-detail";

// Issue 52, item 12: a preview link shows the solution as it was when the link was made, for 7
// days, and nothing later: a new version, the Trash and a restore from it each need a new link,
// and an old link says so (decision 0069). Links are made through the API and opened through
// the solution page's loader, as the server runs it, on a clock the test moves.

const START = Date.parse("2026-11-27T08:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
let clock = START;

let server: TestServer;
let admin: ReturnType<typeof apiClient>;

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  admin = apiClient(server, (await signIn(server, "admin")).token);
});
afterAll(() => server.close());

const solution = (id: string, title: string, status: "draft" | "published" = "draft") => ({
  id,
  title,
  pricing: { upfront: "R1,000" },
  status,
  ...MINIMUM_LISTS,
});

async function previewLink(id: string): Promise<string> {
  const answer = await admin.post(`/api/solutions/${id}/preview`);
  expect(answer.status).toBe(200);
  const url = new URL(answer.body.data.url);
  return url.pathname + url.search;
}

/** The solution page at `path` as its loader answers it: shown, gone (410) or sent elsewhere. */
async function open(path: string) {
  let noStore = false;
  const context = new RouterContextProvider();
  context.set(pageContextKey, {
    services: server.services,
    config: { PUBLIC_URL: "http://site.test" },
    noStore: () => {
      noStore = true;
    },
  } as unknown as PageContext);
  const id = path.split("?")[0]?.split("/").at(-1) as string;
  const args = { request: new Request(`http://site.test${path}`), params: { id }, context };
  try {
    const answer = await loader(args as unknown as Parameters<typeof loader>[0]);
    const shown = "data" in answer ? answer : { data: answer, init: null };
    const headers = new Headers(shown.init?.headers);
    return { status: 200, title: shown.data.solution.title, preview: shown.data.preview, headers, noStore };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("location") };
    const { data, init } = thrown as { data: unknown; init: ResponseInit };
    return { status: init.status, body: data, headers: new Headers(init.headers), noStore };
  }
}

const gone = { status: 410, body: STALE_PREVIEW, noStore: true };

describe("a solution's preview link", () => {
  it("shows the draft it was made for, never cached or indexed", async () => {
    expect((await admin.post("/api/solutions", solution("shown", "First draft"))).status).toBe(201);
    const page = await open(await previewLink("shown"));
    expect(page).toMatchObject({ status: 200, title: "First draft", noStore: true });
    // Said on the page by the preview bar: until when the link works, in SAST.
    expect(page.preview).toEqual({
      expiresAt: new Date(clock + 7 * DAY).toISOString(),
      expires: expect.any(String),
    });
    expect(page.headers?.get("cache-control")).toBe("no-store");
    expect(page.headers?.get("x-robots-tag")).toBe("noindex");
    expect(await open("/solutions/shown")).toMatchObject({ status: 302, location: "/solutions" });
  });

  it("does not show a later version: it says a new link is needed, and a new link shows it", async () => {
    expect((await admin.post("/api/solutions", solution("saved", "Version one"))).status).toBe(201);
    const first = await previewLink("saved");
    const saved = await admin.put("/api/solutions/saved", solution("saved", "Version two"));
    expect(saved.status).toBe(200);
    const stale = await open(first);
    expect(stale).toMatchObject(gone);
    expect(stale.headers?.get("cache-control")).toBe("no-store");
    expect(await open(await previewLink("saved"))).toMatchObject({ status: 200, title: "Version two" });
  });

  it("ends when the solution goes to the Trash, and stays ended once it is restored", async () => {
    expect((await admin.post("/api/solutions", solution("trashed", "Binned draft"))).status).toBe(201);
    const link = await previewLink("trashed");
    expect((await admin.delete("/api/solutions/trashed")).status).toBe(200);
    expect(await open(link)).toMatchObject(gone);
    expect((await admin.post("/api/trash/solutions/trashed/restore")).status).toBe(200);
    expect(await open(link)).toMatchObject(gone);
    expect(await open(await previewLink("trashed"))).toMatchObject({ status: 200, title: "Binned draft" });
  });

  it("expires after 7 days, saying so", async () => {
    expect((await admin.post("/api/solutions", solution("weekly", "Week-old draft"))).status).toBe(201);
    const link = await previewLink("weekly");
    try {
      clock += 7 * DAY - 1;
      expect(await open(link)).toMatchObject({ status: 200, title: "Week-old draft" });
      clock += 1;
      expect(await open(link)).toMatchObject(gone);
    } finally {
      clock = START;
    }
  });

  it("of a solution since published leads to the published page; a forged or another's token is no link", async () => {
    expect((await admin.post("/api/solutions", solution("released", "Draft wording"))).status).toBe(201);
    const link = await previewLink("released");
    expect(
      (await admin.put("/api/solutions/released", solution("released", "Live", "published"))).status,
    ).toBe(200);
    expect(await open(link)).toMatchObject({ status: 200, title: "Live", preview: null, noStore: false });

    const other = new URL(await previewLink("shown"), "http://site.test").searchParams.get(
      "preview",
    ) as string;
    const forged = `${other.slice(0, -2)}AA`;
    for (const token of [other, forged, other.replace(/^\d+/, "9"), "garbage"]) {
      const path = `/solutions/saved?preview=${encodeURIComponent(token)}`;
      expect(await open(path), token).toMatchObject({ status: 302, location: "/solutions" });
    }
  });
});
