import { createHmac, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import type { Config } from "#server/config";
import { HttpError } from "#server/http/http-error";
import type { Services } from "#server/services/container";
import { data, documented, json } from "../../openapi/operation";
import type { ApiEnv } from "../../shared/env";
import { ok } from "../../shared/respond";
import { parseJson, readJsonText, validated } from "../../shared/validate";

// Bookings made on the company's Cal.com page (docs/decisions/0055): Cal.com posts each to
// POST /api/integrations/cal, signed with the secret set there and in CAL_WEBHOOK_SECRET.

const BOOKING_SERVICE = "Cal.com";
/** Cal.com's header: the hex HMAC-SHA256 of the raw body with the webhook's secret. */
const SIGNATURE_HEADER = "x-cal-signature-256";
/**
 * The triggers noted on the enquiry, true for those that call a booking off; others are
 * acknowledged and ignored. A reschedule is noted as a booking for its (new) time.
 */
const NOTED = new Map([
  ["BOOKING_CREATED", false],
  ["BOOKING_RESCHEDULED", false],
  ["BOOKING_CANCELLED", true],
]);

const calWebhookSchema = z
  .object({
    triggerEvent: z.string({ error: "triggerEvent must be text" }).max(100),
    payload: z
      .object({
        // The booking's own id: a delivery of an event already noted adds no note (decision 0071).
        uid: z.string({ error: "payload.uid must be text" }).max(200).optional(),
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
  })
  .superRefine(({ triggerEvent, payload }, context) => {
    if (!NOTED.has(triggerEvent)) return;
    for (const field of ["uid", "startTime"] as const) {
      if (!payload[field])
        context.addIssue({
          code: "custom",
          path: ["payload", field],
          message: `payload.${field} is required for ${triggerEvent}`,
        });
    }
  });

const described = documented({
  summary: "A booking made on Cal.com (webhook)",
  description: `Cal.com's webhook, signed in the ${SIGNATURE_HEADER} header (hex HMAC-SHA256 of the raw body with CAL_WEBHOOK_SECRET). A BOOKING_CREATED or BOOKING_RESCHEDULED adds the note "Call booked for {time}" (South African time) to the newest enquiry from each attendee's email, a BOOKING_CANCELLED "Call for {time} cancelled"; \`noted\` counts the notes added. Each is added once per booking uid, time and attendee: a delivery made again (a retry, a replay, two at once) adds none. These three need payload.uid and payload.startTime (400 without). Other triggers are acknowledged and ignored. Unsigned or wrongly signed calls get 401; without CAL_WEBHOOK_SECRET the route answers 404.`,
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
    const cancelled = NOTED.get(triggerEvent);
    const { uid, startTime } = payload;
    // uid and startTime are there for these triggers (calWebhookSchema).
    if (cancelled !== undefined && uid && startTime) {
      const event = { uid, startsAt: new Date(startTime), cancelled };
      for (const { email } of payload.attendees ?? []) {
        if (await services.contactActivity.noteBooking(email, event, BOOKING_SERVICE)) noted += 1;
      }
    }
    return ok(c, { noted });
  });
}
