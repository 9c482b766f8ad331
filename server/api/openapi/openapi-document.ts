import { Hono } from "hono";
import { generateSpecs } from "hono-openapi";
import type { ApiEnv } from "../shared/env";
import { errorBody, SIGNED_IN, sent, staleEnquiryBody, staleVersionBody } from "./operation";

export const API_TITLE = "AI Solutions website API";

/**
 * The resources the document files its operations under (OpenAPI tags), by the start of their
 * address: the longest prefix that fits an operation names its tag. A route under a prefix not
 * listed here is filed under its first segment, without a description, which openapi.test.ts
 * refuses: add its resource here.
 */
export const RESOURCES = [
  {
    name: "Account",
    description: "Sign-in, the signed-in user's sessions, password and two-factor sign-in",
    prefixes: ["/api/auth"],
  },
  {
    name: "Enquiries",
    description: "The public enquiry forms (SPEC §7)",
    prefixes: ["/api/enquiries", "/api/contact/enquiry"],
  },
  {
    name: "Inbox",
    description: "Enquiries as the sales desk works them: statuses, owners, replies, notes",
    prefixes: ["/api/contact"],
  },
  { name: "Spam", description: "Enquiries kept aside as spam", prefixes: ["/api/spam-enquiries"] },
  {
    name: "Solutions",
    description: "The catalogue: public reads, the admin's edits, versions, media and the trash",
    prefixes: ["/api/solutions", "/api/trash"],
  },
  {
    name: "Quotes",
    description: "Quotes made from enquiries: edits, sending and the PDF",
    prefixes: ["/api/quotes"],
  },
  {
    name: "Payments",
    description: "Deposits, the gateways' notifications and the invoices issued on payment",
    prefixes: ["/api/payments", "/api/invoices"],
  },
  { name: "Users", description: "Accounts of the back-office", prefixes: ["/api/users"] },
  { name: "Media", description: "The media library and its uploads", prefixes: ["/api/media"] },
  {
    name: "Settings",
    description: "Site, enquiry, company, legal, notification and payment settings, the homepage video",
    prefixes: ["/api/settings"],
  },
  {
    name: "Page words",
    description: "The words of the public pages, their versions and drafts",
    prefixes: ["/api/content"],
  },
  { name: "Insights", description: "The dashboard and the visitor insights", prefixes: ["/api/admin"] },
  { name: "Integrations", description: "Webhooks other services call", prefixes: ["/api/integrations"] },
  {
    name: "Reference",
    description: "This document and the reference drawn from it",
    prefixes: ["/api/openapi.json", "/api/docs"],
  },
] as const;

/** The tag of the resource an address belongs to. */
function resourceOf(path: string): string {
  const fits = RESOURCES.flatMap(({ name, prefixes }) =>
    prefixes
      .filter((prefix) => path === prefix || path.startsWith(`${prefix}/`))
      .map((prefix) => ({ name, length: prefix.length })),
  ).sort((a, b) => b.length - a.length);
  return fits[0]?.name ?? path.split("/")[2] ?? "";
}

type Paths = Record<string, Record<string, { tags?: string[] }>>;

/** Each operation filed under its resource. */
function tagged(paths: Paths): Paths {
  for (const [path, item] of Object.entries(paths)) {
    for (const operation of Object.values(item)) operation.tags = [resourceOf(path)];
  }
  return paths;
}

/**
 * The OpenAPI 3.1 description of `api` (the router mounted at /api), gathered from the
 * descriptions its routes carry (openapi/operation.ts): a route without one is missing from it, which
 * openapi.test.ts catches.
 */
export async function openApiDocument(api: Hono<ApiEnv>, publicUrl: string) {
  const error = await sent(errorBody).toOpenAPISchema();
  const stale = await sent(staleVersionBody).toOpenAPISchema();
  const staleEnquiry = await sent(staleEnquiryBody).toOpenAPISchema();
  const tags = RESOURCES.map(({ name, description }) => ({ name, description }));
  const document = await generateSpecs(new Hono<ApiEnv>().route("/api", api), {
    documentation: {
      info: {
        title: API_TITLE,
        version: "1.0.0",
        description:
          "The REST API of SPEC §7 and the back-office. A success is `{success: true, data}` (a list adds `count`); a failure is `{success: false, error, message}`, with `errors` by field when fields broke the rules.",
      },
      servers: [{ url: publicUrl }],
      tags,
      // Signed in unless an operation says otherwise (`security: []`, operation.ts).
      security: SIGNED_IN,
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
  return { ...document, paths: tagged(document.paths as Paths) };
}
