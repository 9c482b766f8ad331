import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, signIn } from "../../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { MINIMUM_LISTS } from "../../../tests/support/solution-lists";

// The first anonymous read of public JSON goes through the app and fills the public cache;
// the next is answered from the cache before the app. A client must not tell them apart.
describe("public cache front", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: "https://ai.example.co.za" });
  });
  afterAll(() => server.close());

  const comparable = (headers: Headers) => {
    const { date: _, "x-request-id": id, ...rest } = Object.fromEntries(headers);
    expect(id).toMatch(/^[\w-]+$/);
    return rest;
  };

  it("answers a repeated read with the same status, headers and bytes as the app did", async () => {
    const first = await apiClient(server).get("/api/solutions?fresh=1");
    const second = await apiClient(server).get("/api/solutions?fresh=1");
    expect(second.status).toBe(200);
    expect(comparable(second.headers)).toEqual(comparable(first.headers));
    expect(second.body).toEqual(first.body);
    expect(second.headers.get("strict-transport-security")).toMatch(/^max-age=31536000/);
  });

  it("answers If-None-Match with the same 304 as the app", async () => {
    const etag = (await apiClient(server).get("/api/settings")).headers.get("etag") as string;
    const fromApp = await apiClient(server).get("/api/settings?other", { "if-none-match": etag });
    const fromCache = await apiClient(server).get("/api/settings", { "if-none-match": etag });
    expect(fromApp.status).toBe(304);
    expect(fromCache.status).toBe(304);
    expect(comparable(fromCache.headers)).toEqual(comparable(fromApp.headers));
  });

  it("keeps a request id sent by a proxy, and replaces one that is not a plain token", async () => {
    await apiClient(server).get("/api/solutions");
    const kept = await apiClient(server).get("/api/solutions", { "x-request-id": "lb-7f3a" });
    expect(kept.headers.get("x-request-id")).toBe("lb-7f3a");
    const replaced = await apiClient(server).get("/api/solutions", { "x-request-id": "bad id\u00e9" });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("leaves signed-in readers to the app, which marks their answers no-store", async () => {
    await apiClient(server).get("/api/solutions");
    const { token } = await signIn(server, "admin");
    const byBearer = await apiClient(server, token).get("/api/solutions");
    expect(byBearer.headers.get("cache-control")).toBe("no-store");
    const byCookie = await apiClient(server).get("/api/solutions", { cookie: `__Host-session=${token}` });
    expect(byCookie.headers.get("cache-control")).toBe("no-store");
  });

  it("serves the change, not the cached copy, once content changes", async () => {
    const before = (await apiClient(server).get("/api/solutions")).body.count as number;
    const { token } = await signIn(server, "admin");
    await apiClient(server, token).post("/api/solutions", {
      ...MINIMUM_LISTS,
      id: "fresh",
      title: "Fresh",
      pricing: { upfront: "R1" },
    });
    expect((await apiClient(server).get("/api/solutions")).body.count).toBe(before + 1);
  });
});
