import { createHmac, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import type { Config } from "../config";
import { HttpError } from "../http/http-error";
import type { Services } from "../services/container";
import type { ApiEnv } from "./env";
import { data, documented, json } from "./openapi/operation";
import { ok } from "./respond";
import { parseJson, readJsonText, validated } from "./validate";

// Bookings made on the company's Cal.com page (docs/decisions/0055): Cal.com posts each to
// POST /api/integrations/cal, signed with the secret set there and in CAL_WEBHOOK_SECRET.

const BOOKING_SERVICE = "Cal.com";
/** Cal.com's header: the hex HMAC-SHA256 of the raw body with the webhook's secret. */
const SIGNATURE_HEADER = "x-cal-signature-256";
/** The triggers that mean a call is (now) booked for a time; others are acknowledged and ignored. */
const BOOKED = new Set(["BOOKING_CREATED", "BOOKING_RESCHEDULED"]);

export const calWebhookSchema = z.object({
  triggerEvent: z.string({ error: "triggerEvent must be text" }).max(100),
  payload: z
    .object({
      startTime: z.iso
        .datetime({ offset: true, error: "payload.startTime must be a date and time" })
        .optional(),
      attendees: z
        .array(z.object({ email: z.string().max(320) }).loose(), {
          error: "payload.attendees must be a list",
        })
        .max(100)
        .optional(),
    })
    .loose(),
});

const described = documented({
  summary: "A booking made on Cal.com (webhook)",
  description: `Cal.com's webhook, signed in the ${SIGNATURE_HEADER} header (hex HMAC-SHA256 of the raw body with CAL_WEBHOOK_SECRET). A BOOKING_CREATED or BOOKING_RESCHEDULED adds the note "Call booked for {time}" (South African time) to the newest enquiry from each attendee's email; \`noted\` counts them. Other triggers are acknowledged and ignored. Unsigned or wrongly signed calls get 401; without CAL_WEBHOOK_SECRET the route answers 404.`,
  body: json(calWebhookSchema),
  ok: data(z.object({ noted: z.int() })),
  errors: [400, 401, 404, 413, 415],
});

function signedBy(secret: string, body: string, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = createHmac("sha256", secret).update(body).digest();
  const given = Buffer.from(signature, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function integrationRoutes(services: Services, config: Pick<Config, "CAL_WEBHOOK_SECRET">) {
  return new Hono<ApiEnv>().post("/cal", described, async (c) => {
    const secret = config.CAL_WEBHOOK_SECRET;
    if (!secret) throw new HttpError(404, "Not found");
    const body = await readJsonText(c);
    if (!signedBy(secret, body, c.req.header(SIGNATURE_HEADER))) {
      throw new HttpError(401, "Invalid signature");
    }
    const { triggerEvent, payload } = validated(calWebhookSchema, parseJson(body));
    let noted = 0;
    if (BOOKED.has(triggerEvent) && payload.startTime) {
      const startsAt = new Date(payload.startTime);
      for (const { email } of payload.attendees ?? []) {
        if (await services.contactActivity.noteBookedCall(email, startsAt, BOOKING_SERVICE)) noted += 1;
      }
    }
    return ok(c, { noted });
  });
}
