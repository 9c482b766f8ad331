import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, signIn } from "../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../tests/support/server";
import { openDatabase } from "./client";

// Two instances on one PostgreSQL database: a write through one empties the other's cache.
// PGlite is one process's own database, so this runs where TEST_DATABASE_URL names a server.
describe.runIf(process.env.TEST_DATABASE_URL)("cache invalidation across instances", () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer();
    const shared = await openDatabase({ kind: "postgres", url: a.database.url as string });
    b = await startTestServer({}, { database: shared });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it("a solution created through A is listed by B within a second", async () => {
    const before = await apiClient(b).get("/api/solutions");
    expect(before.body.count).toBe(0);
    const admin = apiClient(a, (await signIn(a, "admin")).token);
    expect(
      (await admin.post("/api/solutions", { id: "shared", title: "Shared", pricing: { upfront: "R900" } }))
        .status,
    ).toBe(201);
    const deadline = Date.now() + 1000;
    let count = 0;
    while (Date.now() < deadline && count === 0) {
      count = (await apiClient(b).get("/api/solutions")).body.count;
      if (count === 0) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(count).toBe(1);
  });
});
