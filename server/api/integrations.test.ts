import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { apiClient } from "../../tests/support/api-client";
import { startTestServer } from "../../tests/support/server";
import { serverWithAdmin } from "../../tests/support/server-with-admin";

// POST /api/integrations/cal: a booking made on the company's Cal.com page becomes a note on the
// enquiry of the person who booked, when Cal.com signed it with the shared secret.

const SECRET = "cal-webhook-secret-0123456789";

const booking = (email: string, triggerEvent = "BOOKING_CREATED") =>
  JSON.stringify({
    triggerEvent,
    createdAt: "2026-11-27T09:00:00.000Z",
    payload: {
      title: "20-minute call between AI Solutions and Thandi",
      startTime: "2026-11-28T08:00:00Z",
      endTime: "2026-11-28T08:20:00Z",
      attendees: [{ email, name: "Thandi", timeZone: "Africa/Johannesburg" }],
    },
  });

const signature = (body: string, secret = SECRET) => createHmac("sha256", secret).update(body).digest("hex");

describe("POST /api/integrations/cal", () => {
  const suite = serverWithAdmin({ CAL_WEBHOOK_SECRET: SECRET, ENQUIRY_RATE_LIMIT: "0" });

  const deliver = (body: string, headers: Record<string, string>) =>
    fetch(`${suite.server.url}/api/integrations/cal`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body,
    });

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

  it("acknowledges other triggers and unknown addresses without a note, and answers 400 for a bad body", async () => {
    const id = await enquiryFrom("lerato@example.co.za");
    const cancelled = booking("lerato@example.co.za", "BOOKING_CANCELLED");
    expect(await (await deliver(cancelled, { "x-cal-signature-256": signature(cancelled) })).json()).toEqual({
      success: true,
      data: { noted: 0 },
    });
    const stranger = booking("nobody@example.co.za");
    expect((await deliver(stranger, { "x-cal-signature-256": signature(stranger) })).status).toBe(200);
    expect(await notesOf(id)).toEqual([]);

    const bad = JSON.stringify({ triggerEvent: "BOOKING_CREATED", payload: { startTime: "tomorrow" } });
    const refused = await deliver(bad, { "x-cal-signature-256": signature(bad) });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toEqual({
      "payload.startTime": "payload.startTime must be a date and time",
    });
  });
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
