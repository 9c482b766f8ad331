import { type Context, Hono } from "hono";
import { z } from "zod";
import {
  BULK_MAX,
  CONTACT_GONE,
  CONTACT_STATUS_INPUTS,
  NOTE_MAX_LENGTH,
  NOTE_REQUIRED,
  noteTooLong,
  toContactStatus,
} from "../../domain/contact-admin";
import { validationErrors, validationMessage } from "../../domain/validation-errors";
import { requireAdmin } from "../auth/middleware";
import type { Actor } from "../services/contact-record";
import type { Services } from "../services/container";
import type { PublicUser } from "../services/users";
import type { ApiEnv } from "./env";
import { fail, isUuid, ok } from "./respond";
import { readJson } from "./validate";

// SPEC §3 reports both spellings of "in progress"; the database keeps `in-progress`.
const status = z
  .enum(CONTACT_STATUS_INPUTS, { error: "Status must be new, in-progress or completed" })
  .transform((value) => toContactStatus(value) as NonNullable<ReturnType<typeof toContactStatus>>);

export const statusSchema = z.object({ status });

const ids = z
  .array(z.uuid({ error: "Each id must be a contact id" }), { error: "ids must be a list of contact ids" })
  .min(1, "Choose at least one enquiry")
  .max(BULK_MAX, `At most ${BULK_MAX} enquiries at once`);

export const bulkStatusSchema = z.object({ ids, status });
export const bulkDeleteSchema = z.object({ ids });

export const noteSchema = z.object({
  body: z
    .string({ error: NOTE_REQUIRED })
    .trim()
    .min(1, NOTE_REQUIRED)
    .check((ctx) => {
      if (ctx.value.length > NOTE_MAX_LENGTH) {
        ctx.issues.push({ code: "custom", message: noteTooLong(ctx.value.length), input: ctx.value });
      }
    }),
});

const whole = (name: string, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(max, `${name} must be at most ${max}`);

/** GET /api/contact's optional query; without any of it the answer is SPEC §7's whole list. */
export const listQuerySchema = z.object({
  q: z.string().trim().max(200, "Search text must be at most 200 characters").optional(),
  status: z
    .enum([...CONTACT_STATUS_INPUTS, "all"], { error: "Status must be all, new, in-progress or completed" })
    .optional(),
  page: whole("page", 100_000).default(1),
  pageSize: whole("pageSize", 1000).default(50),
});
const LIST_PARAMETERS = Object.keys(listQuerySchema.shape);

const NOT_FOUND = "Contact not found";

/** The signed-in admin (requireAdmin ran first), as notes and the status history name them. */
function actor(c: Context<ApiEnv>): Actor {
  const { id, name } = c.get("user") as PublicUser;
  return { id, name };
}

/** Admin management of enquiries. (The public POST /enquiry is mounted beside these.) */
export function contactRoutes(services: Services) {
  return new Hono<ApiEnv>()
    .get("/", requireAdmin, async (c) => {
      const query = c.req.query();
      if (!LIST_PARAMETERS.some((name) => name in query)) return ok(c, await services.contacts.list());
      const parsed = listQuerySchema.safeParse(query);
      if (!parsed.success) {
        const errors = validationErrors(parsed.error);
        return fail(c, 400, validationMessage(errors), errors);
      }
      const { q, page, pageSize } = parsed.data;
      const wanted = parsed.data.status && parsed.data.status !== "all" ? parsed.data.status : undefined;
      const result = await services.contacts.page(
        { q: q || undefined, status: wanted && toContactStatus(wanted) },
        page,
        pageSize,
      );
      return c.json({
        success: true,
        count: result.items.length,
        data: result.items,
        total: result.total,
        page: result.page,
        pageSize: result.pageSize,
        pageCount: Math.max(1, Math.ceil(result.total / result.pageSize)),
      });
    })
    .post("/bulk-status", requireAdmin, async (c) => {
      const body = await readJson(c, bulkStatusSchema);
      if (!body.ok) return body.response;
      const updated = await services.contacts.setStatuses(body.data.ids, body.data.status, actor(c));
      return ok(c, updated);
    })
    .post("/bulk-delete", requireAdmin, async (c) => {
      const body = await readJson(c, bulkDeleteSchema);
      if (!body.ok) return body.response;
      return ok(c, { deleted: await services.contacts.removeMany(body.data.ids) });
    })
    .get("/:id", requireAdmin, async (c) => {
      const id = c.req.param("id");
      const detail = isUuid(id) ? await services.contactActivity.detail(id) : null;
      return detail ? ok(c, detail) : fail(c, 404, NOT_FOUND);
    })
    .put("/:id", requireAdmin, async (c) => {
      const body = await readJson(c, statusSchema);
      if (!body.ok) return body.response;
      const id = c.req.param("id");
      const updated = isUuid(id) ? await services.contacts.setStatus(id, body.data.status, actor(c)) : null;
      return updated ? ok(c, updated) : fail(c, 404, CONTACT_GONE);
    })
    .post("/:id/notes", requireAdmin, async (c) => {
      const body = await readJson(c, noteSchema);
      if (!body.ok) return body.response;
      const id = c.req.param("id");
      const note = isUuid(id) ? await services.contactActivity.addNote(id, body.data.body, actor(c)) : null;
      return note ? ok(c, note, 201) : fail(c, 404, CONTACT_GONE);
    })
    .delete("/:id", requireAdmin, async (c) => {
      const id = c.req.param("id");
      const removed = isUuid(id) && (await services.contacts.remove(id));
      return removed ? ok(c, {}) : fail(c, 404, NOT_FOUND);
    });
}
