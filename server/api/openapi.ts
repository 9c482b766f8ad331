import { z } from "zod";
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signInCodeSchema,
  twoFactorConfirmSchema,
  twoFactorOffSchema,
  twoFactorSetupSchema,
} from "#domain/auth";
import { companyDetailsSchema } from "#domain/company-details-schema";
import { contactEnquirySchema, getStartedEnquirySchema } from "#domain/enquiry";
import { solutionInputSchema } from "#domain/solution";
import { createUserSchema, reauthenticationSchema, updateUserSchema } from "#domain/user";
import { enquirySettingsSchema } from "../services/settings";
import { bulkDeleteSchema, bulkStatusSchema, listQuerySchema, noteSchema, statusSchema } from "./contacts";
import { insightsQuerySchema } from "./insights";

// The OpenAPI 3.1 description of the API, built from the same zod schemas the handlers
// validate with, so the document cannot drift from what the server accepts.

type JsonSchema = Record<string, unknown>;

const schemaOf = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

const jsonBody = (schema: z.ZodType) => ({
  required: true,
  content: { "application/json": { schema: schemaOf(schema) } },
});
/** A body a call may go without: a DELETE that carries the acting admin's proof only when needed. */
const optionalJsonBody = (schema: z.ZodType) => ({ ...jsonBody(schema), required: false });
const multipartBody = (field: string) => ({
  required: true,
  content: {
    "multipart/form-data": {
      schema: {
        type: "object",
        required: [field],
        properties: { [field]: { type: "string", contentMediaType: "application/octet-stream" } },
      },
    },
  },
});

const success = (description: string) => ({
  description,
  content: {
    "application/json": {
      schema: {
        type: "object",
        required: ["success"],
        properties: { success: { const: true }, data: {}, count: { type: "integer" } },
      },
    },
  },
});
const failure = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

interface Operation {
  summary: string;
  body?: ReturnType<typeof jsonBody> | ReturnType<typeof multipartBody>;
  admin?: boolean;
  ok?: number;
  errors?: number[];
  /** A save of versioned content: takes If-Match, answers with the new ETag, 409 when stale. */
  versioned?: boolean;
}

const IF_MATCH = {
  name: "If-Match",
  in: "header",
  required: false,
  description:
    'The ETag the content was read with (such as "3", or W/"3" as a gzipped answer carries it). A save from an older version is refused with 409; without the header the save is not checked.',
  schema: { type: "string" },
};
const ETAG_HEADER = { ETag: { description: "The version now stored", schema: { type: "string" } } };

const ERROR_TEXT: Record<number, string> = {
  400: "Invalid input",
  401: "Not signed in",
  403: "Signed in without the admin role, without two-factor sign-in where REQUIRE_ADMIN_2FA asks for it, a user change without re-authentication, or a cross-site cookie request",
  404: "Not found",
  409: "Conflict",
  413: "Too large",
  415: "Unsupported type",
  429: "Rate-limited (see Retry-After)",
};

function operation({ summary, body, admin, ok = 200, errors = [], versioned }: Operation) {
  const codes = admin ? [...new Set([401, 403, ...errors])] : errors;
  return {
    summary,
    ...(versioned ? { parameters: [IF_MATCH] } : {}),
    ...(body ? { requestBody: body } : {}),
    ...(admin ? { security: [{ bearer: [] }, { cookie: [] }] } : {}),
    responses: {
      [ok]: versioned ? { ...success(summary), headers: ETAG_HEADER } : success(summary),
      ...Object.fromEntries(codes.map((code) => [code, failure(ERROR_TEXT[code] ?? "Error")])),
      ...(versioned
        ? {
            409: {
              description: "Saved by someone else since it was read (If-Match is stale)",
              headers: ETAG_HEADER,
              content: { "application/json": { schema: { $ref: "#/components/schemas/StaleVersion" } } },
            },
          }
        : {}),
    },
  };
}

// Any path parameter holding a NUL is refused with 400 (storable-address.ts).
const idParam = (name: string) => ({ name, in: "path", required: true, schema: { type: "string" } });

