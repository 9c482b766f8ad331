import { type Context, Hono } from "hono";
import { z } from "zod";
import { contactEnquirySchema, getStartedEnquirySchema } from "#domain/sales-desk/enquiry";
import { ENQUIRY_KEY_HEADER, ENQUIRY_KEY_MESSAGE, readEnquiryKey } from "#domain/sales-desk/enquiry-key";
import { FORM_TOKEN_FIELD } from "#domain/sales-desk/enquiry-rules";
import type { Config } from "#server/config";
import { clientIp } from "#server/http/client-ip";
import { refused } from "#server/http/http-error";
import type { AcceptEnquiry, EnquiryService } from "#server/services/sales-desk/intake/enquiries";
import type { FormTokens } from "#server/services/sales-desk/intake/form-tokens";
import { routes, serve } from "../../openapi/contract";
import { data } from "../../openapi/operation";
import { uuid } from "../../openapi/records";
import type { ApiEnv } from "../../shared/env";

/** What both enquiry forms answer, and how they may fail. */
const enquiry = {
  ok: data(z.object({ id: uuid, message: z.string() })),
  status: 201,
  errors: [400, 413, 415, 429],
  idempotent: true,
  // The enquiry service checks, limits and stores: a flood is limited before its fields are read.
  checkedBy: "service",
} as const;

/** The public enquiry API (decision 0090), mounted at the API's root: its paths are SPEC §7's. */
export const enquiriesApi = routes("/api", {
  token: {
    at: "GET /enquiries/token",
    summary: "A signed issue time for an enquiry form",
    description: `The site's Get Started dialog asks for one when it opens and sends it back as ${FORM_TOKEN_FIELD}: an enquiry sent sooner than a person could type it, or with a forged token, is kept aside as spam (answered like any other). Clients of their own leave it out.`,
    ok: data(z.object({ token: z.string() })),
  },
  getStarted: {
    at: "POST /enquiries",
    summary: "Get Started enquiry",
    body: getStartedEnquirySchema,
    ...enquiry,
  },
  contact: {
    at: "POST /contact/enquiry",
    summary: "Contact page enquiry",
    body: contactEnquirySchema,
    ...enquiry,
  },
});

/**
 * The two public enquiry endpoints (Get Started dialog and contact page). The enquiry service
 * checks, limits and stores; a refusal answers with its status and a message a person can read.
 */
export function enquiryRoutes(enquiries: EnquiryService, formTokens: FormTokens, config: Config) {
  const handler =
    (accept: AcceptEnquiry) =>
    async (c: Context<ApiEnv>, { body }: { body: unknown }) => {
      const key = readEnquiryKey(c.req.header(ENQUIRY_KEY_HEADER));
      if (key === null) {
        throw refused({
          ok: false,
          reason: "invalid",
          message: ENQUIRY_KEY_MESSAGE,
          errors: { [ENQUIRY_KEY_HEADER]: ENQUIRY_KEY_MESSAGE },
        });
      }
      const outcome = await accept(body, clientIp(c, config.TRUST_PROXY), key);
      if (!outcome.ok) throw refused(outcome);
      return { id: outcome.id, message: "Thank you for your message! We'll be in touch soon." };
    };

  return new Hono<ApiEnv>()
    .on(
      ...serve(enquiriesApi.token, async (c) => {
        // Each one is fresh: no cache in between may hand the same to another visitor.
        c.header("Cache-Control", "no-store");
        return { token: await formTokens.issue() };
      }),
    )
    .on(...serve(enquiriesApi.getStarted, handler(enquiries.getStarted)))
    .on(...serve(enquiriesApi.contact, handler(enquiries.contactPage)));
}
