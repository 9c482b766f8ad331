import type { MiddlewareHandler } from "hono";
import { describeRoute, resolver } from "hono-openapi";
import { z } from "zod";
import { ALT_MAX, UPLOAD_ALT_FIELD, UPLOAD_DUPLICATE_FIELD } from "#domain/content/media-library";
import { ENQUIRY_KEY_DAYS, ENQUIRY_KEY_HEADER, ENQUIRY_KEY_MESSAGE } from "#domain/sales-desk/enquiry-key";

// How a route describes itself in the OpenAPI document (document.ts gathers them from the
// routes): a middleware that does nothing at run time, placed first in the route's chain.
// Bodies in SPEC §7's shapes: `{success, data}` (lists add `count`), failures `{success: false,
// error, message}` (api/respond.ts writes both).

/** The SPEC §7 error body, named in the document's components. */
export const errorBody = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
  /** Each field that broke the rules, by its path (e.g. "pricing.upfront"). */
  errors: z.record(z.string(), z.string()).optional(),
});

/** A save from an older version: the stored version (also the ETag) and its content. */
export const staleVersionBody = errorBody.extend({ version: z.int(), current: z.looseObject({}) });

/** A change to an enquiry over one its author had not seen: also who made that one, and when. */
export const staleEnquiryBody = staleVersionBody.extend({
  changedBy: z.string().nullable().meta({ description: "Who made the latest change (null: no one yet)" }),
  changedAt: z.iso.datetime().nullable().meta({ description: "When the latest change was made" }),
  current: z
    .looseObject({})
    .meta({ description: "The enquiry as it is now, as GET /api/contact/{id} answers it" }),
});

/** `{success, data}`: what `ok` in api/respond.ts sends for anything but a list. */
export const data = <Data extends z.ZodType>(schema: Data) =>
  z.object({ success: z.literal(true), data: schema });
/** `{success, count, data}`: what `ok` sends for a list. */
export const list = <Item extends z.ZodType>(item: Item) =>
  z.object({ success: z.literal(true), count: z.int(), data: z.array(item) });
/** `{success, data: {}}`: a deletion done. */
export const done = data(z.object({}));
/** `{success, data: {message}}`: an action done, said in words a person can read. */
export const message = data(z.object({ message: z.string() }));
/** `{success, data: {ended}}`: how many sessions were ended. */
export const ended = data(z.object({ ended: z.int() }));

const ERROR_TEXT = {
  400: "Invalid input",
  401: "Not signed in",
  403: "Signed in without the role or the proof it needs (the admin role, two-factor sign-in where REQUIRE_ADMIN_2FA asks for it, re-authentication), or a cross-site cookie request",
  404: "Not found",
  409: "Conflict",
  413: "Too large",
  415: "Unsupported type",
  422: "A picture too large in pixels to process",
  429: "Rate-limited (see Retry-After)",
} as const;
type ErrorStatus = keyof typeof ERROR_TEXT;

const ERROR_REF = { $ref: "#/components/schemas/Error" };
const failure = (description: string) => ({
  description,
  content: { "application/json": { schema: ERROR_REF } },
});

// Schemas of what is sent describe the output of a zod schema; of what is received, its input.
export const sent = (schema: z.ZodType) => resolver(schema, { options: { io: "output" } });
const received = (schema: z.ZodType) => resolver(schema, { options: { io: "input" } });

/** A JSON body; `optional` for a DELETE that carries the acting admin's proof only when needed. */
export const json = (schema: z.ZodType, { optional = false } = {}) => ({
  required: !optional,
  content: { "application/json": { schema: received(schema) } },
});

/** Text fields every upload may carry beside its file (decision 0081-uploads-with-alt-text-and-no-twins). */
const UPLOAD_TEXT_FIELDS = {
  [UPLOAD_ALT_FIELD]: {
    type: "string" as const,
    maxLength: ALT_MAX,
    description: "What the picture shows (optional; blank is none). Pictures only.",
  },
  [UPLOAD_DUPLICATE_FIELD]: {
    type: "string" as const,
    enum: ["keep"],
    description:
      "A file whose content the library has is not stored again: the stored one is used. 'keep' stores a second copy all the same.",
  },
};

/** A multipart upload of one file in `field`, with the text fields every upload may carry. */
export const upload = (field: string) => ({
  required: true,
  content: {
    "multipart/form-data": {
      schema: {
        type: "object" as const,
        required: [field],
        properties: {
          [field]: { type: "string" as const, contentMediaType: "application/octet-stream" },
          ...UPLOAD_TEXT_FIELDS,
        },
      },
    },
  },
});

