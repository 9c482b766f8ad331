import { type Context, Hono } from "hono";
import type { Logger } from "pino";
import { z } from "zod";
import { textField } from "#domain/fields";
import {
  BULK_MAX,
  CONTACT_GONE,
  CONTACT_STATUS_INPUTS,
  NOTE_RULE,
  PRESENCE_ACTIVITIES,
  PRESENCE_HEARTBEAT_MS,
  PRESENCE_TTL_SECONDS,
  REPLY_RULE,
  toContactStatus,
} from "#domain/sales-desk/contact-admin";
import { requireAdmin } from "#server/http/authenticate";
import { found, HttpError } from "#server/http/http-error";
import type { PublicUser } from "#server/services/accounts/users";
import type { Services } from "#server/services/container";
import { positionOf } from "#server/services/sales-desk/contact-positions";
import {
  type Actor,
  CONTACT_NOT_FOUND,
  type ContactRecord,
} from "#server/services/sales-desk/contact-record";
import { routes, serve } from "../../openapi/contract";
import { data, done, list } from "../../openapi/operation";
import {
  contactDetailSchema,
  contactSchema,
  inboxSummarySchema,
  presenceSchema,
  savedNoteSchema,
  savedReplySchema,
  uuid,
} from "../../openapi/records";
import type { ApiEnv } from "../../shared/env";
import { isUuid, okAt } from "../../shared/respond";
import { streamedList } from "../../shared/streamed-list";
import { saveOptions } from "../../shared/versioning";

// SPEC §3 reports both spellings of "in progress"; the database keeps `in-progress`.
const status = z
  .enum(CONTACT_STATUS_INPUTS, { error: "Status must be new, in-progress or completed" })
  .transform((value) => toContactStatus(value) as NonNullable<ReturnType<typeof toContactStatus>>);

const statusSchema = z.object({ status });

const ids = z
  .array(z.uuid({ error: "Each id must be a contact id" }), { error: "ids must be a list of contact ids" })
  .min(1, "Choose at least one enquiry")
  .max(BULK_MAX, `At most ${BULK_MAX} enquiries at once`);

const bulkStatusSchema = z.object({ ids, status });
const ownerId = z.uuid({ error: "ownerId must be an administrator's id, or null for no one" }).nullable();
const ownerSchema = z.object({ ownerId });
const bulkOwnerSchema = z.object({ ids, ownerId });
const bulkDeleteSchema = z.object({ ids });
const bulkSpamSchema = z.object({ ids });

const presenceBodySchema = z.object({
  activity: z.enum(PRESENCE_ACTIVITIES, { error: "activity must be viewing or replying" }),
});

const noteSchema = z.object({ body: textField(NOTE_RULE) });
const replySchema = z.object({ body: textField(REPLY_RULE) });

