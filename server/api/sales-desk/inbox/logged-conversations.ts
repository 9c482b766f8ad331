import { Hono } from "hono";
import { loggedConversationSchema } from "#domain/sales-desk/enquiry";
import { NO_ATTRIBUTION } from "#domain/sales-desk/enquiry-attribution";
import { requireAdmin } from "#server/http/authenticate";
import { found, HttpError } from "#server/http/http-error";
import type { Services } from "#server/services/container";
import { CONTACT_NOT_FOUND } from "#server/services/sales-desk/contact-record";
import { routes, serve } from "../../openapi/contract";
import { data } from "../../openapi/operation";
import { contactSchema } from "../../openapi/records";
import type { ApiEnv } from "../../shared/env";
import { actor } from "./contacts";

const UNKNOWN_SOLUTION = "No solution has this id";

/** The inbox's "Log a conversation" (decision 0090). */
export const loggedConversationsApi = routes("/api/contact/conversations", {
  log: {
    at: "POST /",
    summary: "Log a conversation as an enquiry",
    description:
      "For a lead who wrote on WhatsApp, called, walked in or emailed: stored with the channel as its source, owned by and read for the caller, and recorded as logged by them. A phone number or an email is required. No one is mailed; the webhook is told (enquiry.created).",
    body: loggedConversationSchema,
    ok: data(contactSchema),
    status: 201,
    access: "admin",
    errors: [400],
  },
});

/** POST /api/contact/conversations: the inbox's "Log a conversation" (issue 35). */
export function loggedConversationRoutes(services: Services) {
  return new Hono<ApiEnv>().on(
    ...serve(loggedConversationsApi.log, requireAdmin, async (c, { body }) => {
      const { channel, ...conversation } = body;
      const logged = await services.intake.log(
        { ...NO_ATTRIBUTION, ...conversation, source: channel },
        actor(c),
      );
      if (!logged) throw new HttpError(400, UNKNOWN_SOLUTION, { errors: { solutionId: UNKNOWN_SOLUTION } });
      return found(await services.contacts.get(logged.id), CONTACT_NOT_FOUND);
    }),
  );
}
