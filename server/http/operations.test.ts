import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../tests/support/server";

describe("operations endpoints", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("/healthz says the process is up, with a request id", async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("x-request-id")).toMatch(/^[\w-]{8,}$/);
  });

  it("/readyz answers 200 while the database answers", async () => {
    const response = await fetch(`${server.url}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ready" });
  });

  it("unknown API paths answer a JSON 404", async () => {
    const response = await fetch(`${server.url}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, error: "Not found", message: "Not found" });
  });
});

describe("readiness without a database", () => {
  it("/readyz answers 503 once the database is gone", async () => {
    const server = await startTestServer();
    await server.database.close();
    const response = await fetch(`${server.url}/readyz`);
    expect(response.status).toBe(503);
    await server.close().catch(() => {});
  });
});
