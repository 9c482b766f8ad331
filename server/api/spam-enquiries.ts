import { Hono } from "hono";
import { z } from "zod";
import { SPAM_REASONS } from "#domain/enquiry-rules";
import { requireAdmin } from "../http/authenticate";
import { found } from "../http/http-error";
import type { SpamEnquiries } from "../services/spam-enquiries";
import type { ApiEnv } from "./env";
import { data, documented } from "./openapi/operation";
import { uuid } from "./openapi/records";
import { isUuid, ok } from "./respond";

const NOT_FOUND = "That enquiry is not in the spam (any more)";

const spamEnquirySchema = z.object({
  id: uuid,
  name: z.string(),
  email: z.string(),
  company: z.string(),
  message: z.string(),
  reason: z.enum(Object.keys(SPAM_REASONS) as [keyof typeof SPAM_REASONS]),
  createdAt: z.iso.datetime(),
});

/** The inbox's Spam view (decision 0051): what was kept aside, and "Not spam". Admins only. */
export function spamRoutes(spam: SpamEnquiries) {
  return new Hono<ApiEnv>()
    .get(
      "/",
      documented({
        summary: "Enquiries kept aside as spam",
        description:
          "The newest 200, newest first, with the reason each was kept aside (honeypot, too-fast, forged-token) and total, how many there are in all. Spam is kept as long as enquiries are.",
        ok: data(z.object({ items: z.array(spamEnquirySchema), total: z.int() })),
        access: "admin",
      }),
      requireAdmin,
      async (c) => ok(c, await spam.list()),
    )
    .post(
      "/:id/not-spam",
      documented({
        summary: "Not spam: make it an enquiry",
        description:
          "Moves it into the enquiries as a new one, which is then counted, notified to the team and acknowledged to the visitor like any enquiry. Answers with the new enquiry's id.",
        ok: data(z.object({ id: uuid })),
        access: "admin",
        errors: [404],
      }),
      requireAdmin,
      async (c) => {
        const id = c.req.param("id");
        const moved = isUuid(id) ? await spam.notSpam(id) : null;
        return ok(c, found(moved, NOT_FOUND));
      },
    );
}
