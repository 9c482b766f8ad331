import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../tests/support/server";

describe("GET /api/openapi.json", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("is a valid OpenAPI 3.1 document covering every call of SPEC §7", async () => {
    const response = await apiClient(server).get("/api/openapi.json");
    expect(response.status).toBe(200);
    const result = await new Validator().validate(response.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(response.body.openapi).toBe("3.1.0");
    const operations = Object.entries(response.body.paths).flatMap(([path, item]) =>
      Object.keys(item as object)
        .filter((key) => key !== "parameters")
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    // The 25 calls of SPEC §7, six for the lead inbox, four for video posters, insights, five for
    // sessions and the own password (Account screen), four for versions of solutions and
    // settings, two for the company details, six for two-factor sign-in.
    expect(operations).toHaveLength(53);
    expect(operations).toContain("PUT /api/settings/company");
    const login = response.body.paths["/api/auth/login"].post.requestBody.content["application/json"].schema;
    expect(login.required).toEqual(["email", "password"]);
  });
});
