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
} from "#domain/contact-admin";
import { requireAdmin } from "../http/authenticate";
import { found } from "../http/http-error";
import type { Actor, ContactRecord } from "../services/contact-record";
import type { Services } from "../services/container";
import type { PublicUser } from "../services/users";
import type { ApiEnv } from "./env";
import { data, documented, done, json, list } from "./openapi/operation";
import { contactDetailSchema, contactSchema, savedNoteSchema } from "./openapi/records";
import { isUuid, ok } from "./respond";
import { readJson, validated } from "./validate";

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

const described = {
  list: documented({
    summary: "List enquiries",
    description:
      "Without parameters, every enquiry (SPEC §7). With any of q, status, page or pageSize, one page of the matches, newest first, with total, page, pageSize and pageCount beside data.",
    query: listQuerySchema,
    ok: list(contactSchema).extend({
      total: z.int().optional(),
      page: z.int().optional(),
      pageSize: z.int().optional(),
      pageCount: z.int().optional(),
    }),
    access: "admin",
    errors: [400],
  }),
  setStatuses: documented({
    summary: "Set the status of several enquiries",
    body: json(bulkStatusSchema),
    ok: list(contactSchema),
    access: "admin",
    errors: [400],
  }),
  removeMany: documented({
    summary: "Delete several enquiries",
    body: json(bulkDeleteSchema),
    ok: data(z.object({ deleted: z.int() })),
    access: "admin",
    errors: [400],
  }),
  get: documented({
    summary: "An enquiry with its notes and status history",
    ok: data(contactDetailSchema),
    access: "admin",
    errors: [404],
  }),
  setStatus: documented({
    summary: "Set an enquiry's status",
    body: json(statusSchema),
    ok: data(contactSchema),
    access: "admin",
    errors: [400, 404],
  }),
  addNote: documented({
    summary: "Add an internal note to an enquiry",
    body: json(noteSchema),
    ok: data(savedNoteSchema),
    status: 201,
    access: "admin",
    errors: [400, 404],
  }),
  remove: documented({ summary: "Delete an enquiry", ok: done, access: "admin", errors: [400, 404] }),
};

/** GET /api/contact with a query: one page of the matching contacts, and where it is. */
export interface ContactPage {
  success: true;
  count: number;
  data: ContactRecord[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** The signed-in admin (requireAdmin ran first), as notes and the status history name them. */
function actor(c: Context<ApiEnv>): Actor {
  const { id, name } = c.get("user") as PublicUser;
  return { id, name };
}

/** Admin management of enquiries. (The public POST /enquiry is mounted beside these.) */
export function contactRoutes(services: Services) {
  return new Hono<ApiEnv>()
    .get("/", described.list, requireAdmin, async (c) => {
      const query = c.req.query();
      if (!LIST_PARAMETERS.some((name) => name in query)) return ok(c, await services.contacts.list());
      const { q, status: shown, page, pageSize } = validated(listQuerySchema, query);
      const wanted = shown && shown !== "all" ? shown : undefined;
      const result = await services.contacts.page(
        { q: q || undefined, status: wanted && toContactStatus(wanted) },
        page,
        pageSize,
      );
      return c.json<ContactPage>({
        success: true,
        count: result.items.length,
        data: result.items,
        total: result.total,
        page: result.page,
        pageSize: result.pageSize,
        pageCount: Math.max(1, Math.ceil(result.total / result.pageSize)),
      });
    })
    .post("/bulk-status", described.setStatuses, requireAdmin, async (c) => {
      const body = await readJson(c, bulkStatusSchema);
      const updated = await services.contacts.setStatuses(body.ids, body.status, actor(c));
      return ok(c, updated);
    })
    .post("/bulk-delete", described.removeMany, requireAdmin, async (c) => {
      const body = await readJson(c, bulkDeleteSchema);
      return ok(c, { deleted: await services.contacts.removeMany(body.ids) });
    })
    .get("/:id", described.get, requireAdmin, async (c) => {
      const id = c.req.param("id");
      const detail = isUuid(id) ? await services.contactActivity.detail(id) : null;
      return ok(c, found(detail, NOT_FOUND));
    })
    .put("/:id", described.setStatus, requireAdmin, async (c) => {
      const body = await readJson(c, statusSchema);
      const id = c.req.param("id");
      const updated = isUuid(id) ? await services.contacts.setStatus(id, body.status, actor(c)) : null;
      return ok(c, found(updated, CONTACT_GONE));
    })
    .post("/:id/notes", described.addNote, requireAdmin, async (c) => {
      const body = await readJson(c, noteSchema);
      const id = c.req.param("id");
      const note = isUuid(id) ? await services.contactActivity.addNote(id, body.body, actor(c)) : null;
      return ok(c, found(note, CONTACT_GONE), 201);
    })
    .delete("/:id", described.remove, requireAdmin, async (c) => {
      const id = c.req.param("id");
      found(isUuid(id) && (await services.contacts.remove(id)), NOT_FOUND);
      return ok(c, {});
    });
}
