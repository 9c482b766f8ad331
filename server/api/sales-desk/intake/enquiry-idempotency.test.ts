import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts, mailOutbox, spamEnquiries } from "#server/db/schema";
import { apiClient } from "../../../../tests/support/api-client";
import { startTestServer, type TestServer } from "../../../../tests/support/server";

// Issue 46, item 2 (decision 0075): a phone that lost its signal sends its kept enquiry again
// with the Idempotency-Key it made; the server stores, mails and announces it once, and answers
// every repeat as it answered the first.

const ENDPOINTS = [
  { path: "/api/enquiries", body: { message: "We need a chatbot." } },
  {
    path: "/api/contact/enquiry",
    body: { company: "Dlamini Logistics", message: "Fuel costs?", interest: "report-generation" },
  },
] as const;

let sent = 0;
/** An enquiry from an address of its own, so its rows and mails can be counted. */
function enquiry(body: Record<string, string>) {
  sent++;
  return { name: "Lerato Molefe", email: `lerato${sent}-${Date.now()}@example.co.za`, ...body };
}
let made = 0;
const newKey = () => `test-key-${Date.now()}-${++made}-abcdef`;

describe("enquiries with an Idempotency-Key", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ENQUIRY_RATE_LIMIT: "0", NOTIFY_EMAIL: "team@example.co.za" });
  });
  afterAll(() => server.close());

  const storedFrom = async (email: string) =>
    server.database.db.select({ id: contacts.id }).from(contacts).where(eq(contacts.email, email));
  const mailsAbout = async (email: string) =>
    (await server.database.db.select().from(mailOutbox)).filter(
      (mail) => mail.to === email || mail.text.includes(email),
    );

  for (const { path, body } of ENDPOINTS) {
    it(`${path}: the same key twice stores, mails and answers once`, async () => {
      const sent = enquiry(body);
      const key = newKey();
      const first = await apiClient(server).post(path, sent, { "Idempotency-Key": key });
      expect(first.status).toBe(201);
      const mails = await mailsAbout(sent.email);
      // The team's notification and the visitor's acknowledgement.
      expect(mails.length).toBe(2);

      // The draft's quoted form of the same key is the same key.
      const again = await apiClient(server).post(path, sent, { "Idempotency-Key": key });
      const quoted = await apiClient(server).post(path, sent, { "Idempotency-Key": `"${key}"` });
      for (const repeat of [again, quoted]) {
        expect(repeat.status).toBe(201);
        expect(repeat.body).toEqual(first.body);
      }
      expect(await storedFrom(sent.email)).toEqual([{ id: first.body.data.id }]);
      expect((await mailsAbout(sent.email)).map((mail) => mail.id).sort()).toEqual(
        mails.map((mail) => mail.id).sort(),
      );
    });

    it(`${path}: repeats of one key sent at once make one enquiry`, async () => {
      const sent = enquiry(body);
      const key = newKey();
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => apiClient(server).post(path, sent, { "Idempotency-Key": key })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
      const ids = new Set(answers.map((answer) => answer.body.data.id));
      expect(ids.size).toBe(1);
      expect(await storedFrom(sent.email)).toEqual([{ id: [...ids][0] }]);
      expect(await mailsAbout(sent.email)).toHaveLength(2);
    });

    it(`${path}: two keys are two enquiries, and no key is one each time`, async () => {
      const sent = enquiry(body);
      const first = await apiClient(server).post(path, sent, { "Idempotency-Key": newKey() });
      const second = await apiClient(server).post(path, sent, { "Idempotency-Key": newKey() });
      const third = await apiClient(server).post(path, sent);
      const fourth = await apiClient(server).post(path, sent);
      const ids = [first, second, third, fourth].map((answer) => answer.body.data.id);
      expect(new Set(ids).size).toBe(4);
      expect(await storedFrom(sent.email)).toHaveLength(4);
    });

    it(`${path}: a malformed key is refused with 400 at the header, and nothing is stored`, async () => {
      const sent = enquiry(body);
      for (const key of ["short", "has spaces in it, sixteen+", "x".repeat(129), "key.with.dots.sixteen+"]) {
        const answer = await apiClient(server).post(path, sent, { "Idempotency-Key": key });
        expect(answer.status, key).toBe(400);
        expect(answer.body).toMatchObject({
          success: false,
          errors: {
            "Idempotency-Key": "Idempotency-Key must be 16 to 128 letters, digits, hyphens or underscores.",
          },
        });
      }
      expect(await storedFrom(sent.email)).toEqual([]);
    });
  }

  it("a key is one enquiry across both endpoints: the first answer wins", async () => {
    const key = newKey();
    const first = await apiClient(server).post("/api/enquiries", enquiry(ENDPOINTS[0].body), {
      "Idempotency-Key": key,
    });
    const other = enquiry(ENDPOINTS[1].body);
    const repeat = await apiClient(server).post("/api/contact/enquiry", other, { "Idempotency-Key": key });
    expect(repeat.body).toEqual(first.body);
    expect(await storedFrom(other.email)).toEqual([]);
  });

  it("spam sent twice with one key is kept aside once, answered the same", async () => {
    const sent = { ...enquiry(ENDPOINTS[0].body), website: "http://spam.example" };
    const key = newKey();
    const answers = await Promise.all([
      apiClient(server).post("/api/enquiries", sent, { "Idempotency-Key": key }),
      apiClient(server).post("/api/enquiries", sent, { "Idempotency-Key": key }),
    ]);
    const again = await apiClient(server).post("/api/enquiries", sent, { "Idempotency-Key": key });
    expect(answers[1]?.body).toEqual(answers[0]?.body);
    expect(again.body).toEqual(answers[0]?.body);
    const kept = (await server.database.db.select().from(spamEnquiries)).filter(
      (row) => row.enquiry.email === sent.email,
    );
    expect(kept.map((row) => row.id)).toEqual([answers[0]?.body.data.id]);
  });
});

describe("a repeat under the rate limit", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ENQUIRY_RATE_LIMIT: "1" });
  });
  afterAll(() => server.close());

  it("is answered as the first was, not refused: the phone's message got through", async () => {
    const sent = enquiry(ENDPOINTS[0].body);
    const key = newKey();
    const first = await apiClient(server).post("/api/enquiries", sent, { "Idempotency-Key": key });
    expect(first.status).toBe(201);
    const repeat = await apiClient(server).post("/api/enquiries", sent, { "Idempotency-Key": key });
    expect(repeat.status).toBe(201);
    expect(repeat.body).toEqual(first.body);
    const another = await apiClient(server).post("/api/enquiries", sent, { "Idempotency-Key": newKey() });
    expect(another.status).toBe(429);
  });
});
