import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { replyDueBy } from "#domain/working-days";
import { contacts } from "#server/db/schema";
import { apiClient } from "../../../../tests/support/api-client";
import { serverWithAdmin } from "../../../../tests/support/server-with-admin";

// Enquiries waiting past their reply deadline (docs/decisions/0048): flagged in the list,
// filtered with overdue=true and counted on the dashboard.

describe("overdue enquiries", () => {
  const context = serverWithAdmin({ ENQUIRY_RATE_LIMIT: "0" });

  async function send(name: string) {
    const response = await apiClient(context.server).post("/api/enquiries", {
      name,
      email: "overdue@example.co.za",
      message: "Please call me back",
    });
    expect(response.status).toBe(201);
    return response.body.data.id as string;
  }

  const dueOf = async (id: string) =>
    (await context.server.database.db.select().from(contacts).where(eq(contacts.id, id)))[0]?.replyDueAt;

  it("stores each enquiry's deadline from the working-day rule", async () => {
    const before = Date.now();
    const id = await send("Deadline Stored");
    const due = (await dueOf(id)) as Date;
    expect(due.getTime()).toBeGreaterThanOrEqual(replyDueBy(new Date(before)).getTime());
    expect(due.getTime()).toBeLessThanOrEqual(replyDueBy(new Date()).getTime());
  });

  it("flags, filters and counts those unanswered past their deadline, not the answered ones", async () => {
    const late = await send("Waiting Too Long");
    const answered = await send("Answered In Time");
    const clicked = await send("Only Clicked");
    const bulk = await send("Bulk Clicked");
    const logged = await context.admin.post("/api/contact/conversations", {
      channel: "phone",
      name: "Logged Call",
      phone: "082 555 0101",
      message: "Called about a chatbot",
    });
    expect(logged.status).toBe(201);
    const fresh = await send("Just Arrived");
    await context.server.database.db
      .update(contacts)
      .set({ replyDueAt: new Date(Date.now() - 60_000) })
      .where(inArray(contacts.id, [late, answered, clicked, bulk, logged.body.data.id]));
    expect(
      (await context.admin.post(`/api/contact/${answered}/replies`, { body: "We will call." })).status,
    ).toBe(201);
    // Status clicks are no answer (issue 45, item 4): In Progress and back to New, one by one
    // or in bulk, leave the clock running.
    expect((await context.admin.put(`/api/contact/${clicked}`, { status: "in-progress" })).status).toBe(200);
    expect((await context.admin.put(`/api/contact/${clicked}`, { status: "new" })).status).toBe(200);
    for (const status of ["inProgress", "new"]) {
      expect((await context.admin.post("/api/contact/bulk-status", { ids: [bulk], status })).status).toBe(
        200,
      );
    }

    const all = (await context.admin.get("/api/contact?page=1")).body.data as {
      id: string;
      overdue: boolean;
    }[];
    const flag = (id: string) => all.find((contact) => contact.id === id)?.overdue;
    expect([late, answered, clicked, bulk, logged.body.data.id, fresh].map(flag)).toEqual([
      true,
      false,
      true,
      true,
      false,
      false,
    ]);

    const filtered = await context.admin.get("/api/contact?overdue=true");
    expect(filtered.status).toBe(200);
    expect(new Set(filtered.body.data.map((contact: { id: string }) => contact.id))).toEqual(
      new Set([late, clicked, bulk]),
    );
    expect(filtered.body.total).toBe(3);

    const dashboard = (await context.admin.get("/api/admin/dashboard")).body.data;
    expect(dashboard.overdueContacts).toBe(3);
  });

  it("refuses an overdue filter that is not true or false with SPEC §7's shape", async () => {
    const response = await context.admin.get("/api/contact?overdue=yes");
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, error: expect.any(String) });
  });
});
