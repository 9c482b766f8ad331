import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, signIn } from "../../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../../tests/support/server";

// Every admin call of SPEC §7, as anonymous, as a signed-in `user` and as an admin.
const ID = "00000000-0000-4000-8000-000000000000";
const ADMIN_CALLS: [method: "get" | "post" | "put" | "delete", path: string][] = [
  ["post", "/api/solutions"],
  ["put", "/api/solutions/some-solution"],
  ["delete", "/api/solutions/some-solution"],
  ["put", "/api/solutions/some-solution/media"],
  ["delete", "/api/solutions/some-solution/media"],
  ["put", "/api/settings/homepage-video"],
  ["delete", "/api/settings/homepage-video"],
  ["get", "/api/admin/dashboard"],
  ["get", "/api/contact"],
  ["put", `/api/contact/${ID}`],
  ["delete", `/api/contact/${ID}`],
  ["get", "/api/users"],
  ["post", "/api/users"],
  ["put", `/api/users/${ID}`],
  ["delete", `/api/users/${ID}`],
  ["delete", `/api/users/${ID}/sessions`],
];

describe("authorization of admin calls", () => {
  let server: TestServer;
  let userToken: string;
  let adminToken: string;
  beforeAll(async () => {
    server = await startTestServer();
    userToken = (await signIn(server, "user")).token;
    adminToken = (await signIn(server, "admin")).token;
  });
  afterAll(() => server.close());

  const send = (token: string | undefined, method: (typeof ADMIN_CALLS)[number][0], path: string) => {
    const client = apiClient(server, token);
    return method === "get" || method === "delete" ? client[method](path) : client[method](path, {});
  };

  it.each(ADMIN_CALLS)("%s %s: 401 anonymous, 403 for role user, allowed for admin", async (method, path) => {
    const anonymous = await send(undefined, method, path);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({
      success: false,
      error: "Not authorised: please sign in",
      message: "Not authorised: please sign in",
    });

    const user = await send(userToken, method, path);
    expect(user.status).toBe(403);
    expect(user.body.error).toBe("Forbidden: administrator access required");

    const admin = await send(adminToken, method, path);
    expect([200, 201, 400, 404, 415]).toContain(admin.status);
    expect(admin.body.success).toBe(admin.status < 300);
  });

  it("a revoked or made-up token is anonymous", async () => {
    expect((await apiClient(server, "made-up-token").get("/api/contact")).status).toBe(401);
  });

  it("a cookie session must come from the site's own origin to change anything; Bearer is unaffected", async () => {
    const cookie = { cookie: `session=${adminToken}`, "content-type": "application/json" };
    const client = apiClient(server);
    const crossSite = await client.post("/api/users", {}, { ...cookie, origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.error).toBe("Forbidden: cross-site request");
    expect((await client.post("/api/users", {}, cookie)).status).toBe(403);
    expect((await client.post("/api/users", {}, { ...cookie, origin: "http://site.test" })).status).toBe(400);
    expect((await client.get("/api/users", cookie)).status).toBe(200);
    expect(
      (await apiClient(server, adminToken).post("/api/users", {}, { origin: "https://evil.example" })).status,
    ).toBe(400);
  });
});
