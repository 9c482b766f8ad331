import { Hono } from "hono";
import { z } from "zod";
import { SPAM_REASONS } from "#domain/sales-desk/enquiry-rules";
import { requireAdmin } from "#server/http/authenticate";
import { found } from "#server/http/http-error";
import type { SpamEnquiries, SpamEnquiry } from "#server/services/sales-desk/inbox/spam-enquiries";
import { routes, serve } from "../../openapi/contract";
import { data, done } from "../../openapi/operation";
import { uuid } from "../../openapi/records";
import type { ApiEnv } from "../../shared/env";
import { isUuid } from "../../shared/respond";

const NOT_FOUND = "That enquiry is not in the spam (any more)";

const spamEnquirySchema = z.object({
  id: uuid,
  name: z.string(),
  email: z.string(),
  company: z.string(),
  message: z.string(),
  reason: z.enum(Object.keys(SPAM_REASONS) as [keyof typeof SPAM_REASONS]),
  markedBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
}) satisfies z.ZodType<SpamEnquiry>;

/** The spam API (decision 0090). */
export const spamApi = routes("/api/spam-enquiries", {
  list: {
    at: "GET /",
    summary: "Enquiries kept aside as spam",
    description:
      "The newest 200, newest first, with the reason each was kept aside (honeypot, too-fast, forged-token, or marked: an admin marked it as spam in the inbox, markedBy naming them) and total, how many there are in all. Spam is kept as long as enquiries are.",
    ok: data(z.object({ items: z.array(spamEnquirySchema), total: z.int() })),
    access: "admin",
  },
  empty: {
    at: "DELETE /",
    summary: "Empty the spam",
    description:
      "Deletes every enquiry kept aside as spam for good, with the replies, notes and history of those an admin marked; answers how many there were.",
    ok: data(z.object({ deleted: z.int() })),
    access: "admin",
  },
  remove: {
    at: "DELETE /:id",
    summary: "Delete one spam enquiry for good",
    ok: done,
    access: "admin",
    errors: [404],
  },
  notSpam: {
    at: "POST /:id/not-spam",
    summary: "Not spam: make it an enquiry",
    description:
      "One the forms kept aside moves into the enquiries as a new one, which is then counted, notified to the team and acknowledged to the visitor like any enquiry. One an admin marked as spam goes back as it was (same id, arrival, status, owner and version, with its replies, notes and history; read; no mail). Answers with the enquiry's id.",
    ok: data(z.object({ id: uuid })),
    access: "admin",
    errors: [404],
  },
});

/**
 * The inbox's Spam view (decisions 0051, 0077): what was kept aside or marked as spam, "Not
 * spam", and deleting one or all for good. Admins only.
 */
export function spamRoutes(spam: SpamEnquiries) {
  return new Hono<ApiEnv>()
    .on(...serve(spamApi.list, requireAdmin, () => spam.list()))
    .on(...serve(spamApi.empty, requireAdmin, async () => ({ deleted: await spam.empty() })))
    .on(
      ...serve(spamApi.remove, requireAdmin, async (c) => {
        const id = c.req.param("id");
        found(isUuid(id) && (await spam.remove(id)), NOT_FOUND);
        return {};
      }),
    )
    .on(
      ...serve(spamApi.notSpam, requireAdmin, async (c) => {
        const id = c.req.param("id");
        return found(isUuid(id) ? await spam.notSpam(id) : null, NOT_FOUND);
      }),
    );
}
