import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNSTORABLE_TEXT_MESSAGE } from "#domain/text-rules";
import { apiClient, signIn } from "../../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../../tests/support/server";
import { UNSTORABLE_ADDRESS_MESSAGE } from "./storable-address";

// A NUL byte or an unpaired surrogate in any text a client sends, in the body or the address,
// is refused with 400 and a message naming the field, before it can reach the database.

const BAD_TEXT = {
  nul: "before\u0000after",
  "lone high surrogate": "a\uD83Db",
  "lone low surrogate": "\uDE00",
};

const solution = {
  id: "odd-text",
  title: "Odd text",
  tagline: "Tagline",
  description: "Description",
  features: [{ title: "Feature", description: "Feature description" }],
  techStack: ["Node"],
  animation: {
    nodes: [
      { id: "in", label: "Input", type: "input", x: 100, y: 100 },
      { id: "out", label: "Output", type: "output", x: 300, y: 100 },
    ],
    edges: [],
  },
  implementationSteps: [{ title: "Step", description: "Step description", iconName: "CogIcon" }],
  timeline: "4-6 weeks",
  pricing: { upfront: "R1,000", monthly: "R100" },
};
const SOLUTION_FIELDS = [
  "title",
  "tagline",
  "description",
  "features.0.title",
  "features.0.description",
  "techStack.0",
  "animation.nodes.0.label",
  "implementationSteps.0.title",
  "implementationSteps.0.description",
  "timeline",
  "pricing.upfront",
  "pricing.monthly",
];

const user = { name: "Odd Text", email: "odd@example.co.za", password: "secret-password", role: "user" };
const enquiry = { name: "Odd Text", email: "odd@example.co.za", company: "Co", message: "Hello" };

/** A copy of `body` with the field at `path` ("features.0.title") set to `value`. */
function withField(body: object, path: string, value: string): object {
  const copy = structuredClone(body) as Record<string, unknown>;
  const keys = path.split(".");
  const last = keys.pop() as string;
  let target: Record<string, unknown> = copy;
  for (const key of keys) target = target[key] as Record<string, unknown>;
  target[last] = value;
  return copy;
}

type Method = "post" | "put";
const BODY_CASES: [method: Method, path: string, body: object, fields: string[]][] = [
  ["post", "/api/auth/login", { email: "a@example.co.za", password: "password" }, ["email", "password"]],
  ["post", "/api/auth/forgotpassword", { email: "a@example.co.za" }, ["email"]],
  ["put", "/api/auth/resetpassword/some-token", { password: "new-password" }, ["password"]],
  ["post", "/api/enquiries", enquiry, ["name", "email", "company", "message"]],
  [
    "post",
    "/api/contact/enquiry",
    { ...enquiry, phone: "012 345 6789" },
    ["name", "email", "company", "phone", "message"],
  ],
  ["post", "/api/solutions", solution, SOLUTION_FIELDS],
  ["put", "/api/solutions/odd-text", solution, SOLUTION_FIELDS],
  ["post", "/api/users", user, ["name", "email", "password"]],
  ["put", "/api/users/{user}", user, ["name", "email", "password"]],
];

describe("text that cannot be stored", () => {
  let server: TestServer;
  let admin: ReturnType<typeof apiClient>;
  let userId: string;
  beforeAll(async () => {
    server = await startTestServer({ ENQUIRY_RATE_LIMIT: "0", LOGIN_RATE_LIMIT: "0" });
    const signedIn = await signIn(server, "admin");
    admin = apiClient(server, signedIn.token);
    userId = signedIn.user.id;
    expect((await admin.post("/api/solutions", solution)).status).toBe(201);
  });
  afterAll(() => server.close());

  const cases = BODY_CASES.flatMap(([method, path, body, fields]) =>
    fields.flatMap((field) =>
      Object.entries(BAD_TEXT).map(
        ([kind, value]) => [method.toUpperCase(), path, field, kind, method, body, value] as const,
      ),
    ),
  );
  it.each(cases)("%s %s: %s with a %s is a 400 naming the field", async (...args) => {
    const [, path, field, , method, body, value] = args;
    const url = path.replace("{user}", userId);
    const response = await admin[method](url, withField(body, field, value));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, errors: { [field]: UNSTORABLE_TEXT_MESSAGE } });
    expect(response.body.message).toContain(UNSTORABLE_TEXT_MESSAGE);
  });

  it("refuses a solution id or a contact status holding them, with the field's own message", async () => {
    const id = await admin.post("/api/solutions", { ...solution, id: "odd\u0000text" });
    expect(id.status).toBe(400);
    expect(id.body.errors.id).toBe("ID may contain only lowercase letters, digits and single hyphens");
    const [contact] = await server.services.contacts.list(1);
    const status = await admin.put(`/api/contact/${contact?.id ?? "none"}`, { status: "new\u0000" });
    expect(status.status).toBe(400);
    expect(status.body.errors.status).toBe("Status must be new, in-progress or completed");
  });

  const ADDRESSES: [method: "get" | "put" | "delete", path: string][] = [
    ["get", "/api/solutions/%00"],
    ["put", "/api/solutions/%00"],
    ["delete", "/api/solutions/%00"],
    ["delete", "/api/solutions/bad%00id/media"],
    ["put", "/api/auth/resetpassword/%00"],
    ["put", "/api/contact/%00"],
    ["delete", "/api/users/%00"],
    ["get", "/api/settings?video=%00"],
  ];
  it.each(ADDRESSES)("%s %s is a 400 naming the address", async (method, path) => {
    const response = method === "put" ? await admin.put(path, { status: "new" }) : await admin[method](path);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      error: UNSTORABLE_ADDRESS_MESSAGE,
      message: UNSTORABLE_ADDRESS_MESSAGE,
    });
  });

  it("still takes emoji, combining marks and right-to-left text", async () => {
    const name = "Zoë \u202Eabc\u202C 😀 e\u0301";
    const response = await apiClient(server).post("/api/enquiries", { ...enquiry, name });
    expect(response.status).toBe(201);
    const stored = await server.services.contacts.list();
    expect(stored.find((contact) => contact.id === response.body.data.id)?.name).toBe(name);
  });
});