export function openApiDocument(publicUrl: string) {
  return {
    openapi: "3.1.0",
    info: { title: "AI Solutions website API", version: "1.0.0" },
    servers: [{ url: publicUrl }],
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer" },
        cookie: { type: "apiKey", in: "cookie", name: "session" },
      },
      schemas: {
        Error: {
          type: "object",
          required: ["success", "error", "message"],
          properties: {
            success: { const: false },
            error: { type: "string" },
            message: { type: "string" },
            errors: { type: "object", additionalProperties: { type: "string" } },
          },
        },
        StaleVersion: {
          description: "A save from an older version: the stored version (also the ETag) and its content",
          allOf: [
            { $ref: "#/components/schemas/Error" },
            {
              type: "object",
              required: ["version", "current"],
              properties: { version: { type: "integer" }, current: { type: "object" } },
            },
          ],
        },
      },
    },
    paths: {
      "/api/auth/login": {
        post: operation({
          summary:
            "Sign in. With two-factor sign-in on, a right password answers 401 with twoFactorRequired and a challenge for /api/auth/login/code",
          body: jsonBody(loginSchema),
          errors: [400, 401, 429],
        }),
      },
      "/api/auth/login/code": {
        post: operation({
          summary: "Finish a sign-in with the code from the authenticator app, or a recovery code",
          body: jsonBody(signInCodeSchema),
          errors: [400, 401, 429],
        }),
      },
      "/api/auth/logout": { get: operation({ summary: "Sign out (revokes the session)" }) },
      "/api/auth/me": { get: operation({ summary: "The signed-in user", errors: [401] }) },
      "/api/auth/sessions": {
        get: operation({
          summary: "The signed-in user's sessions (id, createdAt, lastSeenAt, device, current)",
          errors: [401],
        }),
        delete: operation({
          summary:
            "End all the signed-in user's other sessions. Needs their currentPassword (and code with two-factor on) in the body: 403 without it",
          body: optionalJsonBody(reauthenticationSchema),
          errors: [400, 401, 403, 429],
        }),
      },
      "/api/auth/sessions/{id}": {
        parameters: [idParam("id")],
        delete: operation({
          summary: "End one of the signed-in user's own sessions",
          errors: [401, 403, 404],
        }),
      },
      "/api/auth/password": {
        put: operation({
          summary: "Change the signed-in user's password (ends their other sessions)",
          body: jsonBody(changePasswordSchema),
          errors: [400, 401, 403, 429],
        }),
      },
      "/api/auth/two-factor": {
        get: operation({
          summary: "The signed-in user's two-factor sign-in (enabled, recoveryCodesLeft, required)",
          errors: [401],
        }),
      },
      "/api/auth/two-factor/setup": {
        post: operation({
          summary:
            "Start a two-factor setup: the secret, its otpauth:// address and QR code (expires in 10 minutes)",
          body: jsonBody(twoFactorSetupSchema),
          errors: [400, 401, 403, 429],
        }),
      },
      "/api/auth/two-factor/confirm": {
        post: operation({
          summary:
            "Turn two-factor sign-in on with the setup's first code; answers the ten recovery codes, once",
          body: jsonBody(twoFactorConfirmSchema),
          errors: [400, 401, 403, 429],
        }),
      },
      "/api/auth/two-factor/off": {
        post: operation({
          summary: "Turn two-factor sign-in off, with the password and a code",
          body: jsonBody(twoFactorOffSchema),
          errors: [400, 401, 403, 429],
        }),
      },
      "/api/auth/forgotpassword": {
        post: operation({
          summary: "Email a reset link",
          body: jsonBody(forgotPasswordSchema),
          errors: [400, 429],
        }),
      },
      "/api/auth/resetpassword/{token}": {
        parameters: [idParam("token")],
        put: operation({
          summary: "Set a new password",
          body: jsonBody(resetPasswordSchema),
          errors: [400, 429],
        }),
      },
      "/api/enquiries": {
        post: operation({
          summary: "Get Started enquiry",
          body: jsonBody(getStartedEnquirySchema),
          ok: 201,
          errors: [400, 413, 415, 429],
        }),
      },
      "/api/contact/enquiry": {
        post: operation({
          summary: "Contact page enquiry",
          body: jsonBody(contactEnquirySchema),
          ok: 201,
          errors: [400, 413, 415, 429],
        }),
      },
      "/api/contact": {
        get: {
          ...operation({ summary: "List enquiries", admin: true, errors: [400] }),
          description:
            "Without parameters, every enquiry (SPEC §7). With any of q, status, page or pageSize, one page of the matches, newest first, with total, page, pageSize and pageCount beside data.",
          parameters: ["q", "status", "page", "pageSize"].map((name) => ({
            name,
            in: "query",
            required: false,
            schema: (schemaOf(listQuerySchema).properties as Record<string, JsonSchema>)[name],
          })),
        },
      },
      "/api/contact/bulk-status": {
        post: operation({
          summary: "Set the status of several enquiries",
          body: jsonBody(bulkStatusSchema),
          admin: true,
          errors: [400],
        }),
      },
      "/api/contact/bulk-delete": {
        post: operation({
          summary: "Delete several enquiries",
          body: jsonBody(bulkDeleteSchema),
          admin: true,
          errors: [400],
        }),
      },
      "/api/contact/{id}/notes": {
        parameters: [idParam("id")],
        post: operation({
          summary: "Add an internal note to an enquiry",
          body: jsonBody(noteSchema),
          admin: true,
          ok: 201,
          errors: [400, 404],
        }),
      },
      "/api/contact/{id}": {
        parameters: [idParam("id")],
        get: operation({
          summary: "An enquiry with its notes and status history",
          admin: true,
          errors: [404],
        }),
        put: operation({
          summary: "Set an enquiry's status",
          body: jsonBody(statusSchema),
          admin: true,
          errors: [400, 404],
        }),
        delete: operation({ summary: "Delete an enquiry", admin: true, errors: [400, 404] }),
      },
      "/api/solutions": {
        get: operation({ summary: "List solutions (list view)" }),
        post: operation({
          summary: "Create a solution",
          body: jsonBody(solutionInputSchema),
          admin: true,
          ok: 201,
          errors: [400, 409],
        }),
      },
      "/api/solutions/{id}": {
        parameters: [idParam("id")],
        get: operation({
          summary: "A full solution (for an admin, with its version as the ETag)",
          errors: [400, 404],
        }),
        put: operation({
          summary: "Replace a solution (keeps the version it replaces)",
          body: jsonBody(solutionInputSchema),
          admin: true,
          errors: [400, 404],
          versioned: true,
        }),
        delete: operation({ summary: "Delete a solution and its versions", admin: true, errors: [400, 404] }),
      },
      "/api/solutions/{id}/versions": {
        parameters: [idParam("id")],
        get: operation({
          summary: "Earlier versions of a solution, newest first: version, savedAt, savedBy",
          admin: true,
          errors: [404],
        }),
      },
      "/api/solutions/{id}/versions/{version}/restore": {
        parameters: [idParam("id"), idParam("version")],
        post: operation({
          summary: "Save an earlier version as the newest (itself undoable)",
          admin: true,
          errors: [400, 404],
          versioned: true,
        }),
      },
      "/api/solutions/{id}/media": {
        parameters: [idParam("id")],
        put: operation({
          summary: "Upload or replace a solution's media (pictures get resized variants)",
          body: multipartBody("media"),
          admin: true,
          errors: [400, 404, 413, 415, 422],
        }),
        delete: operation({ summary: "Delete a solution's media", admin: true, errors: [400, 404] }),
      },
      "/api/solutions/{id}/media/poster": {
        parameters: [idParam("id")],
        put: operation({
          summary: "Upload or replace the poster image of a solution's video",
          body: multipartBody("poster"),
          admin: true,
          errors: [400, 404, 409, 413, 415, 422],
        }),
        delete: operation({ summary: "Delete the poster of a solution's video", admin: true, errors: [404] }),
      },
      "/api/users": {
        get: operation({ summary: "List users", admin: true }),
        post: operation({
          summary:
            "Create a user. An administrator needs the admin's currentPassword (and code with two-factor on): 403 without it",
          body: jsonBody(createUserSchema),
          admin: true,
          ok: 201,
          errors: [400, 409, 429],
        }),
      },
      "/api/users/{id}": {
        parameters: [idParam("id")],
        put: operation({
          summary:
            "Edit a user. A change of email, password or role needs the admin's currentPassword (and code with two-factor on): 403 without it",
          body: jsonBody(updateUserSchema),
          admin: true,
          errors: [400, 404, 409, 429],
        }),
        delete: operation({
          summary:
            "Delete a user. An administrator needs the admin's currentPassword (and code with two-factor on) in the body: 403 without it",
          body: optionalJsonBody(reauthenticationSchema),
          admin: true,
          errors: [400, 404, 429],
        }),
      },
      "/api/users/{id}/sessions": {
        parameters: [idParam("id")],
        delete: operation({ summary: "End all of a user's sessions", admin: true, errors: [404] }),
      },
      "/api/users/{id}/two-factor": {
        parameters: [idParam("id")],
        delete: operation({
          summary:
            "Reset another user's two-factor sign-in (recorded with who did it). Another administrator's needs the admin's currentPassword (and code) in the body: 403 without it; one's own is refused (400)",
          body: optionalJsonBody(reauthenticationSchema),
          admin: true,
          errors: [400, 404, 429],
        }),
      },
      "/api/settings": { get: operation({ summary: "Public site settings" }) },
      "/api/settings/enquiries": {
        get: operation({
          summary: "Enquiry settings (acknowledgement email), with their version as the ETag",
          admin: true,
        }),
        put: operation({
          summary: "Change the enquiry settings (keeps the version they replace)",
          body: jsonBody(enquirySettingsSchema),
          admin: true,
          errors: [400],
          versioned: true,
        }),
      },
      "/api/settings/versions": {
        get: operation({
          summary: "Earlier versions of the settings, newest first: version, savedAt, savedBy",
          admin: true,
        }),
      },
      "/api/settings/versions/{version}/restore": {
        parameters: [idParam("version")],
        post: operation({
          summary: "Save an earlier version of the settings as the newest",
          admin: true,
          errors: [400, 404],
          versioned: true,
        }),
      },
      "/api/settings/company": {
        get: operation({
          summary: "Company details (phone, WhatsApp, email, address, social links)",
          admin: true,
        }),
        put: operation({
          summary: "Change the company details",
          body: jsonBody(companyDetailsSchema),
          admin: true,
          errors: [400],
        }),
      },
      "/api/settings/homepage-video": {
        put: operation({
          summary: "Upload or replace the homepage video",
          body: multipartBody("video"),
          admin: true,
          errors: [400, 413, 415],
        }),
        delete: operation({ summary: "Delete the homepage video", admin: true }),
      },
      "/api/settings/homepage-video/poster": {
        put: operation({
          summary: "Upload or replace the homepage video's poster image",
          body: multipartBody("poster"),
          admin: true,
          errors: [400, 409, 413, 415, 422],
        }),
        delete: operation({ summary: "Delete the homepage video's poster", admin: true }),
      },
      "/api/admin/dashboard": { get: operation({ summary: "Dashboard figures", admin: true }) },
      "/api/admin/insights": {
        get: {
          ...operation({ summary: "Visitors, page views and enquiries", admin: true, errors: [400] }),
          description:
            "Cookieless counts of public page views over the last `days` days (today included): per day with the enquiries of that day, top pages, top solutions with enquiries attributed to them and their conversion (enquiries ÷ visitors), top referring hosts and utm campaigns, and views per device class. Visitors are counted per day, so a period's visitors sum the days'.",
          parameters: [
            {
              name: "days",
              in: "query",
              required: false,
              schema: (schemaOf(insightsQuerySchema).properties as Record<string, JsonSchema>).days,
            },
          ],
        },
      },
    },
  };
}
