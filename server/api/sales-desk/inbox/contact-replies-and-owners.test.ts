import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "#server/db/schema";
import { apiClient, signIn } from "../../../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../../../tests/support/server";

// The sales desk (issue 34): a reply written in the inbox is mailed to the enquirer through the
// outbox and kept with the enquiry; an enquiry is given to an administrator, who is told by mail.

describe("replies and owners of enquiries", () => {
  let server: TestServer;
  let thandi: Awaited<ReturnType<typeof signIn>>;
  let admin: ReturnType<typeof apiClient>;
  const mailTo = (to: string) =>
    server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id);
  // The enquirer also gets the acknowledgement of their enquiry.
  const repliesTo = async (to: string) =>
    (await mailTo(to)).filter((mail) => mail.subject.startsWith("Re: "));

  beforeAll(async () => {
    server = await startTestServer({ ENQUIRY_RATE_LIMIT: "0" });
    thandi = await signIn(server, "admin");
    admin = apiClient(server, thandi.token);
  });
  afterAll(() => server.close());

  async function enquire(name: string, email: string) {
    const response = await apiClient(server).post("/api/contact/enquiry", {
      name,
      email,
      message: "Can you read our delivery notes?\nWe get about 200 a week.",
    });
    expect(response.status).toBe(201);
    return response.body.data.id as string;
  }

  it("mails a reply with the message quoted, keeps it, and moves a new enquiry to in progress", async () => {
    const id = await enquire("Sipho Reply", "sipho.reply@example.co.za");
    const sent = await admin.post(`/api/contact/${id}/replies`, {
      body: "  Yes, we can. Shall we talk on Monday?  ",
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({
      authorName: thandi.user.name,
      body: "Yes, we can. Shall we talk on Monday?",
    });

    const [mail] = await repliesTo("sipho.reply@example.co.za");
    expect(mail).toMatchObject({
      subject: expect.stringMatching(/^Re: your enquiry to /),
      replyTo: thandi.email,
    });
    expect(mail?.text).toMatch(/^Yes, we can\. Shall we talk on Monday\?\n/);
    expect(mail?.text).toContain(
      "Sipho Reply wrote:\n> Can you read our delivery notes?\n> We get about 200 a week.",
    );

    const detail = (await admin.get(`/api/contact/${id}`)).body.data;
    expect(detail.status).toBe("in-progress");
    expect(detail.replies).toMatchObject([{ authorName: thandi.user.name }]);
    expect(detail.history).toMatchObject([
      { from: "new", to: "in-progress", changedByName: thandi.user.name },
    ]);
    expect(Date.parse(detail.lastReplyAt)).toBeGreaterThan(Date.now() - 60_000);

    // A second reply leaves the status as the admin set it.
    await admin.put(`/api/contact/${id}`, { status: "completed" });
    expect((await admin.post(`/api/contact/${id}/replies`, { body: "One more thing." })).status).toBe(201);
    expect((await admin.get(`/api/contact/${id}`)).body.data).toMatchObject({ status: "completed" });
    expect(await repliesTo("sipho.reply@example.co.za")).toHaveLength(2);
  });

  it("quotes the enquirer's message under the company's name with no working link, cut at 2,000 characters", async () => {
    const lure = [
      "Your account is locked: log in at https://evil.example/login or www.evil.example,",
      "or write to help@evil.example (fee: R1.5 million). Also evil\u200b.example and ftp://1.2.3.4/x",
    ].join("\n");
    const message = `${lure}\n${"y".repeat(2_000 - lure.length - 1)}TAIL NOT QUOTED`;
    const sent = await apiClient(server).post("/api/contact/enquiry", {
      name: "Visit evil.example",
      email: "lure@example.co.za",
      message,
    });
    const id = sent.body.data.id as string;
    expect((await admin.post(`/api/contact/${id}/replies`, { body: "Thanks, we will call." })).status).toBe(
      201,
    );

    const [mail] = await repliesTo("lure@example.co.za");
    const quote = mail?.text.slice(mail.text.indexOf(" wrote:\n") + " wrote:\n".length) ?? "";
    expect(mail?.text).toContain("Visit evil[.]example wrote:");
    expect(quote.split("\n").slice(0, 2)).toEqual([
      "> Your account is locked: log in at https[:]//evil[.]example/login or www[.]evil[.]example,",
      "> or write to help@evil[.]example (fee: R1.5 million). Also evil[.]example and ftp[:]//1.2.3.4/x",
    ]);
    expect(mail?.text).not.toMatch(/:\/\/|evil\.example|\u200b|<a/i);
    expect(quote.split("\n").at(-1)).toBe("> […]");
    expect(quote).not.toContain("TAIL");
    const quotedCharacters = quote
      .split("\n")
      .slice(0, -1)
      .map((line) => line.slice(2))
      .join("\n");
    expect(quotedCharacters.replaceAll(/\[(.)\]/g, "$1")).toBe(message.slice(0, 2_000).replace("\u200b", ""));
  });

  it("refuses an empty or too long reply with the field's message, and a deleted enquiry", async () => {
    const id = await enquire("Empty Reply", "empty.reply@example.co.za");
    const empty = await admin.post(`/api/contact/${id}/replies`, { body: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ body: "Please write the reply before sending it." });
    const long = await admin.post(`/api/contact/${id}/replies`, { body: "x".repeat(5001) });
    expect(long.body.errors).toEqual({ body: "A reply can be at most 5000 characters; this one has 5001." });
    await admin.delete(`/api/contact/${id}`);
    const gone = await admin.post(`/api/contact/${id}/replies`, { body: "Hello" });
    expect(gone.status).toBe(404);
    expect(await repliesTo("empty.reply@example.co.za")).toEqual([]);
  });

  it("assigns to an administrator, who is mailed; the list shows the owner and filters mine", async () => {
    const lindiwe = await signIn(server, "admin");
    const first = await enquire("Owned One", "owned.one@example.co.za");
    const second = await enquire("Owned Two", "owned.two@example.co.za");

    const one = await admin.put(`/api/contact/${first}/owner`, { ownerId: lindiwe.user.id });
    expect(one.body.data).toMatchObject({
      id: first,
      ownerId: lindiwe.user.id,
      ownerName: lindiwe.user.name,
    });
    const bulk = await admin.post("/api/contact/bulk-owner", { ids: [second], ownerId: lindiwe.user.id });
    expect(bulk.body.data).toMatchObject([{ id: second, ownerName: lindiwe.user.name }]);
    const told = await mailTo(lindiwe.email);
    expect(told.map((mail) => mail.subject)).toEqual([
      `${thandi.user.name} assigned you the enquiry from Owned One`,
      `${thandi.user.name} assigned you the enquiry from Owned Two`,
    ]);
    expect(told[0]?.text).toContain(`/admin/contacts?id=${first}`);

    const mine = apiClient(server, lindiwe.token);
    const listed = (await mine.get("/api/contact?owner=me")).body;
    expect(listed.data.map((contact: { id: string }) => contact.id).sort()).toEqual([first, second].sort());
    expect(listed.total).toBe(2);
    expect((await admin.get("/api/contact?owner=me")).body.total).toBe(0);

    // Taking one oneself sends no mail; giving it to no one clears the owner.
    await admin.put(`/api/contact/${first}/owner`, { ownerId: thandi.user.id });
    expect(await mailTo(thandi.email)).toEqual([]);
    const cleared = await admin.put(`/api/contact/${first}/owner`, { ownerId: null });
    expect(cleared.body.data).toMatchObject({ ownerId: null, ownerName: null });
  });

  it("assigns only to administrators", async () => {
    const id = await enquire("Not Owned", "not.owned@example.co.za");
    const user = await signIn(server, "user");
    const refused = await admin.put(`/api/contact/${id}/owner`, { ownerId: user.user.id });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("Enquiries can only be assigned to an administrator");
    const bad = await admin.put(`/api/contact/${id}/owner`, { ownerId: "someone" });
    expect(bad.status).toBe(400);
    await admin.delete(`/api/contact/${id}`);
    const gone = await admin.put(`/api/contact/${id}/owner`, { ownerId: thandi.user.id });
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe("This enquiry has been deleted, so it can no longer be changed.");
    expect(
      (await apiClient(server, user.token).put(`/api/contact/${id}/owner`, { ownerId: null })).status,
    ).toBe(403);
  });
});
