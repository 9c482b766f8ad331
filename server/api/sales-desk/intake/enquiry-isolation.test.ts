import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_ATTRIBUTION } from "#domain/sales-desk/enquiry-attribution";
import { UNSTORABLE_TEXT_MESSAGE } from "#domain/text-rules";
import type { NewEnquiry } from "#server/services/sales-desk/contact-record";
import { apiClient } from "../../../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../../../tests/support/server";

// Enquiries that arrive together are written in one transaction. One sender's bad enquiry
// must fail that sender alone: the strangers who arrived with it are stored and acknowledged.

const enquiry = (i: number): NewEnquiry => ({
  name: `Client ${i}`,
  email: `client${i}@example.co.za`,
  company: "",
  phone: "",
  message: `Message ${i}`,
  interest: "other",
  source: "contact-page",
  ...NO_ATTRIBUTION,
});

describe("a bad enquiry among many", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ENQUIRY_RATE_LIMIT: "0" });
  });
  afterAll(() => server.close());

  it("fails only its own caller when the database refuses it, inside a batch of 60", async () => {
    const before = (await server.services.contacts.list()).length;
    const poisoned = 17;
    // Past validation, straight to the store: a NUL byte is a value PostgreSQL refuses.
    const sent = Array.from({ length: 60 }, (_, i) =>
      i === poisoned ? { ...enquiry(i), message: "before\u0000after" } : enquiry(i),
    );
    const outcomes = await Promise.allSettled(sent.map((item) => server.services.intake.submit(item)));

    expect(outcomes.filter((outcome) => outcome.status === "rejected")).toHaveLength(1);
    expect(outcomes[poisoned]?.status).toBe("rejected");
    const stored = await server.services.contacts.list();
    expect(stored).toHaveLength(before + 59);
    const byId = new Map(stored.map((contact) => [contact.id, contact]));
    outcomes.forEach((outcome, i) => {
      if (outcome.status === "fulfilled") {
        expect(byId.get(outcome.value.id)).toMatchObject({ name: `Client ${i}`, message: `Message ${i}` });
      }
    });
  });

  it("answers 59 concurrent senders 201 and the one with a NUL byte 400", async () => {
    const before = (await server.services.contacts.list()).length;
    const poisoned = 42;
    const bodies = Array.from({ length: 60 }, (_, i) => {
      const { source: _source, ...fields } = enquiry(i);
      return i === poisoned ? { ...fields, message: "before\u0000after" } : fields;
    });
    const responses = await Promise.all(
      bodies.map((body) => apiClient(server).post("/api/contact/enquiry", body)),
    );

    expect(responses.map((response) => response.status)).toEqual(
      bodies.map((_, i) => (i === poisoned ? 400 : 201)),
    );
    expect(responses[poisoned]?.body).toMatchObject({
      success: false,
      message: UNSTORABLE_TEXT_MESSAGE,
      errors: { message: UNSTORABLE_TEXT_MESSAGE },
    });
    expect(await server.services.contacts.list()).toHaveLength(before + 59);
  });
});
