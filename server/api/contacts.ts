import { Hono } from "hono";
import { z } from "zod";
import { requireAdmin } from "../auth/middleware";
import type { Services } from "../services/container";
import type { ApiEnv } from "./env";
import { fail, isUuid, ok } from "./respond";
import { readJson } from "./validate";

// SPEC §3 reports both spellings of "in progress"; the database keeps `in-progress`.
export const statusSchema = z.object({
  status: z
    .enum(["new", "in-progress", "inProgress", "completed"], {
      error: "Status must be new, in-progress or completed",
    })
    .transform((status) => (status === "inProgress" ? "in-progress" : status)),
});

const NOT_FOUND = "Contact not found";

/** Admin management of enquiries. (The public POST /enquiry is mounted beside these.) */
export function contactRoutes(services: Services) {
  return new Hono<ApiEnv>()
    .get("/", requireAdmin, async (c) => ok(c, await services.contacts.list()))
    .put("/:id", requireAdmin, async (c) => {
      const body = await readJson(c, statusSchema);
      if (!body.ok) return body.response;
      const id = c.req.param("id");
      const updated = isUuid(id) ? await services.contacts.setStatus(id, body.data.status) : null;
      return updated ? ok(c, updated) : fail(c, 404, NOT_FOUND);
    })
    .delete("/:id", requireAdmin, async (c) => {
      const id = c.req.param("id");
      const removed = isUuid(id) && (await services.contacts.remove(id));
      return removed ? ok(c, {}) : fail(c, 404, NOT_FOUND);
    });
}
