import { Hono } from "hono";
import { generateSpecs } from "hono-openapi";
import type { ApiEnv } from "./env";
import { errorBody, sent, staleEnquiryBody, staleVersionBody } from "./openapi/operation";

export const API_TITLE = "AI Solutions website API";

/**
 * The OpenAPI 3.1 description of `api` (the router mounted at /api), gathered from the
 * descriptions its routes carry (openapi/operation.ts): a route without one is missing from it, which
 * openapi.test.ts catches.
 */
export async function openApiDocument(api: Hono<ApiEnv>, publicUrl: string) {
  const error = await sent(errorBody).toOpenAPISchema();
  const stale = await sent(staleVersionBody).toOpenAPISchema();
  const staleEnquiry = await sent(staleEnquiryBody).toOpenAPISchema();
  return generateSpecs(new Hono<ApiEnv>().route("/api", api), {
    documentation: {
      info: {
        title: API_TITLE,
        version: "1.0.0",
        description:
          "The REST API of SPEC §7 and the back-office. A success is `{success: true, data}` (a list adds `count`); a failure is `{success: false, error, message}`, with `errors` by field when fields broke the rules.",
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer" },
          cookie: { type: "apiKey", in: "cookie", name: "session" },
        },
        schemas: { Error: error.schema, StaleVersion: stale.schema, StaleEnquiry: staleEnquiry.schema },
      },
    },
    // openapi.json is a path like any other here, not a static file to leave out.
    excludeStaticFile: false,
  });
}
