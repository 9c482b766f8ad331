import type { Context } from "hono";
import type { Config } from "../config";
import { clientIp } from "../http/client-ip";
import { refused } from "../http/http-error";
import type { AcceptEnquiry, EnquiryService } from "../services/enquiries";
import type { ApiEnv } from "./env";
import { ok } from "./respond";
import { readJsonBody } from "./validate";

/**
 * The two public enquiry endpoints (Get Started dialog and contact page). The enquiry service
 * checks, limits and stores; a refusal answers with its status and a message a person can read.
 */
export function enquiryHandlers(enquiries: EnquiryService, config: Config) {
  const handler = (accept: AcceptEnquiry) => async (c: Context<ApiEnv>) => {
    const body = await readJsonBody(c);
    const outcome = await accept(body, clientIp(c, config.TRUST_PROXY));
    if (!outcome.ok) throw refused(outcome);
    return ok(c, { id: outcome.id, message: "Thank you for your message! We'll be in touch soon." }, 201);
  };

  return { getStarted: handler(enquiries.getStarted), contactPage: handler(enquiries.contactPage) };
}
