import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { z } from "zod";
import type { ApiEnv } from "./env";
import { documented } from "./openapi/operation";
import { openApiDocument } from "./openapi-document";
import { referencePage } from "./reference-page";

/**
 * GET /api/openapi.json, the OpenAPI document of `api` (written at the first request, when
 * every route of `api` is registered), and GET /api/docs, the reference drawn from it.
 */
export function referenceRoutes(api: Hono<ApiEnv>, publicUrl: string) {
  let document: Promise<string> | undefined;
  return new Hono<ApiEnv>()
    .get(
      "/openapi.json",
      documented({
        summary: "This OpenAPI 3.1 document",
        ok: z.looseObject({ openapi: z.literal("3.1.0") }),
      }),
      async (c) => {
        document ??= openApiDocument(api, publicUrl).then((built) => JSON.stringify(built));
        return c.body(await document, 200, { "Content-Type": "application/json; charset=utf-8" });
      },
    )
    .get(
      "/docs",
      describeRoute({
        summary: "The API reference, for reading in a browser",
        responses: {
          200: { description: "An HTML page", content: { "text/html": { schema: { type: "string" } } } },
        },
      }),
      referencePage,
    );
}
