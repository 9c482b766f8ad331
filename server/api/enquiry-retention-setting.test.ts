import { describe, expect, it } from "vitest";
import { apiClient } from "../../tests/support/api-client";
import { serverWithAdmin } from "../../tests/support/server-with-admin";

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

  it("is only for administrators", async () => {
    expect(
      (await apiClient(context.server).put(PATH, { acknowledgeEnquiries: true, retentionMonths: 3 })).status,
    ).toBe(401);
  });
});
