import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client";
import { apiClient } from "../../../../tests/support/api-client";
import { startTestServer } from "../../../../tests/support/server";
import { serverWithAdmin } from "../../../../tests/support/server-with-admin";

// POST /api/integrations/cal: a booking made on the company's Cal.com page becomes a note on the
// enquiry of the person who booked, when Cal.com signed it with the shared secret.

const SECRET = "cal-webhook-secret-0123456789";

const booking = (
  email: string,
  triggerEvent = "BOOKING_CREATED",
  { uid = `booking-of-${email}`, startTime = "2026-11-28T08:00:00Z" } = {},
) =>
  JSON.stringify({
    triggerEvent,
    createdAt: "2026-11-27T09:00:00.000Z",
    payload: {
      uid,
      title: "20-minute call between AI Solutions and Thandi",
      startTime,
      endTime: "2026-11-28T08:20:00Z",
      attendees: [{ email, name: "Thandi", timeZone: "Africa/Johannesburg" }],
    },
  });

const signature = (body: string, secret = SECRET) => createHmac("sha256", secret).update(body).digest("hex");

describe("POST /api/integrations/cal", () => {
  const suite = serverWithAdmin({ CAL_WEBHOOK_SECRET: SECRET, ENQUIRY_RATE_LIMIT: "0" });

  const deliver = (body: string, headers: Record<string, string>, serverUrl = suite.server.url) =>
    fetch(`${serverUrl}/api/integrations/cal`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body,
    });
  /** Delivers a signed body, as Cal.com does; answers how many notes it added. */
  const signed = async (body: string, serverUrl?: string) => {
    const response = await deliver(body, { "x-cal-signature-256": signature(body) }, serverUrl);
    expect(response.status).toBe(200);
    return (await response.json()).data.noted as number;
  };

  async function enquiryFrom(email: string) {
    const sent = await apiClient(suite.server).post("/api/enquiries", {
      name: "Thandi",
      email,
      message: "Hi",
    });
    expect(sent.status).toBe(201);
    return sent.body.data.id as string;
  }
  const notesOf = async (id: string) =>
    (
      (await suite.admin.get(`/api/contact/${id}`)).body.data.notes as { body: string; authorName: string }[]
    ).map(({ body, authorName }) => ({ body, authorName }));

  it("notes a signed booking on the newest enquiry from the attendee's address, in South African time", async () => {
    const older = await enquiryFrom("thandi@example.co.za");
    const newest = await enquiryFrom("Thandi@Example.co.za");
    const body = booking("THANDI@example.co.za");
    const response = await deliver(body, { "x-cal-signature-256": signature(body) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: { noted: 1 } });
    expect(await notesOf(newest)).toEqual([
      { body: "Call booked for 28 Nov 2026, 10:00", authorName: "Cal.com" },
    ]);
    expect(await notesOf(older)).toEqual([]);
  });

  it("refuses an unsigned or wrongly signed call with 401, noting nothing", async () => {
    const id = await enquiryFrom("sipho@example.co.za");
    const body = booking("sipho@example.co.za");
    const attempts: Record<string, string>[] = [
      {},
      { "x-cal-signature-256": signature(body, "another-secret-0123456789") },
      { "x-cal-signature-256": "not hex" },
      { "x-cal-signature-256": signature(`${body} `) },
    ];
    for (const headers of attempts) {
      const response = await deliver(body, headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        success: false,
        error: "Invalid signature",
        message: "Invalid signature",
      });
    }
    expect(await notesOf(id)).toEqual([]);
  });

  it("notes a booking once however often, and at once, it is delivered", async () => {
    const id = await enquiryFrom("ayanda@example.co.za");
    const body = booking("ayanda@example.co.za");
    expect(await signed(body)).toBe(1);
    expect(await signed(body)).toBe(0);
    expect(await signed(body)).toBe(0);
    const twice = booking("ayanda@example.co.za", "BOOKING_CREATED", { uid: "booked-twice-at-once" });
    const [first, second] = await Promise.all([signed(twice), signed(twice)]);
    expect(first + second).toBe(1);
    expect(await notesOf(id)).toEqual([
      { body: "Call booked for 28 Nov 2026, 10:00", authorName: "Cal.com" },
      { body: "Call booked for 28 Nov 2026, 10:00", authorName: "Cal.com" },
    ]);
  });

  it("notes a reschedule at its new time and a cancellation, each once", async () => {
    const id = await enquiryFrom("bongani@example.co.za");
    const uid = "booking-to-move";
    expect(await signed(booking("bongani@example.co.za", "BOOKING_CREATED", { uid }))).toBe(1);
    const moved = booking("bongani@example.co.za", "BOOKING_RESCHEDULED", {
      uid,
      startTime: "2026-11-30T12:30:00Z",
    });
    expect(await signed(moved)).toBe(1);
    expect(await signed(moved)).toBe(0);
    const cancelled = booking("bongani@example.co.za", "BOOKING_CANCELLED", {
      uid,
      startTime: "2026-11-30T12:30:00Z",
    });
    expect(await signed(cancelled)).toBe(1);
    expect(await signed(cancelled)).toBe(0);
    expect((await notesOf(id)).map((note) => note.body)).toEqual([
      "Call booked for 28 Nov 2026, 10:00",
      "Call booked for 30 Nov 2026, 14:30",
      "Call for 30 Nov 2026, 14:30 cancelled",
    ]);
  });

  it("acknowledges other triggers and unknown addresses without a note, and answers 400 for a bad body", async () => {
    const id = await enquiryFrom("lerato@example.co.za");
    const other = booking("lerato@example.co.za", "MEETING_ENDED");
    expect(await (await deliver(other, { "x-cal-signature-256": signature(other) })).json()).toEqual({
      success: true,
      data: { noted: 0 },
    });
    const stranger = booking("nobody@example.co.za");
    expect((await deliver(stranger, { "x-cal-signature-256": signature(stranger) })).status).toBe(200);
    expect(await notesOf(id)).toEqual([]);

    const bad = JSON.stringify({
      triggerEvent: "BOOKING_CREATED",
      payload: { uid: "booked-tomorrow", startTime: "tomorrow" },
    });
    const refused = await deliver(bad, { "x-cal-signature-256": signature(bad) });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toEqual({
      "payload.startTime": "payload.startTime must be a date and time",
    });

    // Without its uid a booking could not be told from a delivery of it made again.
    const anonymous = JSON.stringify({
      triggerEvent: "BOOKING_CREATED",
      payload: { startTime: "2026-11-28T08:00:00Z", attendees: [{ email: "lerato@example.co.za" }] },
    });
    const unnamed = await deliver(anonymous, { "x-cal-signature-256": signature(anonymous) });
    expect(unnamed.status).toBe(400);
    expect((await unnamed.json()).errors).toEqual({
      "payload.uid": "payload.uid is required for BOOKING_CREATED",
    });
    expect(await notesOf(id)).toEqual([]);
  });

  // Two instances on one PostgreSQL database, as behind a load balancer (PGlite is one process's).
  it.runIf(process.env.TEST_DATABASE_URL)(
    "notes a booking delivered to two instances at once only once",
    async () => {
      const shared = await openDatabase({ kind: "postgres", url: suite.server.database.url as string });
      const other = await startTestServer(
        { CAL_WEBHOOK_SECRET: SECRET, ENQUIRY_RATE_LIMIT: "0" },
        { database: shared },
      );
      try {
        const id = await enquiryFrom("zanele@example.co.za");
        const body = booking("zanele@example.co.za");
        const noted = await Promise.all([signed(body), signed(body, other.url), signed(body, other.url)]);
        expect(noted.reduce((sum, each) => sum + each, 0)).toBe(1);
        expect(await notesOf(id)).toHaveLength(1);
      } finally {
        await other.close();
      }
    },
  );
});

describe("POST /api/integrations/cal without CAL_WEBHOOK_SECRET", () => {
  it("is not there (404)", async () => {
    const server = await startTestServer({});
    try {
      const response = await fetch(`${server.url}/api/integrations/cal`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: booking("a@example.co.za"),
      });
      expect(response.status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
