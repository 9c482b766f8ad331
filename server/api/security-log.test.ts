import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, signIn } from "../../tests/support/api-client";
import { captureLogs } from "../../tests/support/log-capture";
import { startTestServer, type TestServer } from "../../tests/support/server";

// Security events are one JSON line each, with the account's id, the client's address and
// the outcome, and never a password or token (README, "Security").

interface Line {
  msg: string;
  level: number;
  security?: string;
  outcome?: string;
  userId?: string;
  targetId?: string;
  ip?: string;
  status?: number;
  detail?: string;
}

describe("security events", () => {
  let server: TestServer;
  const logs = captureLogs("info");
  const events = (security: string) =>
    logs
      .text()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Line)
      .filter((line) => line.security === security);

  beforeAll(async () => {
    server = await startTestServer({ ENQUIRY_RATE_LIMIT: "1" }, { logger: logs.logger });
  });
  afterAll(() => server.close());

  it("logs a 403 with the account that was refused and where it came from", async () => {
    const user = await signIn(server, "user");
    expect((await apiClient(server, user.token).get("/api/users")).status).toBe(403);
    expect(events("refused")).toContainEqual(
      expect.objectContaining({
        level: 40,
        outcome: "refused",
        userId: user.user.id,
        ip: "127.0.0.1",
        status: 403,
        detail: "GET /api/users",
      }),
    );
    expect(logs.text()).not.toContain(user.token);
    expect(logs.text()).not.toContain(user.password);
  });

  it("logs a 429 with the client's address", async () => {
    const enquiry = { name: "Thandi", email: "thandi@example.co.za", message: "Hello" };
    await apiClient(server).post("/api/enquiries", enquiry);
    expect((await apiClient(server).post("/api/enquiries", enquiry)).status).toBe(429);
    expect(events("refused")).toContainEqual(
      expect.objectContaining({ status: 429, ip: "127.0.0.1", detail: "POST /api/enquiries" }),
    );
  });
});
