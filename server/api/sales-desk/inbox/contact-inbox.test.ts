import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INTERESTS } from "#domain/options";
import { contacts, mailOutbox } from "#server/db/schema";
import { seedDemoContent } from "#server/seed/seed";
import { apiClient, signIn } from "../../../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../../../tests/support/server";
import { MINIMUM_LISTS } from "../../../../tests/support/solution-lists";

// The lead inbox's API (docs/decisions/0023): attribution stored with each enquiry, server-side
// search and paging, notes and status history, bulk actions, and the mails an enquiry causes.

const enquiry = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  email: `${name.toLowerCase().replaceAll(" ", ".")}@example.co.za`,
  company: "",
  message: "Line one\nLine two",
  ...extra,
});

describe("the lead inbox API", () => {
  let server: TestServer;
  let admin: ReturnType<typeof apiClient>;
  let proof: { currentPassword: string };
  let adminName: string;
  const visitor = () => apiClient(server);

  beforeAll(async () => {
    server = await startTestServer({ ENQUIRY_RATE_LIMIT: "0", NOTIFY_EMAIL: "sales@example.co.za" });
    await seedDemoContent(server.database.db);
    const signedIn = await signIn(server, "admin");
    admin = apiClient(server, signedIn.token);
    adminName = signedIn.user.name;
    proof = { currentPassword: signedIn.password };
  });
  afterAll(() => server.close());

  async function send(path: "/api/enquiries" | "/api/contact/enquiry", body: Record<string, unknown>) {
    const response = await visitor().post(path, body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.data.id as string;
  }

  it("stores where an enquiry came from: page, solution, referring host and utm tags", async () => {
    const [solution] = (await visitor().get("/api/solutions")).body.data;
    const fromDialog = await send(
      "/api/enquiries",
      enquiry("Lindiwe Attribution", {
        sourcePage: `/solutions/${solution.id}?email=private@example.com`,
        referrerHost: "https://www.google.co.za/search?q=ai+for+smme",
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: "winter-2026",
      }),
    );
    const fromContactPage = await send("/api/contact/enquiry", {
      ...enquiry("Pieter Attribution"),
      interest: "crm",
      sourcePage: "/contact",
      solutionId: solution.id,
      referrerHost: "javascript:alert(1)",
      utmSource: "x".repeat(500),
    });
    const plain = await send("/api/enquiries", enquiry("Nomsa Attribution"));

    const dialog = (await admin.get(`/api/contact/${fromDialog}`)).body.data;
    expect(dialog).toMatchObject({
      _id: fromDialog,
      id: fromDialog,
      source: "get-started",
      sourcePage: `/solutions/${solution.id}`,
      solutionId: solution.id,
      solutionTitle: solution.title,
      referrerHost: "www.google.co.za",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "winter-2026",
      message: "Line one\nLine two",
    });
    const contactPage = (await admin.get(`/api/contact/${fromContactPage}`)).body.data;
    expect(contactPage).toMatchObject({
      source: "contact-page",
      sourcePage: "/contact",
      solutionId: solution.id,
      referrerHost: "",
      utmSource: "x".repeat(100),
    });
    expect((await admin.get(`/api/contact/${plain}`)).body.data).toMatchObject({
      sourcePage: "",
      solutionId: null,
      solutionTitle: null,
      referrerHost: "",
      utmSource: "",
    });
    // The SPEC §7 list carries the same fields.
    const listed = (await admin.get("/api/contact")).body.data.find(
      (c: { id: string }) => c.id === fromDialog,
    );
    expect(listed).toMatchObject({ _id: fromDialog, solutionId: solution.id, utmCampaign: "winter-2026" });
  });

  // Issue 46 item 3 (decision 0080): a preview link's visitor cannot name a draft; nor can a client.
  it("keeps an enquiry naming a solution visitors cannot see, without naming it", async () => {
    const created = await admin.post("/api/solutions", {
      ...MINIMUM_LISTS,
      id: "unpublished-helper",
      title: "Unpublished Helper",
      pricing: { upfront: "R1,000" },
      status: "draft",
    });
    expect(created.status).toBe(201);
    const named = await send("/api/enquiries", enquiry("Thabo Draft", { solutionId: "unpublished-helper" }));
    const fromPage = await send("/api/contact/enquiry", {
      ...enquiry("Zanele Draft"),
      sourcePage: "/solutions/unpublished-helper",
    });
    const madeUp = await send("/api/enquiries", enquiry("Sizwe Madeup", { solutionId: "no-such-solution" }));
    for (const id of [named, fromPage, madeUp])
      expect((await admin.get(`/api/contact/${id}`)).body.data).toMatchObject({
        solutionId: null,
        message: "Line one\nLine two",
      });
  });

  it("pages, searches and filters on the server, with totals, and keeps the bare list as SPEC §7 has it", async () => {
    for (let i = 0; i < 7; i++) await send("/api/enquiries", enquiry(`Pager Person ${i}`));
    await send("/api/contact/enquiry", { ...enquiry("Receipt Fan"), interest: "ocr" });

    const bare = (await admin.get("/api/contact")).body;
    expect(Object.keys(bare).sort()).toEqual(["count", "data", "success"]);
    expect(bare.count).toBe(bare.data.length);

    const first = (await admin.get("/api/contact?q=pager%20PERSON&page=1&pageSize=3")).body;
    expect(first).toMatchObject({ success: true, total: 7, page: 1, pageSize: 3, pageCount: 3, count: 3 });
    expect(first.data.map((c: { name: string }) => c.name)).toEqual([
      "Pager Person 6",
      "Pager Person 5",
      "Pager Person 4",
    ]);
    const last = (await admin.get("/api/contact?q=pager&page=3&pageSize=3")).body;
    expect(last.data.map((c: { name: string }) => c.name)).toEqual(["Pager Person 0"]);

    // The interest's label is searched as well as its value; LIKE wildcards are plain text.
    const byLabel = (await admin.get("/api/contact?q=receipt%20data")).body;
    expect(byLabel.data.map((c: { name: string }) => c.name)).toEqual(["Receipt Fan"]);
    // The dialog's stored tag is found by the words the screens show for it.
    const fromTheDialog = (await admin.get("/api/contact?q=started%20dialog&pageSize=100")).body;
    expect(fromTheDialog.data.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(["Pager Person 0", "Pager Person 6"]),
    );
    expect(fromTheDialog.data.map((c: { name: string }) => c.name)).not.toContain("Receipt Fan");
    expect((await admin.get("/api/contact?q=%25")).body.total).toBe(0);

    const all = (await admin.get("/api/contact?page=1")).body;
    expect(all.total).toBe(bare.count);
    const id = first.data[0].id;
    expect((await admin.put(`/api/contact/${id}`, { status: "inProgress" })).status).toBe(200);
    for (const status of ["inProgress", "in-progress"]) {
      const filtered = (await admin.get(`/api/contact?status=${status}&q=pager`)).body;
      expect(filtered.total).toBe(1);
      expect(filtered.data[0]).toMatchObject({ id, status: "in-progress" });
    }
    expect((await admin.get("/api/contact?status=new&q=pager")).body.total).toBe(6);

    const bad = await admin.get("/api/contact?page=0&pageSize=5000&status=archived");
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      page: "page must be at least 1",
      pageSize: "pageSize must be at most 1000",
      status: "Status must be all, new, in-progress or completed",
    });
  });

  it("searches the phone, the message and the notes as well as name, email and company", async () => {
    const byPhone = await send("/api/contact/enquiry", enquiry("Phone Finder", { phone: "+27 71 909 4321" }));
    const byMessage = await send(
      "/api/enquiries",
      enquiry("Message Finder", { message: "We run a Tuckshop in Soweto and need stock counts" }),
    );
    const byNote = await send("/api/enquiries", enquiry("Note Finder"));
    await admin.post(`/api/contact/${byNote}/notes`, { body: "Prefers Afrikaans; call after the Braai" });
    // A second matching note still lists the enquiry once.
    await admin.post(`/api/contact/${byNote}/notes`, { body: "Braai season is busy" });

    const found = async (q: string) =>
      (await admin.get(`/api/contact?q=${encodeURIComponent(q)}&page=1&pageSize=10`)).body;
    expect((await found("909 4321")).data.map((c: { id: string }) => c.id)).toEqual([byPhone]);
    expect((await found("TUCKSHOP in soweto")).data.map((c: { id: string }) => c.id)).toEqual([byMessage]);
    const noted = await found("braai");
    expect(noted.data.map((c: { id: string }) => c.id)).toEqual([byNote]);
    expect(noted.total).toBe(1);
    expect((await admin.get(`/api/contact?q=braai&status=completed`)).body.total).toBe(0);
  });

  it("counts a search that names an interest exactly: its enquiries from the kept counts, the others by their own words", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push(await send("/api/contact/enquiry", { ...enquiry(`Bot Buyer ${i}`), interest: "chatbot" }));
    }
    await send(
      "/api/enquiries",
      enquiry("Dialog Writer", { message: "We want an auto-reply bot on WhatsApp" }),
    );
    const noted = await send("/api/contact/enquiry", { ...enquiry("Noted Buyer"), interest: "crm" });
    await admin.post(`/api/contact/${noted}/notes`, { body: "Asked about the Auto-Reply Bot too" });
    expect((await admin.put(`/api/contact/${ids[0]}`, { status: "completed" })).status).toBe(200);
    expect((await admin.delete(`/api/contact/${ids[2]}`)).status).toBe(200);

    // What the inbox reports, against counting row by row what the search column held before
    // decision 0067: the enquiry's words with its interest's value and label, or one of its notes.
    const labels = INTERESTS.map((i) => `when '${i.value}' then '${i.label.replaceAll("'", "''")}'`).join(
      " ",
    );
    const rowByRow = async (q: string, status?: string) => {
      const [row] = await server.database.db
        .select({ n: sql<number>`count(*)::integer` })
        .from(contacts)
        .where(sql`(${status ?? null}::text is null or ${contacts.status} = ${status ?? null})
          and (lower(${contacts.name} || ' ' || ${contacts.email} || ' ' || ${contacts.company} || ' ' || ${contacts.phone}
                 || ' ' || ${contacts.message} || ' ' || ${contacts.interest} || ' '
                 || case ${contacts.interest} ${sql.raw(labels)} else '' end) like ${`%${q}%`}
               or exists (select 1 from contact_notes n where n.contact_id = ${contacts.id} and lower(n.body) like ${`%${q}%`}))`);
      return row?.n;
    };
    const cases: [string, string?][] = [
      ["auto-reply bot"],
      ["auto-reply bot", "completed"],
      ["auto-reply bot", "new"],
      ["chatbot"],
      ["get started"],
      ["receipt data"],
      ["management"],
      ["e"],
      ["e", "in-progress"],
    ];
    for (const [q, status] of cases) {
      const listed = (
        await admin.get(`/api/contact?q=${encodeURIComponent(q)}${status ? `&status=${status}` : ""}`)
      ).body;
      expect(listed.total, `${q} ${status ?? ""}`).toBe(await rowByRow(q, status));
    }
    const found = (await admin.get("/api/contact?q=auto-reply%20bot&page=1&pageSize=3")).body;
    expect(found.data.map((c: { name: string }) => c.name)).toEqual([
      "Noted Buyer",
      "Dialog Writer",
      "Bot Buyer 1",
    ]);
    expect(found.total).toBeGreaterThanOrEqual(4);
    expect((await admin.get("/api/contact?q=auto-reply%20bot&status=completed")).body.data).toMatchObject([
      { id: ids[0] },
    ]);
  });

  it("keeps notes and the status history, and says so when the enquiry has been deleted", async () => {
    const id = await send("/api/enquiries", enquiry("Noted Person"));
    const note = await admin.post(`/api/contact/${id}/notes`, {
      body: "  Called back, wants a quote.\nSend Friday. ",
    });
    expect(note.status).toBe(201);
    expect(note.body.data).toMatchObject({
      authorName: adminName,
      body: "Called back, wants a quote.\nSend Friday.",
      createdAt: expect.any(String),
    });
    await admin.put(`/api/contact/${id}`, { status: "in-progress" });
    await admin.put(`/api/contact/${id}`, { status: "in-progress" });
    await admin.put(`/api/contact/${id}`, { status: "completed" });

    const detail = (await admin.get(`/api/contact/${id}`)).body.data;
    expect(detail.notes.map((n: { body: string }) => n.body)).toEqual([
      "Called back, wants a quote.\nSend Friday.",
    ]);
    expect(detail.history).toEqual([
      { from: "new", to: "in-progress", changedByName: adminName, changedAt: expect.any(String) },
      { from: "in-progress", to: "completed", changedByName: adminName, changedAt: expect.any(String) },
    ]);

    const empty = await admin.post(`/api/contact/${id}/notes`, { body: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.body).toBe("Please write the note before saving it.");
    const long = await admin.post(`/api/contact/${id}/notes`, { body: "x".repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe("A note can be at most 2000 characters; this one has 2001.");

    expect((await admin.delete(`/api/contact/${id}`)).status).toBe(200);
    const lateNote = await admin.post(`/api/contact/${id}/notes`, { body: "Too late" });
    expect(lateNote.status).toBe(404);
    expect(lateNote.body.error).toBe("This enquiry has been deleted, so it can no longer be changed.");
    const lateStatus = await admin.put(`/api/contact/${id}`, { status: "new" });
    expect(lateStatus.status).toBe(404);
    expect(lateStatus.body.error).toBe("This enquiry has been deleted, so it can no longer be changed.");
    expect((await admin.get(`/api/contact/${id}`)).status).toBe(404);
  });

  it("marks and deletes several enquiries at once, keeping the dashboard's counts right", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push(await send("/api/enquiries", enquiry(`Bulk Person ${i}`)));
    const before = (await admin.get("/api/admin/dashboard")).body.data;

    const marked = await admin.post("/api/contact/bulk-status", { ids, status: "inProgress" });
    expect(marked.status).toBe(200);
    expect(marked.body.count).toBe(4);
    expect(marked.body.data.every((c: { status: string }) => c.status === "in-progress")).toBe(true);
    const history = (await admin.get(`/api/contact/${ids[0]}`)).body.data.history;
    expect(history).toMatchObject([{ from: "new", to: "in-progress" }]);

    const removed = await admin.post("/api/contact/bulk-delete", { ids: [ids[0], ids[1]] });
    expect(removed.body.data).toEqual({ deleted: 2 });
    const after = (await admin.get("/api/admin/dashboard")).body.data;
    expect(after.totalContacts).toBe(before.totalContacts - 2);
    expect(after.contactsByStatus).toEqual({
      new: before.contactsByStatus.new - 4,
      inProgress: before.contactsByStatus.inProgress + 2,
      completed: before.contactsByStatus.completed,
    });
    const listed = (await admin.get("/api/contact")).body.data as { status: string }[];
    expect(after.totalContacts).toBe(listed.length);
    expect(after.contactsByStatus.inProgress).toBe(listed.filter((c) => c.status === "in-progress").length);

    const invalid = await admin.post("/api/contact/bulk-status", { ids: [], status: "done" });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({
      ids: "Choose at least one enquiry",
      status: "Status must be new, in-progress or completed",
    });
  });

  it("acknowledges the visitor through the outbox, on by default and switchable", async () => {
    const outbox = (to: string) =>
      server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id);
    expect((await admin.get("/api/settings/enquiries")).body.data).toEqual({
      acknowledgeEnquiries: true,
      retentionMonths: 24,
    });

    const id = await send("/api/contact/enquiry", {
      ...enquiry("Acked Visitor"),
      email: "acked@example.co.za",
      phone: "082 555 0101",
      interest: "crm",
    });
    const [ack] = await outbox("acked@example.co.za");
    expect(ack?.subject).toBe("We received your enquiry to AI Solutions");
    expect(ack?.text).toContain("Hello Acked,");
    expect(ack?.text).not.toContain("Line one");
    // No booking page set: no booking line.
    expect(ack?.text).not.toContain("Book a 20-minute call");
    const staff = (await outbox("sales@example.co.za")).find((mail) => mail.text.includes(id));
    expect(staff?.text).toContain("Line one\nLine two");
    expect(staff?.text).toContain(`Open this enquiry: http://site.test/admin/contacts?id=${id}`);

    const off = await admin.put("/api/settings/enquiries", { acknowledgeEnquiries: false });
    expect(off.body.data).toEqual({ acknowledgeEnquiries: false, retentionMonths: 24 });
    await send("/api/enquiries", { ...enquiry("Quiet Visitor"), email: "quiet@example.co.za" });
    expect(await outbox("quiet@example.co.za")).toEqual([]);
    expect((await admin.put("/api/settings/enquiries", { acknowledgeEnquiries: "no" })).status).toBe(400);
    // Only admins read or change it.
    expect((await visitor().get("/api/settings/enquiries")).status).toBe(401);
    await admin.put("/api/settings/enquiries", { acknowledgeEnquiries: true });
  });

  it("acknowledges with a fixed text: nothing the sender wrote reaches the recipient but a short first name", async () => {
    const outbox = (to: string) => server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    await send("/api/contact/enquiry", {
      name: "Win$https://evil.example/prize Claim your prize now",
      email: "victim@example.co.za",
      company: "Visit https://evil.example",
      phone: "082 555 0101",
      message: "Your account is locked: log in at https://evil.example to unlock it.",
      interest: "crm",
    });
    const [ack] = await outbox("victim@example.co.za");
    expect(ack?.text).toMatch(/^Hello Winhttpsevilexamplep,\n/);
    for (const written of ["evil.example", "Claim", "prize now", "locked", "Visit", "082 555"])
      expect(ack?.text).not.toContain(written);
    expect(ack?.text).toContain("Thank you for your enquiry to AI Solutions");
  });

  it("offers the company's booking page in the acknowledgement, filled in with the first name and the recipient's address", async () => {
    const details = (await admin.get("/api/settings/company")).body.data;
    const bookingUrl = "https://cal.com/ai-solutions/discovery";
    expect((await admin.put("/api/settings/company", { ...details, bookingUrl, ...proof })).status).toBe(200);
    try {
      await send("/api/enquiries", { ...enquiry("Booker Zulu"), email: "booker@example.co.za" });
      const [ack] = await server.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, "booker@example.co.za"));
      expect(ack?.text).toContain(
        `Book a 20-minute call if you would like to talk sooner: ${bookingUrl}?name=Booker&email=booker%40example.co.za`,
      );
    } finally {
      await admin.put("/api/settings/company", { ...details, ...proof });
    }
  });

  it("acknowledges at most three enquiries a day to one address, however it is spelt; every enquiry is still stored and reported", async () => {
    const outbox = (to: string) => server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    const spellings = [
      "flooded@example.co.za",
      "Flooded@Example.co.za",
      " flooded@example.co.za",
      "FLOODED@EXAMPLE.CO.ZA",
    ];
    // Sent together, so some share one batch: the count holds within a batch as across them.
    const ids = await Promise.all(
      [...spellings, ...spellings].map((email) => send("/api/enquiries", { ...enquiry("Flooded"), email })),
    );
    const acks = (await server.database.db.select().from(mailOutbox)).filter(
      (mail) => mail.to.trim().toLowerCase() === "flooded@example.co.za",
    );
    expect(acks).toHaveLength(3);
    const staff = await outbox("sales@example.co.za");
    for (const id of ids) expect(staff.some((mail) => mail.text.includes(id))).toBe(true);
  });
});
