import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, signIn } from "../../../tests/support/api-client";
import { photo } from "../../../tests/support/image-fixtures";
import { mediaRequests, uploadForm } from "../../../tests/support/media-fixtures";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { MINIMUM_LISTS } from "../../../tests/support/solution-lists";

// Issue 31, item 4: a deleted solution goes to the Trash, is restored with its media and
// versions, and is purged 30 days later by the daily job, on a clock the test moves.

const START = Date.parse("2026-11-27T08:00:00.000Z");
let clock = START;
const now = () => clock;
const DAY = 24 * 60 * 60 * 1000;

let server: TestServer;
let token: string;
let admin: ReturnType<typeof apiClient>;
const anonymous = () => apiClient(server);
const { upload, fetchBytes, libraryItem } = mediaRequests(
  () => server,
  () => token,
);

const solution = (id: string, title = `Title of ${id}`) => ({
  id,
  title,
  pricing: { upfront: "R1,000" },
  ...MINIMUM_LISTS,
});

/** A solution with a saved edit (one earlier version) and a picture. */
async function solutionWithHistory(id: string) {
  expect((await admin.post("/api/solutions", solution(id, "First title"))).status).toBe(201);
  const opened = await admin.get(`/api/solutions/${id}`);
  const { id: _id, ...body } = { ...opened.body.data, title: "Second title" };
  const saved = await admin.put(`/api/solutions/${id}`, body, {
    "if-match": opened.headers.get("etag") as string,
  });
  expect(saved.status).toBe(200);
  const uploaded = await upload(
    `/api/solutions/${id}/media`,
    // A copy of its own (decision 0081 would point it at the stored twin), so a purge of one
    // solution is seen to let go of its file while the other still uses its own.
    uploadForm("media", await photo(64, 48, "png"), "shop.png", undefined, { duplicate: "keep" }),
  );
  expect(uploaded.status).toBe(200);
  return (await uploaded.json()).data.media.url as string;
}

beforeAll(async () => {
  server = await startTestServer({}, { now });
  token = (await signIn(server, "admin")).token;
  admin = apiClient(server, token);
});
afterAll(() => server.close());

describe("deleting a solution", () => {
  it("answers as SPEC §7 says and hides it from visitors and the admin list, but not from the Trash", async () => {
    await solutionWithHistory("trashed");
    const deleted = await admin.delete("/api/solutions/trashed");
    expect(deleted).toMatchObject({ status: 200, body: { success: true, data: {} } });

    expect((await anonymous().get("/api/solutions/trashed")).status).toBe(404);
    expect(
      (await anonymous().get("/api/solutions")).body.data.map((s: { id: string }) => s.id),
    ).not.toContain("trashed");
    expect((await admin.get("/api/solutions/trashed")).status).toBe(404);
    expect((await admin.get("/api/solutions")).body.data.map((s: { id: string }) => s.id)).not.toContain(
      "trashed",
    );
    expect((await admin.get("/api/solutions/trashed/versions")).status).toBe(404);
    expect((await admin.put("/api/solutions/trashed", solution("trashed"))).status).toBe(404);
    expect((await admin.delete("/api/solutions/trashed")).status).toBe(404);

    const trash = await admin.get("/api/trash/solutions");
    expect(trash.status).toBe(200);
    expect(trash.body.data).toContainEqual({
      id: "trashed",
      title: "Second title",
      tier: "bronze",
      deletedAt: new Date(START).toISOString(),
      purgeAt: new Date(START + 30 * DAY).toISOString(),
    });
  });

  it("keeps its id: a new solution cannot take it while it is in the Trash", async () => {
    const taken = await admin.post("/api/solutions", solution("trashed"));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toContain("is in the Trash");
  });

  it("leaves the Trash to admins", async () => {
    expect((await anonymous().get("/api/trash/solutions")).status).toBe(401);
    const user = apiClient(server, (await signIn(server, "user")).token);
    expect((await user.get("/api/trash/solutions")).status).toBe(403);
    expect((await user.post("/api/trash/solutions/trashed/restore")).status).toBe(403);
  });
});

describe("restoring from the Trash", () => {
  it("brings the solution back with its media and versions", async () => {
    const mediaUrl = await solutionWithHistory("restored");
    const versionsBefore = (await admin.get("/api/solutions/restored/versions")).body.data;
    expect(versionsBefore).toHaveLength(1);
    await admin.delete("/api/solutions/restored");

    const restored = await admin.post("/api/trash/solutions/restored/restore");
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({
      id: "restored",
      title: "Second title",
      media: { url: mediaUrl },
    });

    const visible = await anonymous().get("/api/solutions/restored");
    expect(visible.status).toBe(200);
    expect(visible.body.data.media.url).toBe(mediaUrl);
    expect((await fetchBytes(mediaUrl)).response.status).toBe(200);
    expect((await admin.get("/api/solutions/restored/versions")).body.data).toEqual(versionsBefore);
    expect(
      (await admin.get("/api/trash/solutions")).body.data.map((s: { id: string }) => s.id),
    ).not.toContain("restored");
  });

  it("answers 404 for a solution that is not in the Trash", async () => {
    const missing = await admin.post("/api/trash/solutions/restored/restore");
    expect(missing).toMatchObject({
      status: 404,
      body: { success: false, error: "Solution not found in the Trash" },
    });
    expect((await admin.post("/api/trash/solutions/never-was/restore")).status).toBe(404);
  });
});

describe("the daily purge", () => {
  it("deletes what has been in the Trash for 30 days, with its versions, and nothing sooner; its files stay in the library", async () => {
    clock = START + DAY;
    const mediaUrl = await solutionWithHistory("purged");
    await admin.delete("/api/solutions/purged");
    clock = START + 2 * DAY;
    await solutionWithHistory("recently-trashed");
    await admin.delete("/api/solutions/recently-trashed");

    // 31 days after the first deletion, 30 after the second less five hours: only "trashed" is due.
    await server.services.dailyJobs.check(new Date(START + 30 * DAY - 5 * 60 * 60 * 1000 + DAY));
    let left = (await admin.get("/api/trash/solutions")).body.data.map((s: { id: string }) => s.id);
    expect(left).toEqual(["recently-trashed", "purged"]);

    await server.services.dailyJobs.check(new Date(START + 31 * DAY + 19 * 60 * 60 * 1000));
    left = (await admin.get("/api/trash/solutions")).body.data.map((s: { id: string }) => s.id);
    expect(left).toEqual(["recently-trashed"]);
    // The picture is the library's (decision 0058): still served, no longer used by anything.
    expect((await fetchBytes(mediaUrl)).response.status).toBe(200);
    expect((await libraryItem(mediaUrl))?.usedBy).toEqual([]);

    // Gone for good: the id is free, and the new solution starts without the old one's history.
    clock = START + 32 * DAY;
    expect((await admin.post("/api/solutions", solution("purged"))).status).toBe(201);
    expect((await admin.get("/api/solutions/purged/versions")).body.data).toEqual([]);
    expect((await admin.post("/api/trash/solutions/purged/restore")).status).toBe(404);
  });
});
