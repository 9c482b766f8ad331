import { type Context, Hono } from "hono";
import { z } from "zod";
import { contactEnquirySchema, getStartedEnquirySchema } from "#domain/enquiry";
import { ENQUIRY_KEY_HEADER, ENQUIRY_KEY_MESSAGE, readEnquiryKey } from "#domain/enquiry-key";
import { FORM_TOKEN_FIELD } from "#domain/enquiry-rules";
import type { Config } from "../config";
import { clientIp } from "../http/client-ip";
import { refused } from "../http/http-error";
import type { AcceptEnquiry, EnquiryService } from "../services/enquiries";
import type { FormTokens } from "../services/form-tokens";
import type { ApiEnv } from "./env";
import { data, documented, json } from "./openapi/operation";
import { uuid } from "./openapi/records";
import { ok } from "./respond";
import { readJsonBody } from "./validate";

/**
 * The two public enquiry endpoints (Get Started dialog and contact page), mounted at the API's
 * root: their paths are SPEC §7's. The enquiry service checks, limits and stores; a refusal
 * answers with its status and a message a person can read.
 */
export function enquiryRoutes(enquiries: EnquiryService, formTokens: FormTokens, config: Config) {
  const handler = (accept: AcceptEnquiry) => async (c: Context<ApiEnv>) => {
    const key = readEnquiryKey(c.req.header(ENQUIRY_KEY_HEADER));
    if (key === null) {
      throw refused({
        ok: false,
        reason: "invalid",
        message: ENQUIRY_KEY_MESSAGE,
        errors: { [ENQUIRY_KEY_HEADER]: ENQUIRY_KEY_MESSAGE },
      });
    }
    const body = await readJsonBody(c);
    const outcome = await accept(body, clientIp(c, config.TRUST_PROXY), key);
    if (!outcome.ok) throw refused(outcome);
    return ok(c, { id: outcome.id, message: "Thank you for your message! We'll be in touch soon." }, 201);
  };

  const described = (summary: string, schema: z.ZodType) =>
    documented({
      summary,
      body: json(schema),
      ok: data(z.object({ id: uuid, message: z.string() })),
      status: 201,
      errors: [400, 413, 415, 429],
      idempotent: true,
    });

  return new Hono<ApiEnv>()
    .get(
      "/enquiries/token",
      documented({
        summary: "A signed issue time for an enquiry form",
        description: `The site's Get Started dialog asks for one when it opens and sends it back as ${FORM_TOKEN_FIELD}: an enquiry sent sooner than a person could type it, or with a forged token, is kept aside as spam (answered like any other). Clients of their own leave it out.`,
        ok: data(z.object({ token: z.string() })),
      }),
      async (c) => {
        // Each one is fresh: no cache in between may hand the same to another visitor.
        c.header("Cache-Control", "no-store");
        return ok(c, { token: await formTokens.issue() });
      },
    )
    .post(
      "/enquiries",
      described("Get Started enquiry", getStartedEnquirySchema),
      handler(enquiries.getStarted),
    )
    .post(
      "/contact/enquiry",
      described("Contact page enquiry", contactEnquirySchema),
      handler(enquiries.contactPage),
    );
}
