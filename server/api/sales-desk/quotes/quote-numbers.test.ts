import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client";
import { apiClient, signIn } from "../../../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../../../tests/support/server";

// Quote numbers from two instances on one PostgreSQL database, as behind a load balancer: one
// gap-free sequence, no number given twice (decision 0091). PGlite is one process's own
// database (quotes.test.ts makes quotes at once on it).
describe.runIf(process.env.TEST_DATABASE_URL)("quote numbers from two instances", () => {
  let a: TestServer;
  let b: TestServer;
  let token: string;

  beforeAll(async () => {
    a = await startTestServer();
    b = await startTestServer(
      {},
      { database: await openDatabase({ kind: "postgres", url: a.database.url as string }) },
    );
    token = (await signIn(a, "admin")).token;
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it("numbers 20 quotes made at once on two instances 1 to 20", async () => {
    const logged = await apiClient(a, token).post("/api/contact/conversations", {
      name: "Two Instances",
      email: "two@example.co.za",
      message: "Quote me twice.",
      channel: "email",
    });
    expect(logged.status).toBe(201);
    const id = logged.body.data.id;
    const made = await Promise.all(
      Array.from({ length: 20 }, (_, i) => apiClient(i % 2 ? b : a, token).post(`/api/contact/${id}/quotes`)),
    );
    expect(made.map((r) => r.status)).toEqual(Array(20).fill(201));
    const year = new Date().getUTCFullYear();
    const numbers = made.map((r) => r.body.data.number as string).sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, i) => `Q-${year}-${String(i + 1).padStart(4, "0")}`),
    );
  });
});
