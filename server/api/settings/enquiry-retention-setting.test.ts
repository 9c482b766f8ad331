import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiClient, signIn } from "../../../tests/support/api-client";
import { serverWithAdmin } from "../../../tests/support/server-with-admin";

// How long enquiries are kept: an enquiry setting beside the acknowledgement (decision 0048).

const PATH = "/api/settings/enquiries";

describe("the retention setting", () => {
  const context = serverWithAdmin();

  it("is 24 months until changed, and keeps its value when a save leaves it out", async () => {
    expect((await context.admin.get(PATH)).body.data).toEqual({
      acknowledgeEnquiries: true,
      retentionMonths: 24,
    });
    const saved = await context.admin.put(PATH, {
      acknowledgeEnquiries: true,
      retentionMonths: 6,
      ...context.proof,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ acknowledgeEnquiries: true, retentionMonths: 6 });
    const switched = await context.admin.put(PATH, { acknowledgeEnquiries: false });
    expect(switched.body.data).toEqual({ acknowledgeEnquiries: false, retentionMonths: 6 });
  });

  it.each([0, 121, 1.5, "12", null])("refuses %j months with SPEC §7's shape", async (months) => {
    const response = await context.admin.put(PATH, { acknowledgeEnquiries: true, retentionMonths: months });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      success: false,
      error: expect.stringContaining("retentionMonths must be a whole number of months from 1 to 120"),
    });
  });

  it("previews how many enquiries a shorter period would delete at the next run", async () => {
    const send = (name: string) =>
      apiClient(context.server).post("/api/enquiries", {
        name,
        email: "lead@example.co.za",
        message: "Hello",
      });
    const old = (await send("Quiet Lead")).body.data.id as string;
    const worked = (await send("Worked Lead")).body.data.id as string;
    const assigned = (await send("Assigned Lead")).body.data.id as string;
    await context.server.database.db.execute(
      sql`update contacts set created_at = now() - interval '3 months' where id in (${old}, ${worked}, ${assigned})`,
    );
    expect((await context.admin.put(`/api/contact/${worked}`, { status: "in-progress" })).status).toBe(200);
    const me = (await context.admin.get("/api/auth/me")).body.data.id;
    expect((await context.admin.put(`/api/contact/${assigned}/owner`, { ownerId: me })).status).toBe(200);

    const preview = await context.admin.get("/api/settings/retention/preview?months=1");
    expect(preview.status).toBe(200);
    expect(preview.body.data).toEqual({ months: 1, enquiries: 1, spam: 0 });
    expect((await context.admin.get("/api/settings/retention/preview?months=4")).body.data.enquiries).toBe(0);

    for (const months of ["0", "121", "1.5", "abc", ""]) {
      const refused = await context.admin.get(`/api/settings/retention/preview?months=${months}`);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ months: "months must be a whole number from 1 to 120" });
    }
    const user = apiClient(context.server, (await signIn(context.server, "user")).token);
    expect((await user.get("/api/settings/retention/preview?months=1")).status).toBe(403);
    expect((await apiClient(context.server).get("/api/settings/retention/preview?months=1")).status).toBe(
      401,
    );
  });

  it("is only for administrators", async () => {
    expect(
      (await apiClient(context.server).put(PATH, { acknowledgeEnquiries: true, retentionMonths: 3 })).status,
    ).toBe(401);
  });
});
