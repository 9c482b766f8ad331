import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, signIn } from "../../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { seedDemoContent } from "../../seed/seed";

// GET /api/solutions/match (issue 51, decision 0085) on the real database: only published
// solutions, a catalogue change seen by the next description, bad input refused in the API's
// shape, and `match` reserved as a solution id.
describe("the solution finder's API", () => {
  let server: TestServer;
  let admin: ReturnType<typeof apiClient>;
  const find = (q: string) => apiClient(server).get(`/api/solutions/match?q=${encodeURIComponent(q)}`);
  beforeAll(async () => {
    server = await startTestServer();
    await seedDemoContent(server.database.db);
    admin = apiClient(server, (await signIn(server, "admin")).token);
  });
  afterAll(() => server.close());

  it("answers the solutions that fit, best first, with why, at most 5", async () => {
    const response = await find("ama-invoice ami ayalahleka, SARS ifuna wona");
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    expect(response.body.noMatch).toBe(false);
    expect(response.body.data.length).toBeLessThanOrEqual(5);
    expect(response.body.data[0]).toMatchObject({
      id: "ocr-receipt-capture",
      title: "OCR Receipt Capture for Bookkeeping",
    });
    expect(response.body.data[0].why).toMatch(/SARS/);
    const scores = response.body.data.map((match: { score: number }) => match.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("says noMatch when nothing fits", async () => {
    const response = await find("I need a plumber");
    expect(response.body).toEqual({ success: true, data: [], noMatch: true });
  });

  it("refuses a blank description with a clear message", async () => {
    for (const path of [
      "/api/solutions/match",
      "/api/solutions/match?q=",
      "/api/solutions/match?q=%20%0A%09",
    ]) {
      const response = await apiClient(server).get(path);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        success: false,
        errors: { q: "Describe your business problem in a few words" },
      });
    }
  });

  it("cuts a description beyond 2,000 characters instead of refusing it", async () => {
    const response = await find(`till slips for SARS ${"x".repeat(5000)}`);
    expect(response.status).toBe(200);
    expect(response.body.data[0].id).toBe("ocr-receipt-capture");
  });

  it("leaves out a draft and sees a change at once", async () => {
    const { body } = await admin.get("/api/solutions/ocr-receipt-capture");
    await admin.put("/api/solutions/ocr-receipt-capture", { ...body.data, id: undefined, status: "draft" });
    const hidden = await find("till slips for SARS");
    expect(hidden.body.data.map((match: { id: string }) => match.id)).not.toContain("ocr-receipt-capture");
    await admin.put("/api/solutions/ocr-receipt-capture", {
      ...body.data,
      id: undefined,
      status: "published",
    });
    expect((await find("till slips for SARS")).body.data[0].id).toBe("ocr-receipt-capture");
  });

  it("keeps `match` for the finder: no solution may take it as its id", async () => {
    const { body } = await admin.get("/api/solutions/ocr-receipt-capture");
    const response = await admin.post("/api/solutions", { ...body.data, id: "match" });
    expect(response.status).toBe(400);
    expect(response.body.errors.id).toMatch(/reserved/);
  });
});
