import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, signIn } from "../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../tests/support/server";

// Random and malformed input at every write endpoint: whatever a client sends, the answer is
// a 4xx or a 2xx in the API's JSON shape, never a 5xx.

const WRITE_ENDPOINTS: [method: "post" | "put" | "delete", path: (id: string) => string][] = [
  ["post", () => "/api/auth/login"],
  ["post", () => "/api/auth/forgotpassword"],
  ["put", (id) => `/api/auth/resetpassword/${id}`],
  ["post", () => "/api/enquiries"],
  ["post", () => "/api/contact/enquiry"],
  ["put", (id) => `/api/contact/${id}`],
  ["delete", (id) => `/api/contact/${id}`],
  ["post", () => "/api/solutions"],
  ["put", (id) => `/api/solutions/${id}`],
  ["delete", (id) => `/api/solutions/${id}`],
  ["put", (id) => `/api/solutions/${id}/media`],
  ["delete", (id) => `/api/solutions/${id}/media`],
  ["put", () => "/api/settings/homepage-video"],
  ["post", () => "/api/users"],
  ["put", (id) => `/api/users/${id}`],
  ["delete", (id) => `/api/users/${id}`],
];

const body = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string(),
  fc
    .record({
      name: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
      email: fc.oneof(fc.emailAddress(), fc.string()),
      message: fc.string(),
      password: fc.string(),
      title: fc.string(),
      id: fc.string(),
      tier: fc.string(),
      status: fc.string(),
      pricing: fc.anything(),
      animation: fc.anything(),
      __proto__: fc.anything(),
      constructor: fc.anything(),
    })
    .map((value) => JSON.stringify(value)),
);
const id = fc.oneof(fc.uuid(), fc.string({ minLength: 1 }), fc.constant("%E0%A4%A"));

describe("property: no write endpoint answers 5xx", () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ ENQUIRY_RATE_LIMIT: "0", LOGIN_RATE_LIMIT: "0" });
    token = (await signIn(server, "admin")).token;
  });
  afterAll(() => server.close());

  const cases = WRITE_ENDPOINTS.map(
    ([method, path]) => [method.toUpperCase(), path("{id}"), method, path] as const,
  );
  it.each(cases)("%s %s", async (_, __, method, path) => {
    const client = apiClient(server, token);
    await fc.assert(
      fc.asyncProperty(body, id, async (payload, rawId) => {
        const url = path(encodeURIComponent(rawId));
        const response = method === "delete" ? await client.delete(url) : await client[method](url, payload);
        expect(response.status).toBeLessThan(500);
        if (response.status !== 304) expect(typeof response.body.success).toBe("boolean");
      }),
      { numRuns: 40 },
    );
  });
});
