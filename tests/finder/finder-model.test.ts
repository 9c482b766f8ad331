import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FinderMatch } from "#domain/content/finder";
import { seedDemoContent } from "#server/seed/seed";
import { createReranker } from "#server/services/finder/finder-rerank";
import { apiClient } from "../support/api-client";
import { fakeChatModel, type ModelReply } from "../support/fake-chat-model";
import { startTestServer, type TestServer } from "../support/server";

// FINDER_LLM_URL (decision 0093): the operator's model may only put the lexical matches in
// another order. Its endpoint is outside our control, so a fake one on this machine answers.

const match = (id: string): FinderMatch => ({
  id,
  title: `Title of ${id}`,
  score: 1,
  why: "You mentioned “x”.",
});
const lexical = [match("a"), match("b"), match("c")];
const ids = (matches: FinderMatch[]) => matches.map((m) => m.id);

describe("re-ranking by the operator's model", () => {
  let next: ModelReply = "silence";
  let model: Awaited<ReturnType<typeof fakeChatModel>>;
  const failures: string[] = [];
  beforeAll(async () => {
    model = await fakeChatModel(() => next);
  });
  afterAll(() => model.close());
  const rerank = (limitMs?: number) =>
    createReranker({ url: `${model.url}/`, key: "sk-test", model: "tiny", limitMs }, (reason) =>
      failures.push(reason),
    );

  it("puts the lexical matches in the model's order, asking with the words, their ids and the key", async () => {
    next = { content: JSON.stringify({ ids: ["c", "a", "b"] }) };
    const ranked = await rerank()("my till slips get lost", lexical);
    expect(ranked).toEqual([lexical[2], lexical[0], lexical[1]]);
    const sent = model.received.at(-1);
    expect(sent?.path).toBe("/v1/chat/completions");
    expect(sent?.headers.authorization).toBe("Bearer sk-test");
    expect(sent?.body.model).toBe("tiny");
    expect(JSON.stringify(sent?.body.messages)).toContain("my till slips get lost");
    expect(JSON.stringify(sent?.body.response_format)).toContain('"enum":["a","b","c"]');
  });

  it("drops ids it was not given and repeats; those it left out follow in the lexical order", async () => {
    next = { content: JSON.stringify({ ids: ["plumbing", "b", "b"] }) };
    expect(ids(await rerank()("x", lexical))).toEqual(["b", "a", "c"]);
  });

  it("keeps the lexical order when the model says anything else, fails, or is silent past the limit", async () => {
    const before = failures.length;
    const replies: ModelReply[] = [
      { content: "Sure! The best one is a." },
      { content: JSON.stringify({ ranking: ["c"] }) },
      { status: 500 },
      "silence",
    ];
    for (const reply of replies) {
      next = reply;
      expect(ids(await rerank(200)("x", lexical)), JSON.stringify(reply)).toEqual(["a", "b", "c"]);
    }
    expect(failures.length - before).toBe(replies.length);
  });

  it("asks nothing when there is nothing to order", async () => {
    const asked = model.received.length;
    expect(await rerank()("x", [match("a")])).toEqual([match("a")]);
    expect(await rerank()("x", [])).toEqual([]);
    expect(model.received.length).toBe(asked);
  });
});

describe("the finder with FINDER_LLM_URL set", () => {
  let model: Awaited<ReturnType<typeof fakeChatModel>>;
  let server: TestServer;
  beforeAll(async () => {
    // A model that always prefers the lexical step's last.
    model = await fakeChatModel((request) => {
      const asked = JSON.parse(request.messages.at(-1)?.content ?? "{}") as { solutions: { id: string }[] };
      return { content: JSON.stringify({ ids: asked.solutions.map((s) => s.id).reverse() }) };
    });
    server = await startTestServer({ FINDER_LLM_URL: model.url });
    await seedDemoContent(server.database.db);
  });
  afterAll(async () => {
    await server.close();
    await model.close();
  });

  it("answers in the model's order, only solutions the lexical step found", async () => {
    const response = await apiClient(server).get(
      `/api/solutions/match?q=${encodeURIComponent("slips and invoices for SARS, and I forget to call customers back")}`,
    );
    expect(response.status).toBe(200);
    const answered = (response.body.data as FinderMatch[]).map((m) => m.id);
    const messages = model.received.at(-1)?.body.messages as { content: string }[] | undefined;
    const shown = JSON.parse(messages?.at(-1)?.content ?? "{}") as { solutions: { id: string }[] };
    expect(answered.length).toBeGreaterThan(1);
    expect(answered).toEqual(shown.solutions.map((s) => s.id).reverse());
  });

  it("does not ask the model when nothing fits", async () => {
    const asked = model.received.length;
    const response = await apiClient(server).get("/api/solutions/match?q=I%20need%20a%20plumber");
    expect(response.body).toEqual({ success: true, data: [], noMatch: true });
    expect(model.received.length).toBe(asked);
  });
});
