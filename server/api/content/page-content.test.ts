import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiResponse, apiClient, signIn } from "../../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../../tests/support/server";

// The company's words as content records (issue 31): today's texts until an admin saves,
// versioned like a solution (a stale save refused, earlier versions restored), admins only.

/** The version as the ETag; a page's words are over 1 KB, so a gzipped answer weakens it (0031). */
function expectVersion(response: ApiResponse, version: number) {
  expect(response.headers.get("etag")).toMatch(new RegExp(`^(W/)?"${version}"$`));
}

const HEADLINE = "Unleash Your Business Potential with Intelligent AI Solutions";

describe("page content", () => {
  let server: TestServer;
  let alice: ReturnType<typeof apiClient>;
  let bob: ReturnType<typeof apiClient>;
  let aliceName: string;
  beforeAll(async () => {
    server = await startTestServer();
    const first = await signIn(server, "admin");
    aliceName = first.user.name;
    alice = apiClient(server, first.token);
    bob = apiClient(server, (await signIn(server, "admin")).token);
  });
  afterAll(() => server.close());

  const withHeadline = (content: Record<string, { headline?: string }>, headline: string) => ({
    ...content,
    hero: { ...content.hero, headline },
  });

  it("answers today's home texts at version 1 before anyone saves", async () => {
    const read = await alice.get("/api/content/home");
    expect(read.status).toBe(200);
    expectVersion(read, 1);
    const home = read.body.data;
    expect(home.hero.headline).toBe(HEADLINE);
    expect(home.hero.text).toBe(
      "Practical AI tools for South African small businesses: answer customers faster, cut admin and see where your money goes. Priced from about R800, set up in one to two weeks.",
    );
    expect(home.hurdles.title).toBe("Are You Facing These SMME Hurdles?");
    expect(home.hurdles.cards.map((card: { title: string }) => card.title)).toEqual([
      "Limited Market Reach",
      "High Operating Costs",
      "Skilled Labour Shortage",
      "Ineffective Cash Flow",
      "Insufficient Marketing",
    ]);
    expect(home.services.cards).toHaveLength(6);
    expect(home.services.cards[5]).toEqual({
      title: "AI Strategy & Consulting",
      text: "An honest view of where AI will pay off in your business, and where it will not.",
    });
    expect(home.expertise.title).toBe("Strategic AI, Grounded in Expertise");
    expect(home.expertise.points[2]).toBe("Your customers' data is handled in line with POPIA.");
    expect(home.process.steps.map((step: { title: string }) => step.title)).toEqual([
      "Discovery & Data Assessment",
      "Solution Design & Model Development",
      "Integration & Deployment",
      "Monitoring & Optimisation",
    ]);
    expect(home.closing.title).toBe("Ready to put AI to work in your business?");
    expect((await alice.get("/api/content/home/versions")).body).toEqual({
      success: true,
      count: 0,
      data: [],
    });
  });

  it("saves the home words, refuses a stale save with 409 and the stored content, and restores", async () => {
    const original = (await alice.get("/api/content/home")).body.data;
    const first = await alice.put("/api/content/home", withHeadline(original, "AI that pays its way"), {
      "If-Match": '"1"',
    });
    expect(first.status).toBe(200);
    expectVersion(first, 2);
    expect(first.body.data.hero.headline).toBe("AI that pays its way");

    const stale = await bob.put("/api/content/home", withHeadline(original, "Bob's headline"), {
      "If-Match": '"1"',
    });
    expect(stale.status).toBe(409);
    expectVersion(stale, 2);
    expect(stale.body).toMatchObject({
      success: false,
      error: expect.any(String),
      message: stale.body.error,
      version: 2,
      current: { hero: { headline: "AI that pays its way" } },
    });

    const versions = await alice.get("/api/content/home/versions");
    expect(versions.body.data).toEqual([{ version: 1, savedAt: expect.any(String), savedBy: null }]);

    const restored = await alice.post("/api/content/home/versions/1/restore", undefined, {
      "If-Match": '"2"',
    });
    expect(restored.status).toBe(200);
    expectVersion(restored, 3);
    expect(restored.body.data).toEqual(original);
    expect((await alice.get("/api/content/home")).body.data.hero.headline).toBe(HEADLINE);
    // The restore kept the version it replaced, so it can be undone the same way.
    const after = (await alice.get("/api/content/home/versions")).body.data;
    expect(after.map((entry: { version: number }) => entry.version)).toEqual([2, 1]);
    expect(after[0].savedBy).toBe(aliceName);

    const staleRestore = await bob.post("/api/content/home/versions/2/restore", undefined, {
      "If-Match": '"2"',
    });
    expect(staleRestore.status).toBe(409);
    expect(staleRestore.body.version).toBe(3);
  });

  it("answers a saved page's texts in the order the page shows them, as before the save", async () => {
    const read = await alice.get("/api/content/home");
    const saved = await alice.put("/api/content/home", read.body.data, {
      "If-Match": read.headers.get("etag") ?? "",
    });
    expect(saved.status).toBe(200);
    for (const answer of [saved.body.data, (await alice.get("/api/content/home")).body.data]) {
      expect(Object.keys(answer).slice(0, 2)).toEqual(["hero", "hurdles"]);
      expect(Object.keys(answer.hero)).toEqual(["headline", "text"]);
      expect(Object.keys(answer.hurdles)).toEqual(["title", "intro", "cards"]);
      expect(Object.keys(answer.hurdles.cards[0])).toEqual(["title", "text"]);
    }
  });

  it("names each field that breaks the rules with 400", async () => {
    const original = (await alice.get("/api/content/home")).body.data;
    const broken = {
      ...withHeadline(original, "   "),
      hurdles: { ...original.hurdles, cards: original.hurdles.cards.slice(0, 4) },
      closing: { title: "x".repeat(151), text: original.closing.text },
    };
    const response = await alice.put("/api/content/home", broken);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      success: false,
      error: expect.any(String),
      message: expect.any(String),
      errors: {
        "hero.headline": "Headline is required",
        "hurdles.cards": "Must have exactly 5 items",
        "closing.title": "Must be at most 150 characters",
      },
    });
    const missing = await alice.put("/api/content/home", { hero: original.hero });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors)).toContain("services");
    expect((await alice.put("/api/content/home", "{not json")).status).toBe(400);
    expect((await alice.put("/api/content/home", original, { "If-Match": "three" })).status).toBe(400);
    expect((await alice.get("/api/content/home")).body.data.hero.headline).toBe(HEADLINE);
  });

  it("keeps the contact page's words apart from the home page's", async () => {
    const read = await alice.get("/api/content/contact");
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({
      hero: {
        title: "Contact Us",
        text: "Tell us what is slowing your business down. We reply within one working day, in plain language, with no obligation.",
      },
      details: {
        title: "Get in touch",
        whereWeWork:
          "We work remotely and serve clients globally, with a focus on South African small businesses.",
        followUs: "Follow us",
      },
    });
    const changed = { ...read.body.data, details: { ...read.body.data.details, title: "Reach us" } };
    const saved = await alice.put("/api/content/contact", changed, { "If-Match": '"1"' });
    expect(saved.status).toBe(200);
    expect(saved.body.data.details.title).toBe("Reach us");
    // The home page's body is not the contact page's.
    expect(
      (await alice.put("/api/content/contact", (await alice.get("/api/content/home")).body.data)).status,
    ).toBe(400);
    expect((await alice.get("/api/content/contact/versions")).body.count).toBe(1);
    expect((await alice.post("/api/content/contact/versions/1/restore")).body.data).toEqual(read.body.data);
  });

  it("answers AI Basics' tabs, terms, myths, steps and FAQ as today's texts", async () => {
    const read = await alice.get("/api/content/ai-basics");
    expect(read.status).toBe(200);
    const basics = read.body.data;
    expect(basics.hero.title).toBe("AI Basics for Small Business");
    expect(
      [basics.whatIsAi, basics.benefits, basics.terms, basics.myths, basics.gettingStarted].map(
        (tab: { label: string }) => tab.label,
      ),
    ).toEqual(["What is AI", "Benefits", "AI Terms", "Myths vs. Reality", "Getting Started"]);
    expect(basics.terms.items).toHaveLength(8);
    expect(basics.myths.items[0]).toEqual({
      myth: "AI is only for big companies.",
      reality:
        "Many useful AI tools are affordable, pay-as-you-go services. A small business can start with one tool for under R1,000.",
    });
    expect(basics.faq.title).toBe("Frequently Asked Questions");
    expect(basics.faq.items[0].question).toBe("How much does an AI solution cost?");
    const changed = { ...basics, faq: { ...basics.faq, title: "Questions owners ask" } };
    const saved = await alice.put("/api/content/ai-basics", changed);
    expect(saved.status).toBe(200);
    expect(saved.body.data.faq.title).toBe("Questions owners ask");
    expect((await alice.post("/api/content/ai-basics/versions/1/restore")).body.data).toEqual(basics);
  });

  it("answers 404 for a page without content records and for a version never kept", async () => {
    const unknown = await alice.get("/api/content/pricing");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, error: expect.stringContaining("Page not found") });
    expect((await alice.put("/api/content/__proto__", {})).status).toBe(404);
    expect((await alice.post("/api/content/home/versions/999/restore")).status).toBe(404);
    expect((await alice.post("/api/content/home/versions/abc/restore")).status).toBe(400);
  });

  it("refuses visitors and non-admins", async () => {
    const visitor = apiClient(server);
    const user = apiClient(server, (await signIn(server, "user")).token);
    const original = (await alice.get("/api/content/home")).body.data;
    for (const client of [visitor, user]) {
      const expected = client === visitor ? 401 : 403;
      expect((await client.get("/api/content/home")).status).toBe(expected);
      expect((await client.put("/api/content/home", withHeadline(original, "Hijacked"))).status).toBe(
        expected,
      );
      expect((await client.get("/api/content/home/versions")).status).toBe(expected);
      expect((await client.post("/api/content/home/versions/1/restore")).status).toBe(expected);
    }
    expect((await alice.get("/api/content/home")).body.data.hero.headline).toBe(HEADLINE);
  });
});
