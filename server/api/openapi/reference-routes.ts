import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { z } from "zod";
import type { ApiEnv } from "../shared/env";
import { openApiDocument } from "./openapi-document";
import { documented } from "./operation";
import type { ReferenceDocument } from "./reference-html";
import { referencePage } from "./reference-page";

/**
 * GET /api/openapi.json, the OpenAPI document of `api` (written at the first request, when
 * every route of `api` is registered), and GET /api/docs, the reference drawn from it.
 */
export function referenceRoutes(api: Hono<ApiEnv>, publicUrl: string) {
  let built: Promise<{ json: string; page: string }> | undefined;
  const written = () =>
    (built ??= openApiDocument(api, publicUrl).then((document) => {
      const json = JSON.stringify(document);
      // The reference reads the document as a client does: plain JSON.
      return { json, page: referencePage(JSON.parse(json) as ReferenceDocument) };
    }));
  return new Hono<ApiEnv>()
    .get(
      "/openapi.json",
      documented({
        summary: "This OpenAPI 3.1 document",
        ok: z.looseObject({ openapi: z.literal("3.1.0") }),
      }),
      async (c) => c.body((await written()).json, 200, { "Content-Type": "application/json; charset=utf-8" }),
    )
    .get(
      "/docs",
      describeRoute({
        summary: "The API reference, for reading in a browser",
        security: [],
        responses: {
          200: { description: "An HTML page", content: { "text/html": { schema: { type: "string" } } } },
        },
      }),
      async (c) =>
        c.html((await written()).page, 200, { "X-Robots-Tag": "noindex", "Cache-Control": "no-store" }),
    );
}
