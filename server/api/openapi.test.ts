import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../tests/support/server";
import { loadConfig } from "../config";
import { createPublicCache } from "../http/public-cache/store";
import { createLogger } from "../logger";
import { DECLARED_GROUPS } from "./contracts";
import type { Contract } from "./openapi/contract";
import { RESOURCES } from "./openapi/openapi-document";
import { createApiRouter } from "./router";

type Paths = Record<
  string,
  Record<
    string,
    {
      responses: Record<string, { content?: object }>;
      tags?: string[];
      security?: object[];
      requestBody?: { required: boolean };
      parameters?: { name: string; in: string }[];
    }
  >
>;

/** The document's address of a router path: "/api/users/{id}" for "/api/users/:id". */
const documentedPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

/** "POST /api/contact/{id}/notes" for each operation of the document. */
const documentedOperations = (paths: Paths) =>
  Object.entries(paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((key) => key !== "parameters")
      .map((method) => `${method.toUpperCase()} ${path}`),
  );

describe("GET /api/openapi.json and the reference drawn from it, /api/docs", () => {
  let server: TestServer;
  let paths: Paths;
  beforeAll(async () => {
    server = await startTestServer();
    const response = await apiClient(server).get("/api/openapi.json");
    expect(response.status).toBe(200);
    paths = response.body.paths;
  });
  afterAll(() => server.close());

  it("is a valid OpenAPI 3.1 document", async () => {
    const { body } = await apiClient(server).get("/api/openapi.json");
    const result = await new Validator().validate(body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(body.openapi).toBe("3.1.0");
    expect(body.servers).toEqual([{ url: "http://site.test" }]);
    expect(body.info.description).toMatch(/^The REST API of SPEC §7/);
    expect(Object.keys(body.components.schemas)).toEqual(["Error", "StaleVersion", "StaleEnquiry"]);
    const login = body.paths["/api/auth/login"].post.requestBody.content["application/json"].schema;
    expect(login.required).toEqual(["email", "password"]);
  });

  it("describes every route the API registers, and nothing else", () => {
    const api = createApiRouter(
      server.services,
      loadConfig({ NODE_ENV: "test", PUBLIC_URL: "http://site.test" }),
      createPublicCache(server.services.events),
      createLogger("silent"),
    );
    // Middleware (`use`) and the catch-all 404 are registered for every method (ALL); each
    // handler of a route's chain is an entry of its own.
    const registered = new Set(
      api.routes
        .filter((route) => route.method !== "ALL")
        .map((route) => `${route.method} ${documentedPath(`/api${route.path}`)}`),
    );
    // Only a sign that the routes were found at all: the comparison below is the check.
    expect(registered.size).toBeGreaterThan(50);
    const documented = new Set(documentedOperations(paths));
    const undocumented = [...registered].filter((operation) => !documented.has(operation));
    const unserved = [...documented].filter((operation) => !registered.has(operation));
    expect({ undocumented, unserved }).toEqual({ undocumented: [], unserved: [] });
  });

  it("files every operation under a described resource, and says which are public", () => {
    const described = new Set<string>(RESOURCES.map(({ name }) => name));
    for (const [path, item] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(item)) {
        expect(operation.tags, `${method} ${path}`).toHaveLength(1);
        expect(described.has(operation.tags?.[0] ?? ""), `${operation.tags} of ${method} ${path}`).toBe(true);
        // Each says who may call: a session (and then answers 401 without one), or anyone (`[]`).
        expect(operation.security, `${method} ${path}`).toBeInstanceOf(Array);
        if (operation.security?.length)
          expect(operation.responses, `${method} ${path}`).toHaveProperty("401");
      }
    }
    expect(paths["/api/users"]?.get?.tags).toEqual(["Users"]);
    expect(paths["/api/contact/enquiry"]?.post?.tags).toEqual(["Enquiries"]);
    expect(paths["/api/contact/{id}"]?.get?.tags).toEqual(["Inbox"]);
    for (const [method, path] of [
      ["get", "/api/solutions"],
      ["post", "/api/enquiries"],
      ["post", "/api/auth/login"],
      ["get", "/api/openapi.json"],
      ["get", "/api/docs"],
    ] as const) {
      expect(paths[path]?.[method]?.security, `${method} ${path}`).toEqual([]);
    }
    expect(paths["/api/users"]?.get?.security).toEqual([{ bearer: [] }, { cookie: [] }]);
  });

  // The document is read from the mounted router, so a declared route found in it is also mounted.
  it("documents every declared route, mounted, as its contract says: body, query, access", () => {
    const declared: Contract[] = DECLARED_GROUPS.flatMap((group) => Object.values(group));
    expect(declared.length).toBeGreaterThan(0);
    for (const contract of declared) {
      const [method = "", path = ""] = contract.key.split(" ");
      const operation = paths[documentedPath(path)]?.[method.toLowerCase()];
      expect(operation, contract.key).toBeDefined();
      expect(operation?.requestBody?.required, contract.key).toBe(
        contract.body || contract.upload ? !contract.optionalBody : undefined,
      );
      const queried = (operation?.parameters ?? []).filter((parameter) => parameter.in === "query");
      expect(
        queried.map(({ name }) => name),
        contract.key,
      ).toEqual(Object.keys(contract.query?.shape ?? {}));
      expect(operation?.security, contract.key).toEqual(
        contract.access ? [{ bearer: [] }, { cookie: [] }] : [],
      );
    }
  });

  it("gives every operation its success body, and every failure the SPEC §7 error shape", () => {
    for (const [path, item] of Object.entries(paths)) {
      for (const [method, { responses }] of Object.entries(item)) {
        const success = Object.keys(responses).find((status) => status.startsWith("2"));
        expect(success && responses[success]?.content, `${method} ${path}`).toBeTruthy();
        for (const [status, response] of Object.entries(responses)) {
          if (!status.startsWith("4") || (method === "post" && path === "/api/auth/login")) continue;
          expect(response.content, `${status} of ${method} ${path}`).toEqual({
            "application/json": {
              schema: {
                $ref: expect.stringMatching(/^#\/components\/schemas\/(Error|StaleVersion|StaleEnquiry)$/),
              },
            },
          });
        }
      }
    }
    const solution = paths["/api/solutions/{id}"]?.get?.responses["200"]?.content as Record<
      string,
      { schema: { properties: object } }
    >;
    expect(Object.keys(solution["application/json"]?.schema.properties ?? {})).toEqual(["success", "data"]);
  });

  it("draws every operation of the document under its address, with its fields, and no script", async () => {
    const { body: document } = await apiClient(server).get("/api/openapi.json");
    const response = await fetch(`${server.url}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const html = await response.text();
    expect(html).not.toContain("<script");
    const operations = Object.entries(
      document.paths as Record<string, Record<string, { summary: string }>>,
    ).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(80);
    for (const { path, method, operation } of operations) {
      const section = html.match(
        new RegExp(`<section id="${method.toUpperCase()}${path.replace(/[{}]/g, "\\$&")}"><h3>([^<]*)</h3>`),
      );
      expect(section?.[1], `${method} ${path}`).toBe(
        operation.summary.replace(/&/g, "&#38;").replace(/'/g, "&#39;"),
      );
    }
    // A request body's nested fields and their rules, and a shared shape by link.
    const create = html.slice(html.indexOf('<section id="POST/api/solutions">'));
    expect(create).toMatch(
      /<code class="field">features<\/code><span class="required" title="required">\*<\/span> <span class="type">array of object<\/span> <span class="facts">1–30 items<\/span>/,
    );
    expect(create).toMatch(/<code class="field">title<\/code>/);
    // By resource, each under its tag and the tag's description.
    expect(html).toContain("<h2>Users</h2><p>Accounts of the back-office</p>");
    expect(html.indexOf('<section id="GET/api/users">')).toBeGreaterThan(html.indexOf("<h2>Users</h2>"));
    expect(html).toContain('<a class="type" href="#schema-Error">Error</a>');
    expect(html).toContain('<section id="schema-Error">');
  });
});
