import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, signIn } from "../../../tests/support/api-client";
import { captureLogs } from "../../../tests/support/log-capture";
import { newUserBody } from "../../../tests/support/new-user";
import { startTestServer, type TestServer } from "../../../tests/support/server";

// Security events are one JSON line each, with the account's id, the client's address and
// the outcome, and never a password or token (docs/security.md, "What is logged").

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

  it("logs sign-ins, failed ones with the account they were made on, and never what was typed", async () => {
    const user = await signIn(server, "user");
    const client = apiClient(server);
    expect(
      (await client.post("/api/auth/login", { email: user.email, password: "wrong-password-1" })).status,
    ).toBe(401);
    expect(
      (await client.post("/api/auth/login", { email: "nobody@example.com", password: "wrong-password-2" }))
        .status,
    ).toBe(401);
    expect(events("sign-in")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ outcome: "ok", userId: user.user.id, ip: "127.0.0.1" }),
        expect.objectContaining({ outcome: "refused", userId: user.user.id, detail: "unauthorised" }),
      ]),
    );
    // An address with no account behind it: the attempt is logged, with no account.
    expect(events("sign-in").filter((line) => line.outcome === "refused" && !line.userId)).toHaveLength(1);
    for (const secret of [user.password, "wrong-password-1", "wrong-password-2", user.token, user.email])
      expect(logs.text()).not.toContain(secret);
  });

  it("logs who created, changed and deleted which account, and who ended sessions", async () => {
    const admin = await signIn(server, "admin");
    const api = apiClient(server, admin.token);
    const created = await api.post(
      "/api/users",
      newUserBody({ name: "New Person", email: "new.person@example.com" }),
    );
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect(
      (await api.put(`/api/users/${id}`, { name: "Renamed Person", email: "new.person@example.com" })).status,
    ).toBe(200);
    expect((await api.delete(`/api/users/${id}/sessions`)).status).toBe(200);
    expect((await api.delete(`/api/users/${id}`)).status).toBe(200);
    const byAdmin = { outcome: "ok", userId: admin.user.id, targetId: id, ip: "127.0.0.1" };
    expect(events("user-created")).toContainEqual(
      expect.objectContaining({ ...byAdmin, detail: "role user" }),
    );
    expect(events("user-changed")).toContainEqual(
      expect.objectContaining({ ...byAdmin, detail: "name email role" }),
    );
    expect(events("user-signed-out")).toContainEqual(expect.objectContaining(byAdmin));
    expect(events("user-deleted")).toContainEqual(expect.objectContaining(byAdmin));
    expect(logs.text()).not.toContain("a-long-new-password");
    expect(logs.text()).not.toContain("new.person@example.com");
  });

  it("logs a refused action once, as its own event, not again as a 403", async () => {
    const user = await signIn(server, "user");
    // Ending one's other sessions without the password again: refused with 403.
    expect((await apiClient(server, user.token).delete("/api/auth/sessions")).status).toBe(403);
    const lines = logs
      .text()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Line & { reqId?: string })
      .filter((line) => line.security && line.userId === user.user.id && line.security !== "sign-in");
    expect(lines).toMatchObject([{ security: "other-sessions-ended", outcome: "refused" }]);
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
