import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../tests/support/server";

// A database that stops answering (here: closed under the running server) is a passing
// outage: every read that needs it answers 503 with Retry-After and no-store, in the API's
// error shape, never a 500 or an empty list that a cache could keep (decision 0019). The
// PostgreSQL outage itself, with caches and two instances, is tests/reliability/outage.test.ts.
describe("reads while the database is closed", () => {
  let server: TestServer;
  let sessionCookie: string;
  const pageBody = "the catalogue page";

  beforeAll(async () => {
    server = await startTestServer({}, { pages: async () => new Response(pageBody) });
    sessionCookie = `session=${(await signIn(server, "user")).token}`;
    await server.database.close();
  });
  afterAll(() => server.close().catch(() => {}));

  it.each(["/api/solutions", "/api/solutions/ai-chatbot", "/api/settings"])(
    "GET %s answers 503",
    async (path) => {
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await fetch(`${server.url}${path}`);
        expect(response.status).toBe(503);
        expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(await response.json()).toEqual({
          success: false,
          error: "Service temporarily unavailable. Please try again.",
          message: "Service temporarily unavailable. Please try again.",
        });
      }
    },
  );

  it("a signed-in visitor's page, which needs the session, answers 503 too", async () => {
    const response = await fetch(`${server.url}/solutions`, { headers: { cookie: sessionCookie } });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await response.text()).toBe("Service temporarily unavailable. Please try again.");
  });
});