/** A form a payment gateway posts (PayFast's ITN): its fields are the gateway's, signed in their order. */
export const form = (description: string) => ({
  required: true,
  content: { "application/x-www-form-urlencoded": { schema: { type: "object" as const, description } } },
});

const IF_MATCH = {
  name: "If-Match",
  in: "header",
  required: false,
  description:
    'The ETag the content was read with (such as "3", or W/"3" as a gzipped answer carries it). A save from an older version is refused with 409; without the header the save is not checked.',
  schema: { type: "string" as const },
};
const IDEMPOTENCY_KEY = {
  name: ENQUIRY_KEY_HEADER,
  in: "header",
  required: false,
  description: `A key the client makes for this request (${ENQUIRY_KEY_MESSAGE.replace(`${ENQUIRY_KEY_HEADER} must be `, "")}), sent again with every retry of it. A key the server already holds is answered as its first request was (the same status and id), and nothing is stored, mailed or announced again, also when both arrive at once. Keys are held ${ENQUIRY_KEY_DAYS} days. A malformed key is refused with 400.`,
  schema: { type: "string" as const, pattern: "^[A-Za-z0-9_-]{16,128}$" },
};
/** A session, as a bearer token or the session cookie: the document's default. */
export const SIGNED_IN: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const ETAG_HEADER = { ETag: { description: "The version now stored", schema: { type: "string" as const } } };

const STALE_VERSION = {
  description: "Saved by someone else since it was read (If-Match is stale)",
  headers: ETAG_HEADER,
  content: { "application/json": { schema: { $ref: "#/components/schemas/StaleVersion" } } },
};
const STALE_ENQUIRY = {
  description:
    "Changed by someone else since it was read (If-Match is stale): who, when, and the enquiry as it is now; nothing was changed",
  headers: ETAG_HEADER,
  content: { "application/json": { schema: { $ref: "#/components/schemas/StaleEnquiry" } } },
};

export interface Operation {
  summary: string;
  description?: string;
  /** The success body; with `status` when it is not 200. */
  ok: z.ZodType;
  status?: 200 | 201;
  body?: ReturnType<typeof json> | ReturnType<typeof upload> | ReturnType<typeof form>;
  /** The query string's schema, whose every key is an optional parameter (checked by contract.ts). */
  query?: z.ZodObject;
  /** Who may call: any signed-in user (401 otherwise), or only an admin (also 403). */
  access?: "user" | "admin";
  errors?: readonly ErrorStatus[];
  /**
   * A save of versioned content: takes If-Match, answers with the new ETag, 409 when stale;
   * "enquiry": a change to an enquiry, whose 409 also names who changed it and when.
   */
  versioned?: boolean | "enquiry";
  /** Takes an Idempotency-Key header (decision 0075). */
  idempotent?: boolean;
  /** Answers of other statuses than the success and the SPEC §7 errors (a sign-in that needs its code). */
  otherResponses?: Record<number, { description: string; schema: z.ZodType }>;
}

export function documented(operation: Operation): MiddlewareHandler {
  const {
    summary,
    description,
    ok,
    status = 200,
    body,
    query,
    access,
    errors = [],
    versioned,
    idempotent,
  } = operation;
  const codes = [...new Set([...(access ? [401] : []), ...(access === "admin" ? [403] : []), ...errors])];
  const parameters = [
    ...(query ? queryParameters(query) : []),
    ...(versioned ? [IF_MATCH] : []),
    ...(idempotent ? [IDEMPOTENCY_KEY] : []),
  ];
  const other = Object.entries(operation.otherResponses ?? {}).map(([code, response]) => [
    code,
    { description: response.description, content: { "application/json": { schema: sent(response.schema) } } },
  ]);
  return describeRoute({
    summary,
    ...(description ? { description } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    // The document's default is signed in (openapi-document.ts); a public route says it is not.
    security: access ? SIGNED_IN : [],
    responses: {
      [status]: {
        description: summary,
        ...(versioned ? { headers: ETAG_HEADER } : {}),
        content: { "application/json": { schema: sent(ok) } },
      },
      ...Object.fromEntries(codes.map((code) => [code, failure(ERROR_TEXT[code as ErrorStatus])])),
      ...(versioned
        ? {
            409: versioned === "enquiry" ? STALE_ENQUIRY : STALE_VERSION,
          }
        : {}),
      ...Object.fromEntries(other),
    },
  });
}

/** One optional query parameter per key of `schema`, each with its own part of the schema. */
function queryParameters(schema: z.ZodObject) {
  const properties = (z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }).properties ??
    {}) as Record<string, object>;
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: "query" as const,
    required: false,
    schema: property,
  }));
}
