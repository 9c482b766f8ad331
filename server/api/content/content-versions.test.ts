import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, signIn } from "../../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { MINIMUM_LISTS } from "../../../tests/support/solution-lists";

// Two admins editing at once (issue 15): a save names the version it started from (If-Match),
// a stale one is refused with 409, and every save keeps the version it replaced.

const KEPT = 3;

let created = 0;
function newSolution(title = "Versioned Helper") {
  created++;
  return { ...MINIMUM_LISTS, id: `versioned-${created}`, title, pricing: { upfront: "R1,200" } };
}

describe("versions of solutions and settings", () => {
  let server: TestServer;
  let alice: ReturnType<typeof apiClient>;
  let bob: ReturnType<typeof apiClient>;
  let aliceName: string;
  beforeAll(async () => {
    server = await startTestServer({ CONTENT_VERSIONS_KEPT: String(KEPT) });
    const first = await signIn(server, "admin");
    aliceName = first.user.name;
    alice = apiClient(server, first.token);
    bob = apiClient(server, (await signIn(server, "admin")).token);
  });
  afterAll(() => server.close());

  async function create(title?: string) {
    const solution = newSolution(title);
    const response = await alice.post("/api/solutions", solution);
    expect(response.status).toBe(201);
    expect(response.headers.get("etag")).toBe('"1"');
    return solution;
  }

  it("gives an admin the version as the ETag of the solution", async () => {
    const solution = await create();
    const read = await alice.get(`/api/solutions/${solution.id}`);
    expect(read.status).toBe(200);
    expect(read.headers.get("etag")).toBe('"1"');
    expect(read.body.data.title).toBe(solution.title);
  });

  it("refuses a stale save with 409, the stored version and content, and takes the current one", async () => {
    const solution = await create();
    const path = `/api/solutions/${solution.id}`;
    const first = await alice.put(path, { ...solution, title: "Alice's title" }, { "If-Match": '"1"' });
    expect(first.status).toBe(200);
    expect(first.headers.get("etag")).toBe('"2"');

    const stale = await bob.put(path, { ...solution, title: "Bob's title" }, { "If-Match": '"1"' });
    expect(stale.status).toBe(409);
    expect(stale.headers.get("etag")).toBe('"2"');
    expect(stale.body).toMatchObject({
      success: false,
      error: expect.any(String),
      message: stale.body.error,
      version: 2,
      current: { id: solution.id, title: "Alice's title" },
    });
    expect((await alice.get(path)).body.data.title).toBe("Alice's title");

    const current = await bob.put(path, { ...solution, title: "Bob's title" }, { "If-Match": '"2"' });
    expect(current.status).toBe(200);
    expect(current.headers.get("etag")).toBe('"3"');
    expect(current.body.data.title).toBe("Bob's title");
  });

  it("takes back the weak ETag of a gzipped answer: the version it names, stale or current (issue 30)", async () => {
    const solution = await create();
    const path = `/api/solutions/${solution.id}`;
    // From 1 KB an answer is gzipped for a client that asks, as browsers do, and compression
    // weakens its ETag.
    const long = { ...solution, description: "Answers customers' questions at any hour. ".repeat(40) };
    expect((await alice.put(path, long)).status).toBe(200);
    const read = await alice.get(path, { "Accept-Encoding": "gzip" });
    const readTag = read.headers.get("etag") as string;
    expect(readTag).toBe('W/"2"');

    const first = await alice.put(path, { ...long, title: "Alice's title" }, { "If-Match": readTag });
    expect(first.status).toBe(200);
    expect(first.headers.get("etag")).toBe('W/"3"');

    const stale = await bob.put(path, { ...long, tagline: "Bob's tagline" }, { "If-Match": readTag });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ version: 3, current: { title: "Alice's title", tagline: "" } });

    const staleTag = stale.headers.get("etag") as string;
    expect(staleTag).toBe('W/"3"');
    const both = { title: "Alice's title", tagline: "Bob's tagline" };
    const current = await bob.put(path, { ...long, ...both }, { "If-Match": staleTag });
    expect(current.status).toBe(200);
    expect((await alice.get(path)).body.data).toMatchObject(both);
  });

  it("saves without If-Match (or with *) as SPEC §7 has it, still counting versions", async () => {
    const solution = await create();
    const path = `/api/solutions/${solution.id}`;
    const plain = await alice.put(path, { ...solution, title: "No header" });
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ success: true, data: { title: "No header" } });
    expect(plain.headers.get("etag")).toBe('"2"');
    const any = await alice.put(path, { ...solution, title: "Any version" }, { "If-Match": "*" });
    expect(any.status).toBe(200);
    expect(any.headers.get("etag")).toBe('"3"');
  });

  it("answers a malformed If-Match or version with 400, an unknown one with 404", async () => {
    const solution = await create();
    const path = `/api/solutions/${solution.id}`;
    for (const tag of ["1", "W/1", 'w/"1"', '"one"', '"0"', '"99999999999"']) {
      const response = await alice.put(path, solution, { "If-Match": tag });
      expect(response.status, tag).toBe(400);
      expect(response.body.error).toMatch(/If-Match/);
    }
    expect((await alice.post(`${path}/versions/abc/restore`)).status).toBe(400);
    expect((await alice.post(`${path}/versions/0/restore`)).status).toBe(400);
    expect((await alice.post(`${path}/versions/7/restore`)).status).toBe(404);
    expect((await alice.get("/api/solutions/no-such-solution/versions")).status).toBe(404);
    const missing = await alice.put("/api/solutions/no-such-solution", solution, { "If-Match": '"1"' });
    expect(missing.status).toBe(404);
  });

  it("lists earlier versions with who saved them and when, newest first", async () => {
    const solution = await create("Version one");
    const path = `/api/solutions/${solution.id}`;
    await bob.put(path, { ...solution, title: "Version two" });
    await alice.put(path, { ...solution, title: "Version three" });
    const list = await alice.get(`${path}/versions`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const [two, one] = list.body.data;
    expect(two.savedBy).toMatch(/^admin /);
    expect(two.savedBy).not.toBe(aliceName);
    expect(one.savedBy).toBe(aliceName);
    expect(Date.parse(two.savedAt)).toBeGreaterThanOrEqual(Date.parse(one.savedAt));
  });

  it("restores a version as a new save, which can itself be undone", async () => {
    const solution = await create("Original");
    const path = `/api/solutions/${solution.id}`;
    await alice.put(path, { ...solution, title: "Rewritten", tagline: "A new tagline" });

    const stale = await alice.post(`${path}/versions/1/restore`, undefined, { "If-Match": '"1"' });
    expect(stale.status).toBe(409);

    const restored = await alice.post(`${path}/versions/1/restore`, undefined, { "If-Match": '"2"' });
    expect(restored.status).toBe(200);
    expect(restored.headers.get("etag")).toBe('"3"');
    expect(restored.body.data).toMatchObject({ title: "Original", tagline: "" });
    expect((await apiClient(server).get(path)).body.data.title).toBe("Original");

    const versions = (await alice.get(`${path}/versions`)).body.data;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const undone = await alice.post(`${path}/versions/2/restore`);
    expect(undone.status).toBe(200);
    expect(undone.body.data).toMatchObject({ title: "Rewritten", tagline: "A new tagline" });
  });

  it(`keeps only the newest ${KEPT} earlier versions`, async () => {
    const solution = await create("Save 1");
    const path = `/api/solutions/${solution.id}`;
    for (let n = 2; n <= 6; n++) await alice.put(path, { ...solution, title: `Save ${n}` });
    const list = await alice.get(`${path}/versions`);
    expect(list.body.data.map((v: { version: number }) => v.version)).toEqual([5, 4, 3]);
    expect((await alice.post(`${path}/versions/2/restore`)).status).toBe(404);
  });

  it("forgets a solution's versions when it is purged from the Trash, so a new one with its id starts afresh", async () => {
    const solution = await create("Old life");
    const path = `/api/solutions/${solution.id}`;
    await alice.put(path, { ...solution, title: "Old life, edited" });
    expect((await alice.delete(path)).status).toBe(200);
    const { db, solutions } = server.services;
    const afterTrashDays = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
    await db.transaction((tx) => solutions.purgeTrash(tx, afterTrashDays));
    expect((await alice.post("/api/solutions", solution)).headers.get("etag")).toBe('"1"');
    expect((await alice.get(`${path}/versions`)).body.data).toEqual([]);
  });

  it("versions the settings the same way", async () => {
    const path = "/api/settings/enquiries";
    const read = await alice.get(path);
    expect(read.body.data).toEqual({ acknowledgeEnquiries: true, retentionMonths: 24 });
    const tag = read.headers.get("etag") as string;
    const saved = await alice.put(path, { acknowledgeEnquiries: false }, { "If-Match": tag });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ acknowledgeEnquiries: false, retentionMonths: 24 });
    const newTag = saved.headers.get("etag") as string;
    expect(newTag).not.toBe(tag);

    const stale = await bob.put(path, { acknowledgeEnquiries: true }, { "If-Match": tag });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ success: false, current: { acknowledgeEnquiries: false } });
    expect(stale.headers.get("etag")).toBe(newTag);

    const list = await alice.get("/api/settings/versions");
    expect(list.status).toBe(200);
    const [previous] = list.body.data;
    expect(previous).toMatchObject({ savedBy: null });
    const restored = await bob.post(`/api/settings/versions/${previous.version}/restore`, undefined, {
      "If-Match": newTag,
    });
    expect(restored.status).toBe(200);
    expect(restored.body.data).toEqual({ acknowledgeEnquiries: true, retentionMonths: 24 });
    expect((await alice.get(path)).body.data).toEqual({ acknowledgeEnquiries: true, retentionMonths: 24 });
    expect((await bob.post("/api/settings/versions/999/restore")).status).toBe(404);
  });

  it("takes the weak form of the settings' version too, stale or current", async () => {
    const path = "/api/settings/enquiries";
    // Too small for our compression to weaken, but a proxy's may.
    const read = await alice.get(path);
    const weak = `W/${read.headers.get("etag")}`;
    const acknowledge = read.body.data.acknowledgeEnquiries as boolean;
    const saved = await alice.put(path, { acknowledgeEnquiries: !acknowledge }, { "If-Match": weak });
    expect(saved.status).toBe(200);

    const stale = await bob.put(path, { acknowledgeEnquiries: acknowledge }, { "If-Match": weak });
    expect(stale.status).toBe(409);
    const savedWeak = `W/${saved.headers.get("etag")}`;
    const current = await bob.put(path, { acknowledgeEnquiries: acknowledge }, { "If-Match": savedWeak });
    expect(current.status).toBe(200);
  });

  it("refuses the version endpoints to visitors (401) and signed-in non-admins (403)", async () => {
    const solution = await create();
    const user = apiClient(server, (await signIn(server, "user")).token);
    const visitor = apiClient(server);
    const calls = [
      (client: typeof user) => client.get(`/api/solutions/${solution.id}/versions`),
      (client: typeof user) => client.post(`/api/solutions/${solution.id}/versions/1/restore`),
      (client: typeof user) => client.get("/api/settings/versions"),
      (client: typeof user) => client.post("/api/settings/versions/1/restore"),
    ];
    for (const call of calls) {
      expect((await call(visitor)).status).toBe(401);
      const refused = await call(user);
      expect(refused.status).toBe(403);
      expect(refused.body.success).toBe(false);
    }
    // Visitors and non-admins read the shared copy, without the admin's version.
    expect((await user.get(`/api/solutions/${solution.id}`)).headers.get("etag")).not.toBe('"1"');
  });
});
