import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactPresence, mailOutbox } from "#server/db/schema";
import { apiClient, signIn } from "../../../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../../../tests/support/server";

// Two admins on one enquiry (issue 45, item 2; decision 0074): every change to an enquiry moves
// its version, sent as the ETag; a change that names an older one in If-Match is refused with
// 409, who made the change in between, when, and the enquiry as it is now. Without If-Match the
// API answers as SPEC §7 has it. Who else has the enquiry open is kept in the database.

describe("enquiry versions, stale changes and presence", () => {
  let server: TestServer;
  let naledi: Awaited<ReturnType<typeof signIn>>;
  let sipho: Awaited<ReturnType<typeof signIn>>;
  let asNaledi: ReturnType<typeof apiClient>;
  let asSipho: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    server = await startTestServer({ ENQUIRY_RATE_LIMIT: "0" });
    naledi = await signIn(server, "admin");
    sipho = await signIn(server, "admin");
    asNaledi = apiClient(server, naledi.token);
    asSipho = apiClient(server, sipho.token);
  });
  afterAll(() => server.close());

  let sent = 0;
  async function enquire() {
    sent++;
    const email = `versions${sent}@example.co.za`;
    const response = await apiClient(server).post("/api/contact/enquiry", {
      name: `Versioned ${sent}`,
      email,
      message: "Can you help with our stock counts?",
    });
    expect(response.status).toBe(201);
    return { id: response.body.data.id as string, email };
  }

  // Compression weakens a larger answer's ETag (W/"3"); it names the same version.
  const strong = (tag: string | null) => tag?.replace(/^W\//, "") ?? null;
  const etag = async (id: string) => strong((await asNaledi.get(`/api/contact/${id}`)).headers.get("etag"));
  const replies = async (to: string) =>
    (await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).filter((mail) =>
      mail.subject.startsWith("Re: "),
    );

  it("answers an ETag that moves with every change, and not with a read", async () => {
    const { id } = await enquire();
    const seen = [await etag(id)];
    expect(seen[0]).toMatch(/^(W\/)?"\d+"$/);
    expect(await etag(id)).toBe(seen[0]);

    const status = await asNaledi.put(`/api/contact/${id}`, { status: "in-progress" });
    expect(strong(status.headers.get("etag"))).not.toBe(seen[0]);
    seen.push(await etag(id));
    expect(strong(status.headers.get("etag"))).toBe(seen[1]);
    await asNaledi.put(`/api/contact/${id}/owner`, { ownerId: sipho.user.id });
    seen.push(await etag(id));
    await asNaledi.post(`/api/contact/${id}/notes`, { body: "Called, no answer." });
    seen.push(await etag(id));
    const reply = await asNaledi.post(`/api/contact/${id}/replies`, { body: "We can." });
    seen.push(await etag(id));
    expect(strong(reply.headers.get("etag"))).toBe(seen[4]);
    expect(new Set(seen).size).toBe(seen.length);
    // The version travels in the record too, for a list row's change.
    const listed = (await asNaledi.get("/api/contact?q=versions")).body.data.find(
      (row: { id: string }) => row.id === id,
    );
    expect(`"${listed.version}"`).toBe(seen[4]);
  });

  it("refuses a stale status, owner, note or reply with 409: who, when and what is there now", async () => {
    const { id, email } = await enquire();
    const opened = (await etag(id)) as string;
    const moved = await asSipho.put(`/api/contact/${id}`, { status: "completed" }, { "If-Match": opened });
    expect(moved.status).toBe(200);

    for (const [method, path, body] of [
      ["put", "", { status: "in-progress" }],
      ["put", "/owner", { ownerId: naledi.user.id }],
      ["post", "/notes", { body: "Mine." }],
      ["post", "/replies", { body: "Hello from Naledi." }],
    ] as const) {
      const stale = await asNaledi[method](`/api/contact/${id}${path}`, body, { "If-Match": opened });
      expect(stale.status, `${method} ${path}`).toBe(409);
      expect(stale.body).toMatchObject({
        success: false,
        error: `${sipho.user.name} changed this enquiry since you opened it`,
        changedBy: sipho.user.name,
        current: { id, status: "completed", ownerId: null, notes: [], replies: [] },
      });
      expect(Date.parse(stale.body.changedAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(strong(stale.headers.get("etag"))).toBe(await etag(id));
    }
    // Nothing of the refused changes happened, and no mail left.
    expect((await asNaledi.get(`/api/contact/${id}`)).body.data).toMatchObject({
      status: "completed",
      ownerId: null,
      notes: [],
      replies: [],
    });
    expect(await replies(email)).toHaveLength(0);

    // With the ETag as it is now, the same change goes through.
    const fresh = (await etag(id)) as string;
    const taken = await asNaledi.put(
      `/api/contact/${id}/owner`,
      { ownerId: naledi.user.id },
      { "If-Match": fresh },
    );
    expect(taken.status).toBe(200);
    expect(taken.body.data).toMatchObject({ ownerId: naledi.user.id });
  });

  it("without If-Match changes as before; a malformed one is a 400", async () => {
    const { id } = await enquire();
    await asSipho.put(`/api/contact/${id}`, { status: "completed" });
    const unchecked = await asNaledi.put(`/api/contact/${id}`, { status: "new" });
    expect(unchecked.status).toBe(200);
    expect(unchecked.body).toMatchObject({ success: true, data: { id, status: "new" } });
    const any = await asNaledi.put(`/api/contact/${id}`, { status: "completed" }, { "If-Match": "*" });
    expect(any.status).toBe(200);
    const bad = await asNaledi.put(`/api/contact/${id}`, { status: "new" }, { "If-Match": "yesterday" });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^If-Match must be/);
  });

  it("of two replies written on the same version, sends one; the other is told of it", async () => {
    const { id, email } = await enquire();
    const opened = (await etag(id)) as string;
    const [first, second] = await Promise.all([
      asNaledi.post(`/api/contact/${id}/replies`, { body: "Naledi here." }, { "If-Match": opened }),
      asSipho.post(`/api/contact/${id}/replies`, { body: "Sipho here." }, { "If-Match": opened }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const refused = first.status === 409 ? first : second;
    expect(refused.body.current.replies).toHaveLength(1);
    expect(await replies(email)).toHaveLength(1);
  });

  it("records assignments in the history, and mails an owner someone else assigned", async () => {
    const { id } = await enquire();
    await asNaledi.put(`/api/contact/${id}/owner`, { ownerId: sipho.user.id });
    await asSipho.put(`/api/contact/${id}/owner`, { ownerId: sipho.user.id });
    await asSipho.put(`/api/contact/${id}/owner`, { ownerId: naledi.user.id });
    await asNaledi.put(`/api/contact/${id}/owner`, { ownerId: null });
    const detail = (await asNaledi.get(`/api/contact/${id}`)).body.data;
    // Giving it to whom it already belongs is no change.
    expect(detail.assignments).toMatchObject([
      { fromName: null, toName: sipho.user.name, changedByName: naledi.user.name },
      { fromName: sipho.user.name, toName: naledi.user.name, changedByName: sipho.user.name },
      { fromName: naledi.user.name, toName: null, changedByName: naledi.user.name },
    ]);
    const mailed = async (to: string) =>
      (await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).filter((mail) =>
        mail.subject.includes(`enquiry from ${detail.name}`),
      );
    expect((await mailed(sipho.email)).map((mail) => mail.subject)).toEqual([
      `${naledi.user.name} assigned you the enquiry from ${detail.name}`,
    ]);
    expect((await mailed(naledi.email)).map((mail) => mail.subject)).toEqual([
      `${sipho.user.name} assigned you the enquiry from ${detail.name}`,
    ]);
  });

  it("moves the inbox summary's changedAt when an enquiry changes, and its total when one is deleted", async () => {
    const { id } = await enquire();
    const before = (await asNaledi.get("/api/contact/summary")).body.data.changedAt;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await asSipho.post(`/api/contact/${id}/notes`, { body: "Moves the summary." });
    const after = (await asNaledi.get("/api/contact/summary")).body.data.changedAt;
    expect(after).not.toBe(before);
    expect(Date.parse(after)).toBeGreaterThan(Date.now() - 60_000);

    // A deletion moves the total, so other admins' lists drop the enquiry too.
    const { total } = (await asNaledi.get("/api/contact/summary")).body.data;
    await asSipho.delete(`/api/contact/${id}`);
    expect((await asNaledi.get("/api/contact/summary")).body.data.total).toBe(total - 1);
  });

  it("tells each admin who else has the enquiry open, until their heartbeat stops", async () => {
    const { id } = await enquire();
    const beat = (as: typeof asNaledi, activity: string) =>
      as.put(`/api/contact/${id}/presence`, { activity }, { "X-Activity": "background" });
    const alone = await beat(asNaledi, "viewing");
    expect(alone.status).toBe(200);
    expect(alone.body.data).toEqual({ version: expect.any(Number), others: [] });
    await beat(asSipho, "replying");
    expect((await beat(asNaledi, "viewing")).body.data.others).toEqual([
      { userId: sipho.user.id, name: sipho.user.name, activity: "replying" },
    ]);
    expect((await beat(asSipho, "viewing")).body.data.others).toEqual([
      { userId: naledi.user.id, name: naledi.user.name, activity: "viewing" },
    ]);

    // Sipho's tab went quiet 21 s ago: he no longer counts, and his row is cleared away.
    await server.database.db
      .update(contactPresence)
      .set({ seenAt: sql`now() - interval '21 seconds'` })
      .where(eq(contactPresence.userId, sipho.user.id));
    expect((await beat(asNaledi, "viewing")).body.data.others).toEqual([]);
    expect(
      await server.database.db
        .select()
        .from(contactPresence)
        .where(eq(contactPresence.userId, sipho.user.id)),
    ).toEqual([]);

    // Closing the panel says so at once.
    await beat(asSipho, "viewing");
    expect((await asSipho.delete(`/api/contact/${id}/presence`)).status).toBe(200);
    expect((await beat(asNaledi, "viewing")).body.data.others).toEqual([]);

    // The heartbeat carries the version, so an open panel learns of a change.
    const { version } = (await beat(asNaledi, "viewing")).body.data;
    await asSipho.put(`/api/contact/${id}`, { status: "completed" });
    expect((await beat(asNaledi, "viewing")).body.data.version).toBeGreaterThan(version);

    expect((await asNaledi.put(`/api/contact/${id}/presence`, { activity: "typing" })).status).toBe(400);
    await asNaledi.delete(`/api/contact/${id}`);
    expect((await beat(asNaledi, "viewing")).status).toBe(404);
    const user = await signIn(server, "user");
    expect(
      (await apiClient(server, user.token).put(`/api/contact/${id}/presence`, { activity: "viewing" }))
        .status,
    ).toBe(403);
  });

  it("describes If-Match and the 409 of a stale change in the OpenAPI document", async () => {
    const { body } = await apiClient(server).get("/api/openapi.json");
    for (const [path, method] of [
      ["/api/contact/{id}", "put"],
      ["/api/contact/{id}/owner", "put"],
      ["/api/contact/{id}/replies", "post"],
      ["/api/contact/{id}/notes", "post"],
    ] as const) {
      const operation = body.paths[path][method];
      expect(operation.parameters.map((p: { name: string }) => p.name)).toContain("If-Match");
      expect(operation.responses["409"].content["application/json"].schema.$ref).toBe(
        "#/components/schemas/StaleEnquiry",
      );
    }
    expect(Object.keys(body.components.schemas.StaleEnquiry.properties)).toEqual(
      expect.arrayContaining(["error", "changedBy", "changedAt", "current"]),
    );
    expect(body.paths["/api/contact/{id}/presence"].put).toBeDefined();
  });
});
