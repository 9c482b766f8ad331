import { describe, expect, it } from "vitest";
import { DEFAULT_COMPANY_DETAILS } from "#domain/company/company-details";
import { apiClient } from "../../../tests/support/api-client";
import { serverWithAdmin } from "../../../tests/support/server-with-admin";

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
  bookingUrl: "https://cal.com/example/discovery",
};

describe("PUT /api/settings/company", () => {
  const suite = serverWithAdmin();

  it("answers today's details until an admin saves others, then stores them trimmed", async () => {
    expect((await suite.admin.get("/api/settings/company")).body).toEqual({
      success: true,
      data: DEFAULT_COMPANY_DETAILS,
    });
    const saved = await suite.admin.put("/api/settings/company", {
      ...details,
      ...suite.proof,
      address: "  12 Main Road, Cape Town ",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual(details);
    expect((await suite.admin.get("/api/settings/company")).body.data).toEqual(details);
    expect(await suite.server.services.settings.companyDetails()).toEqual(details);
  });

  it("refuses bad numbers, email and links with a map of field to message, storing nothing", async () => {
    const before = (await suite.admin.get("/api/settings/company")).body.data;
    const response = await suite.admin.put("/api/settings/company", {
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
    expect((await suite.admin.get("/api/settings/company")).body.data).toEqual(before);
  });

  it("takes a blank WhatsApp number: the company has none", async () => {
    const saved = await suite.admin.put("/api/settings/company", {
      ...details,
      whatsapp: " ",
      ...suite.proof,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.whatsapp).toBe("");
  });

  it("answers 400 for a missing body part or a wrong type, never 500", async () => {
    const missing = await suite.admin.put("/api/settings/company", { phone: "+27 10 555 0123" });
    expect(missing.status).toBe(400);
    // A WhatsApp number is optional (none: no WhatsApp button), as the address is.
    expect(Object.keys(missing.body.errors)).toEqual(["email", "social"]);
    expect((await suite.admin.put("/api/settings/company", { ...details, social: "x" })).status).toBe(400);
    expect((await suite.admin.put("/api/settings/company", "[")).status).toBe(400);
  });

  it("is for admins only", async () => {
    expect((await apiClient(suite.server).get("/api/settings/company")).status).toBe(401);
    expect((await apiClient(suite.server).put("/api/settings/company", details)).status).toBe(401);
  });
});
