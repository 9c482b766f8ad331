import type { Context } from "hono";
import type { z } from "zod";
import { contactEnquirySchema, getStartedEnquirySchema } from "../../domain/enquiry";
import { HONEYPOT_FIELD, HONEYPOT_MESSAGE } from "../../domain/enquiry-rules";
import type { Config } from "../config";
import { clientIp } from "../http/client-ip";
import type { NewEnquiry } from "../services/contacts";
import type { Services } from "../services/container";
import type { ApiEnv } from "./env";
import { fail, ok, tooManyRequests } from "./respond";
import { readJson } from "./validate";

const TEN_MINUTES = 10 * 60_000;

/**
 * The two public enquiry endpoints (Get Started dialog and contact page). Both refuse a filled
 * honeypot and limit accepted enquiries per client IP, always with a message a person can read.
 * The enquiry is committed before the 201 is sent.
 */
export function enquiryHandlers(services: Services, config: Config) {
  const perIp = services.rateLimits.limiter("enquiry-ip", config.ENQUIRY_RATE_LIMIT, TEN_MINUTES);

  function handler<S extends z.ZodType<Record<string, unknown>>>(
    schema: S,
    toEnquiry: (data: z.output<S>) => NewEnquiry,
  ) {
    return async (c: Context<ApiEnv>) => {
      const body = await readJson(c, schema);
      if (!body.ok) return body.response;
      if (body.data[HONEYPOT_FIELD]) return fail(c, 400, HONEYPOT_MESSAGE);
      const limit = await perIp.hit(clientIp(c, config.TRUST_PROXY));
      if (!limit.allowed) return tooManyRequests(c, limit.retryAfterSeconds, "messages from your connection");
      const record = await services.contacts.submit(toEnquiry(body.data));
      return ok(c, { id: record.id, message: "Thank you for your message! We'll be in touch soon." }, 201);
    };
  }

  return {
    getStarted: handler(getStartedEnquirySchema, (data) => ({ ...data, phone: "", source: "get-started" })),
    contactPage: handler(contactEnquirySchema, (data) => ({ ...data, source: "contact-page" })),
  };
}
