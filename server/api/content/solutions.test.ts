import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, signIn } from "../../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { MINIMUM_LISTS } from "../../../tests/support/solution-lists";
import { demoSolutions } from "../../seed/demo-solutions";
import { seedDemoContent } from "../../seed/seed";

const minimal = {
  ...MINIMUM_LISTS,
  id: "whatsapp-helper",
  title: "WhatsApp Helper",
  pricing: { upfront: "R1,200" },
};

describe("catalogue API", () => {
  let server: TestServer;
  let admin: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    server = await startTestServer();
    await seedDemoContent(server.database.db);
    admin = apiClient(server, (await signIn(server, "admin")).token);
  });
  afterAll(() => server.close());

  it("lists solutions with the list-view fields only", async () => {
    const response = await apiClient(server).get("/api/solutions");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.body.success).toBe(true);
    expect(response.body.count).toBe(demoSolutions.length);
    for (const item of response.body.data) {
      expect(Object.keys(item).sort()).toEqual([
        "challenges",
        "icon",
        "id",
        "sectors",
        "tagline",
        "tier",
        "title",
      ]);
    }
  });

  it("serves a full solution, and 404 for an unknown id", async () => {
    const id = demoSolutions[0]?.id as string;
    const found = await apiClient(server).get(`/api/solutions/${id}`);
    expect(found.body.data).toMatchObject({
      id,
      title: demoSolutions[0]?.title,
      pricing: demoSolutions[0]?.pricing,
    });
    expect(found.body.data.implementationSteps.map((s: { id: number }) => s.id)).toEqual(
      demoSolutions[0]?.implementationSteps?.map((_, i) => i + 1),
    );
    const missing = await apiClient(server).get("/api/solutions/no-such-thing");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      success: false,
      error: "Solution not found",
      message: "Solution not found",
    });
  });

  it("answers 304 to a matching ETag, and changes the ETag after every write", async () => {
    const first = await apiClient(server).get("/api/solutions");
    const etag = first.headers.get("etag") as string;
    // Weak when the response was compressed on the way out (fetch asks for gzip).
    expect(etag).toMatch(/^(W\/)?"[\w-]+"$/);
    expect((await apiClient(server).get("/api/solutions", { "if-none-match": etag })).status).toBe(304);

    expect((await admin.post("/api/solutions", { ...minimal, id: "etag-probe" })).status).toBe(201);
    const after = await apiClient(server).get("/api/solutions", { "if-none-match": etag });
    expect(after.status).toBe(200);
    expect(after.body.data.map((s: { id: string }) => s.id)).toContain("etag-probe");
    expect(after.headers.get("etag")).not.toBe(etag);
  });

  it("creates a solution with the SPEC §3 defaults and renumbered step ids (201)", async () => {
    const response = await admin.post("/api/solutions", {
      ...minimal,
      implementationSteps: [
        { id: 7, title: "Discover" },
        { id: 3, title: "Build" },
      ],
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      id: "whatsapp-helper",
      tier: "bronze",
      icon: "ChartBarIcon",
      timeline: "4-6 weeks",
      tagline: "",
      challenges: [],
      implementationSteps: [
        { id: 1, title: "Discover" },
        { id: 2, title: "Build" },
      ],
    });
    const conflict = await admin.post("/api/solutions", minimal);
    expect(conflict.status).toBe(409);
    expect(conflict.body.error).toBe("A solution with id 'whatsapp-helper' already exists");
  });

  it("validates every rule of the solution schema with field messages", async () => {
    const bad = await admin.post("/api/solutions", {
      id: "Not A Slug",
      title: "",
      tier: "platinum",
      icon: "RocketIcon",
      challenges: ["Space Travel"],
      sectors: ["Mining"],
      pricing: {},
      animation: { nodes: [{ id: "a", label: "A", type: "teleport", x: 1.5, y: 2 }], edges: [] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      id: "ID may contain only lowercase letters, digits and single hyphens",
      title: "Title is required",
      tier: "Tier must be bronze, silver or gold",
      icon: "Choose an icon from the icon list",
      "challenges.0": "Choose challenges from the list",
      "sectors.0": "Choose sectors from the list",
      "pricing.upfront": "Upfront price is required",
      "animation.nodes.0.type": "Node type must be input, process, output, data or decision",
      "animation.nodes.0.x": expect.any(String),
    });
    const dangling = await admin.post("/api/solutions", {
      ...minimal,
      id: "dangling",
      animation: {
        nodes: [
          { id: "a", label: "A", type: "input", x: 0, y: 0 },
          { id: "a", label: "A again", type: "output", x: 1, y: 0 },
        ],
        edges: [{ from: "a", to: "b" }],
      },
    });
    expect(dangling.status).toBe(400);
    expect(dangling.body.error).toBe("Duplicate node id 'a', Connection refers to unknown node 'b'");
    const missing = await admin.post("/api/solutions", {});
    expect(missing.body.errors).toMatchObject({ id: "ID is required", title: "Title is required" });
  });

  it("refuses a solution below SPEC §5's minimums, created or updated, naming each shortfall (400)", async () => {
    const tooSmall = {
      ...minimal,
      id: "too-small",
      features: [],
      implementationSteps: [],
      animation: { nodes: [{ id: "only", label: "Only", type: "input", x: 0, y: 0 }], edges: [] },
    };
    const refused = await admin.post("/api/solutions", tooSmall);
    expect(refused.status).toBe(400);
    const message =
      "At least one feature is required, At least 2 nodes are required, At least one implementation step is required";
    expect(refused.body).toEqual({
      success: false,
      error: message,
      message,
      errors: {
        features: "At least one feature is required",
        "animation.nodes": "At least 2 nodes are required",
        implementationSteps: "At least one implementation step is required",
      },
    });
    expect((await apiClient(server).get("/api/solutions/too-small")).status).toBe(404);

    // Leaving the lists out is no way round them.
    const { features: _f, implementationSteps: _s, ...withoutLists } = minimal;
    const bare = await admin.post("/api/solutions", { ...withoutLists, id: "too-small" });
    expect(bare.status).toBe(400);
    expect(bare.body.errors).toEqual({
      features: "At least one feature is required",
      implementationSteps: "At least one implementation step is required",
    });

    await admin.post("/api/solutions", { ...minimal, id: "kept-whole" });
    const shrunk = await admin.put("/api/solutions/kept-whole", { ...tooSmall, id: "kept-whole" });
    expect(shrunk.status).toBe(400);
    expect(shrunk.body.error).toBe(message);
    const stored = (await apiClient(server).get("/api/solutions/kept-whole")).body.data;
    expect(stored.features).toHaveLength(1);
    expect(stored.animation.nodes).toHaveLength(3);
  });

  it("keeps the id fixed on update and replaces the other fields", async () => {
    await admin.post("/api/solutions", { ...minimal, id: "fixed-id" });
    const updated = await admin.put("/api/solutions/fixed-id", {
      ...minimal,
      id: "another-id",
      title: "Renamed",
      tier: "gold",
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ id: "fixed-id", title: "Renamed", tier: "gold" });
    expect((await apiClient(server).get("/api/solutions/another-id")).status).toBe(404);
    expect((await apiClient(server).get("/api/solutions/fixed-id")).body.data.title).toBe("Renamed");
    expect((await admin.put("/api/solutions/never-was", minimal)).status).toBe(404);
  });

  it("deletes a solution", async () => {
    await admin.post("/api/solutions", { ...minimal, id: "short-lived" });
    expect((await admin.delete("/api/solutions/short-lived")).body).toEqual({ success: true, data: {} });
    expect((await apiClient(server).get("/api/solutions/short-lived")).status).toBe(404);
    expect((await admin.delete("/api/solutions/short-lived")).status).toBe(404);
  });
});
