import { and, eq, like } from "drizzle-orm";
import { beforeAll } from "vitest";
import { NO_ATTRIBUTION } from "#domain/sales-desk/enquiry-attribution";
import { contactStatusChanges, invoices, mailOutbox, payments } from "#server/db/schema";
import { captureLogs } from "../support/log-capture";
import type { TestServer } from "../support/server";
import { serverWithAdmin } from "../support/server-with-admin";

// One test site with payments switched on, for the gateways' tests: the settings key set, the
// PayFast simulator's address (127.0.0.1) named as an ITN source on purpose, and every log line
// kept to look for the security events and for secrets that must not be there.

export const SETTINGS_KEY = "a-test-settings-encryption-key-of-40-chars";
export const PUBLIC_URL = "http://site.test";

/** `env` adds to the site's settings (an SMTP_URL to receive its mail). */
export function paymentSuite(env: Record<string, string> = {}) {
  const logs = captureLogs("info");
  /** The addresses ITNs may come from; a test takes 127.0.0.1 out to be a foreign source. */
  const sources = new Set(["127.0.0.1"]);
  const suite = serverWithAdmin(
    { SETTINGS_ENCRYPTION_KEY: SETTINGS_KEY, ENQUIRY_RATE_LIMIT: "0", PUBLIC_URL, ...env },
    { logger: logs.logger, payfastSources: async () => sources },
  );
  let enquiries = 0;
  const helpers = {
    suite,
    logs,
    sources,
    /** The test site's own address for a URL our site wrote with PUBLIC_URL. */
    reach: (url: string) => url.replace(PUBLIC_URL, suite.server.url),
    /** A new enquiry, and a deposit of `amountCents` asked of its sender through the API. */
    async deposit(amountCents: number) {
      enquiries++;
      const { id } = await suite.server.services.intake.submit({
        name: `Thandi Buyer ${enquiries}`,
        email: `buyer${enquiries}-${Date.now()}@example.co.za`,
        company: "",
        phone: "",
        message: "Please quote",
        interest: "other",
        source: "contact-page",
        ...NO_ATTRIBUTION,
      });
      const response = await suite.admin.post("/api/payments", {
        contactId: id,
        amountCents,
        description: "50 % deposit on quotation Q-2026-0001",
      });
      if (response.status !== 201) throw new Error(JSON.stringify(response.body));
      return response.body.data as { id: string; contactId: string; buyerEmail: string; reference: string };
    },
    /** GET as the signed-in admin (or signed out), the body as bytes. */
    async download(path: string, signedIn = true) {
      const response = await fetch(`${suite.server.url}${path}`, {
        headers: signedIn ? { authorization: `Bearer ${suite.token}` } : {},
      });
      return {
        status: response.status,
        type: response.headers.get("content-type"),
        bytes: Buffer.from(await response.arrayBuffer()),
      };
    },
    /** The refused-notification lines logged so far. */
    refusals: () =>
      logs
        .text()
        .split("\n")
        .filter((line) => line.includes('"security":"payment-refused"'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
  return helpers;
}

/**
 * What a payment left behind: its row, its invoices, the invoice mails to its buyer (each with
 * the attachments it will carry) and its enquiry's moves to Completed.
 */
export async function traces(server: TestServer, paymentId: string, buyerEmail: string) {
  const { db } = server.services;
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  const issued = await db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
  const mails = (await db.select().from(mailOutbox).where(like(mailOutbox.subject, "%INV-%"))).filter(
    (mail) => mail.to === buyerEmail,
  );
  const completions = payment?.contactId
    ? await db
        .select()
        .from(contactStatusChanges)
        .where(
          and(
            eq(contactStatusChanges.contactId, payment.contactId),
            eq(contactStatusChanges.toStatus, "completed"),
          ),
        )
    : [];
  return { status: payment?.status, invoices: issued, mails, completions };
}

/** Saves the gateways through the API, with the admin's password, as the settings screen does. */
export function withGateways(
  helpers: ReturnType<typeof paymentSuite>,
  gateways: () => Record<string, unknown>,
) {
  beforeAll(async () => {
    const { admin, proof } = helpers.suite;
    const saved = await admin.put("/api/settings/payments", {
      payfast: null,
      yoco: null,
      bank: null,
      ...gateways(),
      ...proof,
    });
    if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
  });
}
