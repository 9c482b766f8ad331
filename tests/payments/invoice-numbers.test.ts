import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client";
import { invoices } from "#server/db/schema";
import { signIn } from "../support/api-client";
import { startTestServer, type TestServer } from "../support/server";

// Invoice numbers (issue 50 item 2; decision 0092): one gap-free sequence, assigned when a
// payment is confirmed, never reused. 100 deposits asked, 30 % never paid, the rest confirmed
// all at once, on PostgreSQL by two instances sharing the database: 70 numbers, 1 to 70.

const ASKED = 100;
const ABANDONED = 30;

describe("invoice numbers", () => {
  let a: TestServer;
  let b: TestServer | undefined;
  let by: { id: string; name: string };

  beforeAll(async () => {
    a = await startTestServer({ ENQUIRY_RATE_LIMIT: "0" });
    if (a.database.url) {
      const shared = await openDatabase({ kind: "postgres", url: a.database.url });
      b = await startTestServer({}, { database: shared });
    }
    by = (await signIn(a, "admin")).user;
  });
  afterAll(async () => {
    await b?.close();
    await a.close();
  });

  it("run without gaps when many deposits are paid at once and 30 % are abandoned", async () => {
    const asked = await Promise.all(
      Array.from({ length: ASKED }, (_, i) =>
        a.services.payments.create({
          contactId: null,
          description: `Deposit ${i}`,
          amountCents: 10_000 + i,
          buyerName: `Buyer ${i}`,
          buyerEmail: `buyer${i}@example.co.za`,
        }),
      ),
    );
    // Every third-or-so payment is left unpaid, spread through the run, not all at its end.
    const paid = asked.filter((_, i) => i % 10 >= 3);
    expect(paid).toHaveLength(ASKED - ABANDONED);
    const instances = [a, b ?? a];
    await Promise.all(
      paid.map((payment, i) =>
        (instances[i % 2] as TestServer).services.payments.markReceived(payment.id, by),
      ),
    );
    // Marked again from the other instance: nothing new.
    await Promise.all(
      paid
        .slice(0, 10)
        .map((payment, i) =>
          (instances[(i + 1) % 2] as TestServer).services.payments
            .markReceived(payment.id, by)
            .catch(() => null),
        ),
    );

    const issued = await a.services.db
      .select({ number: invoices.number, paymentId: invoices.paymentId })
      .from(invoices);
    const year = new Date(Date.now() + 2 * 3_600_000).getUTCFullYear();
    const sequence = issued.map(({ number }) => number).sort();
    expect(sequence).toEqual(
      Array.from({ length: ASKED - ABANDONED }, (_, i) => `INV-${year}-${String(i + 1).padStart(5, "0")}`),
    );
    expect(new Set(issued.map(({ paymentId }) => paymentId))).toEqual(new Set(paid.map(({ id }) => id)));
  });

  it("refuses to mark received a payment received already, and never issues a second invoice for it", async () => {
    const payment = await a.services.payments.create({
      contactId: null,
      description: "Deposit",
      amountCents: 50_000,
      buyerName: "Buyer",
      buyerEmail: "buyer@example.co.za",
    });
    await a.services.payments.markReceived(payment.id, by);
    await expect(a.services.payments.markReceived(payment.id, by)).rejects.toThrow("received already");
    const issued = await a.services.db.select().from(invoices);
    expect(issued.filter(({ paymentId }) => paymentId === payment.id)).toHaveLength(1);
  });
});
