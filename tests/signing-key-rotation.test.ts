import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announceContentChange } from "#server/db/change-bus";
import { openDatabase } from "#server/db/client";
import { contacts, signingKeys, spamEnquiries } from "#server/db/schema";
import { PREVIEW_KEY_NAME } from "#server/services/content/preview-links";
import { FORM_KEY_NAME } from "#server/services/sales-desk/intake/form-tokens";
import { rotateSigningKey } from "#server/services/shared/signing-key";
import { apiClient } from "./support/api-client";
import { captureLogs } from "./support/log-capture";
import { startTestServer, type TestServer } from "./support/server";
import { soon } from "./support/soon";

// Signing keys change by one path that every instance hears (issue 52, item 5): a rotation
// keeps what the old key signed working for its lifetime, or revokes it everywhere at once, and
// a form token that no key of the database checks is never silently filed as spam.

const enquiry = (server: TestServer, email: string, formToken: string) =>
  apiClient(server).post("/api/contact/enquiry", {
    name: "Lerato Molefe",
    email,
    message: "We would like a chatbot for orders.",
    formToken,
  });

const filed = async (server: TestServer, email: string) => {
  const db = server.database.db;
  const inbox = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.email, email));
  const spam = await db
    .select({ reason: spamEnquiries.reason })
    .from(spamEnquiries)
    .where(sql`${spamEnquiries.enquiry}->>'email' = ${email}`);
  return { inbox: inbox.length, spam: spam.map((row) => row.reason) };
};

describe("signing keys on one instance", () => {
  let server: TestServer;
  const logs = captureLogs("warn");
  beforeAll(async () => {
    server = await startTestServer({ ENQUIRY_MIN_FILL_SECONDS: "0" }, { logger: logs.logger });
  });
  afterAll(() => server.close());

  it("keeps a rotated key's tokens working beside the new key's, and a revoked key's preview links end", async () => {
    const oldToken = await server.services.formTokens.issue();
    const oldLink = await server.services.previewLinks.sign("a-draft", "v1");
    await rotateSigningKey(server.database.db, FORM_KEY_NAME, { keepPrevious: true });
    await rotateSigningKey(server.database.db, PREVIEW_KEY_NAME, { keepPrevious: false });
    server.services.events.changed();

    const newToken = await server.services.formTokens.issue();
    expect(newToken).not.toBe(oldToken);
    expect(await server.services.formTokens.judge(oldToken)).toBe("human");
    expect(await server.services.formTokens.judge(newToken)).toBe("human");
    expect((await server.services.previewLinks.check("a-draft", oldLink.token, "v1")).result).toBe("invalid");
    const newLink = await server.services.previewLinks.sign("a-draft", "v1");
    expect((await server.services.previewLinks.check("a-draft", newLink.token, "v1")).result).toBe("shown");
  });

  it("files an enquiry whose token no key checks in the inbox, with a warning, and a made-up one as spam", async () => {
    const issued = await server.services.formTokens.issue();
    // A key replaced by hand, behind the server's back, then any change that makes it read keys again.
    await server.database.db.delete(signingKeys).where(eq(signingKeys.name, FORM_KEY_NAME));
    server.services.events.changed();
    expect((await enquiry(server, "lerato@example.co.za", issued)).status).toBe(201);
    expect(await filed(server, "lerato@example.co.za")).toEqual({ inbox: 1, spam: [] });
    expect(logs.text()).toContain("a form token no signing key of this database checks");

    const madeUp = `${Date.now() - 60 * 24 * 60 * 60_000}.${"A".repeat(43)}`;
    expect((await enquiry(server, "bot@example.co.za", madeUp)).status).toBe(201);
    expect(await filed(server, "bot@example.co.za")).toEqual({ inbox: 0, spam: ["forged-token"] });
    expect((await enquiry(server, "bot2@example.co.za", "not-a-token")).status).toBe(201);
    expect(await filed(server, "bot2@example.co.za")).toEqual({ inbox: 0, spam: ["forged-token"] });
  });
});

// Every instance hears a rotation made anywhere, the operator command's included.
describe.runIf(process.env.TEST_DATABASE_URL)("signing keys on two instances", () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer({ ENQUIRY_MIN_FILL_SECONDS: "0" });
    const shared = await openDatabase({ kind: "postgres", url: a.database.url as string });
    b = await startTestServer({ ENQUIRY_MIN_FILL_SECONDS: "0" }, { database: shared });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it("a rotation on one is used by the other, and a revoked preview link ends on both", async () => {
    const fromA = await a.services.formTokens.issue();
    const link = await a.services.previewLinks.sign("a-draft", "v1");
    expect((await b.services.previewLinks.check("a-draft", link.token, "v1")).result).toBe("shown");

    // As `npm run rotate-key` does it, from a process of its own.
    const operator = await openDatabase({ kind: "postgres", url: a.database.url as string });
    try {
      await rotateSigningKey(operator.db, FORM_KEY_NAME, { keepPrevious: true });
      await rotateSigningKey(operator.db, PREVIEW_KEY_NAME, { keepPrevious: false });
      await announceContentChange(operator.db);
    } finally {
      await operator.close();
    }

    for (const server of [a, b]) {
      expect(
        await soon(
          async () => (await server.services.previewLinks.check("a-draft", link.token, "v1")).result,
          (c) => c === "invalid",
        ),
      ).toBe("invalid");
    }
    const fromB = await b.services.formTokens.issue();
    expect(fromB).not.toBe(fromA);
    for (const [server, token, email] of [
      [b, fromA, "old@example.co.za"],
      [a, fromB, "new@example.co.za"],
    ] as const) {
      expect((await enquiry(server, email, token)).status).toBe(201);
      expect(await filed(server, email)).toEqual({ inbox: 1, spam: [] });
    }
  });
});
