import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../server/db/client";
import { apiClient, signIn } from "./support/api-client";
import { mediaFile, uploadForm } from "./support/media-fixtures";
import { startTestServer, type TestServer } from "./support/server";

// Two instances on one PostgreSQL database, as behind a load balancer. PGlite is one process's
// own database, so this runs where TEST_DATABASE_URL names a server.
describe.runIf(process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL", () => {
  const limits = { ENQUIRY_RATE_LIMIT: "3", LOGIN_RATE_LIMIT: "2" };
  let a: TestServer;
  let b: TestServer;
  let adminToken: string;
  let adminOnA: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    a = await startTestServer(limits);
    const shared = await openDatabase({ kind: "postgres", url: a.database.url as string });
    b = await startTestServer(limits, { database: shared });
    adminToken = (await signIn(a, "admin")).token;
    adminOnA = apiClient(a, adminToken);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  /** Polls B until `read` is satisfied or a second has passed; returns the last reading. */
  async function withinOneSecond<T>(read: () => Promise<T>, done: (value: T) => boolean) {
    const deadline = Date.now() + 1000;
    let value = await read();
    while (!done(value) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      value = await read();
    }
    return value;
  }

  it("a solution created and then changed through A is served so by B within a second", async () => {
    const count = () =>
      apiClient(b)
        .get("/api/solutions")
        .then((r) => r.body.count as number);
    const before = await count();
    const created = await adminOnA.post("/api/solutions", {
      id: "shared",
      title: "Shared",
      pricing: { upfront: "R900" },
    });
    expect(created.status).toBe(201);
    expect(await withinOneSecond(count, (n) => n === before + 1)).toBe(before + 1);

    // B has now cached the solution; the change must empty that cache too.
    const title = () =>
      apiClient(b)
        .get("/api/solutions/shared")
        .then((r) => r.body.data.title as string);
    expect(await title()).toBe("Shared");
    const stored = (await adminOnA.get("/api/solutions/shared")).body.data;
    const renamed = await adminOnA.put("/api/solutions/shared", { ...stored, title: "Shared, renamed" });
    expect(renamed.status).toBe(200);
    expect(await withinOneSecond(title, (t) => t === "Shared, renamed")).toBe("Shared, renamed");
  });

  it("media uploaded through A is served by B, byte for byte", async () => {
    const png = mediaFile("png", 4000);
    const response = await fetch(`${a.url}/api/solutions/shared/media`, {
      method: "PUT",
      headers: { authorization: `Bearer ${adminToken}` },
      body: uploadForm("media", png, "shared.png"),
    });
    expect(response.status).toBe(200);
    const { url } = (await response.json()).data.media;
    const served = await fetch(`${b.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(png))).toBe(true);
  });

  it("an address's enquiry allowance is shared: once used up across A and B, both refuse", async () => {
    const enquiry = (n: number) => ({
      name: `Visitor ${n}`,
      email: `visitor${n}@example.co.za`,
      company: "Shared Ltd",
      message: "We would like to know more.",
    });
    const statuses = [];
    for (const [n, server] of [a, b, a].entries()) {
      statuses.push((await apiClient(server).post("/api/enquiries", enquiry(n))).status);
    }
    expect(statuses).toEqual([201, 201, 201]);
    for (const server of [a, b]) {
      const refused = await apiClient(server).post("/api/enquiries", enquiry(9));
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    }
  });

  it("failed sign-ins count against one account on both instances", async () => {
    const { email } = await signIn(a, "user");
    const attempt = (server: TestServer) =>
      apiClient(server).post("/api/auth/login", { email, password: "not the password" });
    expect((await attempt(a)).status).toBe(401);
    expect((await attempt(b)).status).toBe(401);
    expect((await attempt(a)).status).toBe(429);
    expect((await attempt(b)).status).toBe(429);
  });
});
