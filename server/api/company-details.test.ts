import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_COMPANY_DETAILS } from "#domain/company-details";
import { apiClient, signIn } from "../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../tests/support/server";

// The company's contact details, edited in Admin settings: checked on the server, stored, and
// readable only by admins through the API (public pages render them from the database).

const details = {
  phone: "021 555 0199",
  whatsapp: "+27 82 555 0123",
  email: "sales@example.co.za",
  address: "12 Main Road, Cape Town",
  social: {
    linkedin: "https://www.linkedin.com/company/example",
    facebook: "",
    x: "https://x.com/example",
  },
};

describe("PUT /api/settings/company", () => {
  let server: TestServer;
  let admin: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    server = await startTestServer();
    admin = apiClient(server, (await signIn(server, "admin")).token);
  });
  afterAll(() => server.close());

  it("answers today's details until an admin saves others, then stores them trimmed", async () => {
    expect((await admin.get("/api/settings/company")).body).toEqual({
      success: true,
      data: DEFAULT_COMPANY_DETAILS,
    });
    const saved = await admin.put("/api/settings/company", {
      ...details,
      address: "  12 Main Road, Cape Town ",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual(details);
    expect((await admin.get("/api/settings/company")).body.data).toEqual(details);
    expect(await server.services.settings.companyDetails()).toEqual(details);
  });

  it("refuses bad numbers, email and links with a map of field to message, storing nothing", async () => {
    const before = (await admin.get("/api/settings/company")).body.data;
    const response = await admin.put("/api/settings/company", {
      phone: "call us",
      whatsapp: "+27 82",
      email: "not-an-email",
      address: "x".repeat(201),
      social: { linkedin: "http://www.linkedin.com/company/example", facebook: "javascript:alert(1)", x: "" },
    });
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.errors).toEqual({
      phone: "Phone must be a phone number, e.g. +27 10 555 0123",
      whatsapp: "WhatsApp number must have 9 to 15 digits in international form",
      email: "Email must be a valid email address",
      address: "Must be at most 200 characters",
      "social.linkedin": "Must be an https:// address",
      "social.facebook": "Must be an https:// address",
    });
    expect(response.body.error).toBe(response.body.message);
    expect((await admin.get("/api/settings/company")).body.data).toEqual(before);
  });

  it("answers 400 for a missing body part or a wrong type, never 500", async () => {
    const missing = await admin.put("/api/settings/company", { phone: "+27 10 555 0123" });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors)).toEqual(["whatsapp", "email", "social"]);
    expect((await admin.put("/api/settings/company", { ...details, social: "x" })).status).toBe(400);
    expect((await admin.put("/api/settings/company", "[")).status).toBe(400);
  });

  it("is for admins only", async () => {
    expect((await apiClient(server).get("/api/settings/company")).status).toBe(401);
    expect((await apiClient(server).put("/api/settings/company", details)).status).toBe(401);
  });
});