const whole = (name: string, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(max, `${name} must be at most ${max}`);

/** GET /api/contact's optional query; without any of it the answer is SPEC §7's whole list. */
const listQuerySchema = z.object({
  q: z.string().trim().max(200, "Search text must be at most 200 characters").optional(),
  status: z
    .enum([...CONTACT_STATUS_INPUTS, "all"], { error: "Status must be all, new, in-progress or completed" })
    .optional(),
  owner: z.enum(["me"], { error: "owner must be me" }).optional(),
  overdue: z.enum(["true", "false"], { error: "overdue must be true or false" }).optional(),
  page: whole("page", 100_000).default(1),
  pageSize: whole("pageSize", 1000).default(50),
  after: z
    .string()
    .max(200)
    .refine((cursor) => positionOf(cursor) !== null, "after must be the next of an earlier page")
    .optional(),
});
const LIST_PARAMETERS = Object.keys(listQuerySchema.shape);

const NOT_AN_ADMIN = "Enquiries can only be assigned to an administrator";

/** The inbox API (decision 0090). */
export const contactsApi = routes("/api/contact", {
  list: {
    at: "GET /",
    summary: "List enquiries",
    description:
      "Without parameters, every enquiry (SPEC §7), sent as it is read, count after data. With any of q, status, owner, overdue, page, pageSize or after, one page of the matches, newest first, with total, page, pageSize, pageCount and next beside data; owner=me keeps the caller's own, overdue=true those unanswered one working day after they arrived. next (null on the last page) sent back as after, with the same filters, gives the page that follows, however deep; page is then only repeated.",
    query: listQuerySchema,
    ok: list(contactSchema).extend({
      total: z.int().optional(),
      page: z.int().optional(),
      pageSize: z.int().optional(),
      pageCount: z.int().optional(),
      next: z.string().nullable().optional(),
    }),
    access: "admin",
    errors: [400],
  },
  setStatuses: {
    at: "POST /bulk-status",
    summary: "Set the status of several enquiries",
    body: bulkStatusSchema,
    ok: list(contactSchema),
    access: "admin",
    errors: [400],
  },
  assignMany: {
    at: "POST /bulk-owner",
    summary: "Give several enquiries to an administrator (or to no one)",
    description: "The new owner is told by mail, unless they assigned them to themselves.",
    body: bulkOwnerSchema,
    ok: list(contactSchema),
    access: "admin",
    errors: [400],
  },
  removeMany: {
    at: "POST /bulk-delete",
    summary: "Delete several enquiries",
    body: bulkDeleteSchema,
    ok: data(z.object({ deleted: z.int() })),
    access: "admin",
    errors: [400],
  },
  spamMany: {
    at: "POST /bulk-spam",
    summary: "Mark several enquiries as spam",
    description:
      "Moves them to the Spam view (GET /api/spam-enquiries): no longer counted, overdue or in the digest, and an acknowledgement not yet sent is not sent. Their replies, notes and history are deleted; Not spam puts the enquiry back. Answers how many moved.",
    body: bulkSpamSchema,
    ok: data(z.object({ moved: z.int() })),
    access: "admin",
    errors: [400],
  },
  summary: {
    at: "GET /summary",
    summary: "How many enquiries are unread, and when the newest arrived",
    description:
      "Polled by the open admin area (every 5 s, every 30 s while its tab is hidden); a change of changedAt means an enquiry was changed. Sent with X-Activity: background, it does not keep an idle session alive.",
    ok: data(inboxSummarySchema),
    access: "admin",
  },
  get: {
    at: "GET /:id",
    summary: "An enquiry with its replies, notes, status history and assignments",
    description:
      "Opening it marks it read for every administrator. The ETag is its version, which changes with every change to it (status, owner, reply, note); a change sent with it as If-Match is refused with 409 when another came first.",
    ok: data(contactDetailSchema),
    access: "admin",
    errors: [404],
  },
  setStatus: {
    at: "PUT /:id",
    summary: "Set an enquiry's status",
    body: statusSchema,
    ok: data(contactSchema),
    access: "admin",
    errors: [400, 404],
    versioned: "enquiry",
  },
  assign: {
    at: "PUT /:id/owner",
    summary: "Give an enquiry to an administrator (or to no one)",
    description: "Recorded in its history; the new owner is told by mail, unless they took it themselves.",
    body: ownerSchema,
    ok: data(contactSchema),
    access: "admin",
    errors: [400, 404],
    versioned: "enquiry",
  },
  reply: {
    at: "POST /:id/replies",
    summary: "Mail a reply to the enquirer",
    description:
      "Sent through the outbox with the enquiry quoted and Reply-To the caller; kept with the enquiry. A first reply moves a new enquiry to in progress. With If-Match, a reply written while someone else changed the enquiry (another reply among them) is not sent: 409 with the enquiry as it is now.",
    body: replySchema,
    ok: data(savedReplySchema),
    status: 201,
    access: "admin",
    errors: [400, 404],
    versioned: "enquiry",
  },
  addNote: {
    at: "POST /:id/notes",
    summary: "Add an internal note to an enquiry",
    body: noteSchema,
    ok: data(savedNoteSchema),
    status: 201,
    access: "admin",
    errors: [400, 404],
    versioned: "enquiry",
  },
  present: {
    at: "PUT /:id/presence",
    summary: "Say that the caller has the enquiry open, and hear who else has",
    description: `The open panel's heartbeat, every ${PRESENCE_HEARTBEAT_MS / 1000} s (sent with X-Activity: background): activity is viewing, or replying while a reply is being written. Answers the enquiry's version (a panel that shows another reads it again) and the other administrators whose heartbeat came within the last ${PRESENCE_TTL_SECONDS} s.`,
    body: presenceBodySchema,
    ok: data(presenceSchema),
    access: "admin",
    errors: [400, 404],
  },
  leave: {
    at: "DELETE /:id/presence",
    summary: "Say that the caller closed the enquiry",
    ok: done,
    access: "admin",
  },
  spam: {
    at: "POST /:id/spam",
    summary: "Mark an enquiry as spam",
    description:
      "Moves it to the Spam view under the same id: no longer counted, overdue or in the digest, and an acknowledgement not yet sent is not sent. Its replies, notes and history are kept with it (deleting the spam deletes them); Not spam puts it back with them.",
    ok: data(z.object({ id: uuid })),
    access: "admin",
    errors: [404],
  },
  remove: {
    at: "DELETE /:id",
    summary: "Delete an enquiry",
    ok: done,
    access: "admin",
    errors: [400, 404],
  },
});

/** GET /api/contact with a query: one page of the matching contacts, and where it is. */
export interface ContactListBody {
  success: true;
  count: number;
  data: ContactRecord[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  /** `after` for the page that follows; null on the last page. */
  next: string | null;
}

/** The signed-in admin (requireAdmin ran first), as notes and the status history name them. */
export function actor(c: Context<ApiEnv>): Actor {
  const { id, name } = c.get("user") as PublicUser;
  return { id, name };
}

/** Admin management of enquiries. (The public POST /enquiry is mounted beside these.) */
export function contactRoutes(services: Services, logger: Logger) {
  /** The contact in the path, or null when the id cannot be one. */
  const contactId = (id: string) => (isUuid(id) ? id : null);
  return (
    new Hono<ApiEnv>()
      .on(
        ...serve(contactsApi.list, requireAdmin, async (c, { query }) => {
          if (!LIST_PARAMETERS.some((name) => name in c.req.query())) {
            return streamedList(c, services.contacts.everyChunk(), logger);
          }
          const { q, status: shown, owner, overdue, page, pageSize, after } = query;
          const wanted = shown && shown !== "all" ? shown : undefined;
          const result = await services.contacts.page(
            {
              q: q || undefined,
              status: wanted && toContactStatus(wanted),
              ownerId: owner === "me" ? actor(c).id : undefined,
              overdue: overdue === "true",
            },
            page,
            pageSize,
            after ? (positionOf(after) ?? undefined) : undefined,
          );
          return c.json<ContactListBody>({
            success: true,
            count: result.items.length,
            data: result.items,
            total: result.total,
            page: result.page,
            pageSize: result.pageSize,
            pageCount: Math.max(1, Math.ceil(result.total / result.pageSize)),
            next: result.next,
          });
        }),
      )
      .on(
        ...serve(contactsApi.setStatuses, requireAdmin, (c, { body }) =>
          services.contacts.setStatuses(body.ids, body.status, actor(c)),
        ),
      )
      .on(
        ...serve(contactsApi.assignMany, requireAdmin, async (c, { body }) => {
          const assigned = await services.contacts.assign(body.ids, body.ownerId, actor(c));
          if (!assigned) throw new HttpError(400, NOT_AN_ADMIN);
          return assigned;
        }),
      )
      .on(
        ...serve(contactsApi.removeMany, requireAdmin, async (_c, { body }) => ({
          deleted: await services.contacts.removeMany(body.ids),
        })),
      )
      .on(
        ...serve(contactsApi.spamMany, requireAdmin, async (c, { body }) => ({
          moved: await services.spam.mark(body.ids, actor(c)),
        })),
      )
      // Polled by every open admin tab (X-Activity: background, so it keeps no session alive).
      .on(...serve(contactsApi.summary, requireAdmin, () => services.contacts.summary()))
      .on(
        ...serve(contactsApi.get, requireAdmin, async (c) => {
          const id = contactId(c.req.param("id"));
          if (id) await services.contacts.markOpened(id);
          const detail = found(id ? await services.contactActivity.detail(id) : null, CONTACT_NOT_FOUND);
          return okAt(c, detail, detail);
        }),
      )
      .on(
        ...serve(contactsApi.setStatus, requireAdmin, async (c, { body }) => {
          const id = contactId(c.req.param("id"));
          const { expectedVersion } = saveOptions(c);
          const updated = id
            ? await services.contacts.setStatus(id, body.status, actor(c), expectedVersion)
            : null;
          const record = found(updated, CONTACT_GONE);
          return okAt(c, record, record);
        }),
      )
      .on(
        ...serve(contactsApi.assign, requireAdmin, async (c, { body }) => {
          const id = contactId(c.req.param("id"));
          const { expectedVersion } = saveOptions(c);
          const assigned = id
            ? await services.contacts.assign([id], body.ownerId, actor(c), expectedVersion)
            : [];
          if (!assigned) throw new HttpError(400, NOT_AN_ADMIN);
          const record = found(assigned[0], CONTACT_GONE);
          return okAt(c, record, record);
        }),
      )
      .on(
        ...serve(contactsApi.reply, requireAdmin, async (c, { body }) => {
          const id = contactId(c.req.param("id"));
          const { email } = c.get("user") as PublicUser;
          const author = { ...actor(c), email };
          const { expectedVersion } = saveOptions(c);
          const sent = id
            ? await services.contactActivity.reply(id, body.body, author, expectedVersion)
            : null;
          const reply = found(sent, CONTACT_GONE);
          return okAt(c, reply, reply.data, 201);
        }),
      )
      .on(
        ...serve(contactsApi.addNote, requireAdmin, async (c, { body }) => {
          const id = contactId(c.req.param("id"));
          const { expectedVersion } = saveOptions(c);
          const saved = id
            ? await services.contactActivity.addNote(id, body.body, actor(c), expectedVersion)
            : null;
          const note = found(saved, CONTACT_GONE);
          return okAt(c, note, note.data, 201);
        }),
      )
      .on(
        ...serve(contactsApi.present, requireAdmin, async (c, { body }) => {
          const id = contactId(c.req.param("id"));
          const answer = id ? await services.contactPresence.beat(id, actor(c), body.activity) : null;
          return found(answer, CONTACT_NOT_FOUND);
        }),
      )
      .on(
        ...serve(contactsApi.leave, requireAdmin, async (c) => {
          const id = contactId(c.req.param("id"));
          if (id) await services.contactPresence.leave(id, actor(c).id);
          return {};
        }),
      )
      .on(
        ...serve(contactsApi.spam, requireAdmin, async (c) => {
          const id = contactId(c.req.param("id"));
          const moved = id !== null && (await services.spam.mark([id], actor(c))) > 0;
          return found(moved && { id }, CONTACT_GONE);
        }),
      )
      .on(
        ...serve(contactsApi.remove, requireAdmin, async (c) => {
          const id = contactId(c.req.param("id"));
          found(id && (await services.contacts.remove(id)), CONTACT_NOT_FOUND);
          return {};
        }),
      )
  );
}
