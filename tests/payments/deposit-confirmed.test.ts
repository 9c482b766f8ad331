import { afterAll, describe, expect, it } from "vitest";
import { formatRand } from "#domain/money";
import { openDatabase } from "#server/db/client";
import { apiClient } from "../support/api-client";
import { startTestServer, type TestServer } from "../support/server";
import { attachmentsOf, mailText, type ReceivedMail, startSmtpServer } from "../support/smtp";
import { soon } from "../support/soon";
import { paymentSuite } from "./payment-suite";

// What a confirmed deposit does beyond its payment (issue 50 item 2, phase 2; decision 0098):
// the buyer is mailed the invoice as a PDF, the same bytes the desk downloads; the enquiry moves
// to Completed as won, with its history; the dashboard counts the deposit; and a second
// instance on the same PostgreSQL shows the desk the same.

const smtp = await startSmtpServer();
afterAll(() => smtp.close());
const payments = paymentSuite({ SMTP_URL: smtp.url });
const { suite, download } = payments;

describe("a deposit confirmed", () => {
  it("mails the buyer the invoice as a PDF, the same bytes the desk downloads by number or id", async () => {
    const deposit = await payments.deposit(575_000);
    const received = await suite.admin.post(`/api/payments/${deposit.id}/received`);
    expect(received.status).toBe(200);
    const number = received.body.data.invoiceNumber as string;
    expect(number).toMatch(/^INV-\d{4}-\d{5}$/);

    const mail = await soon(
      async () => smtp.received.find((m) => m.to.includes(deposit.buyerEmail) && m.raw.includes(number)),
      (found) => found !== undefined,
    );
    expect(mail, "the invoice's mail within 5 s of the confirmation").toBeDefined();
    const text = mailText(mail as ReceivedMail);
    expect(text).toContain(`Subject: Invoice ${number}`);
    expect(text).toContain("is attached as a PDF");
    const files = attachmentsOf(mail as ReceivedMail);
    expect(files.map(({ name, type }) => ({ name, type }))).toEqual([
      { name: `${number}.pdf`, type: "application/pdf" },
    ]);
    const attached = files[0]?.bytes as Buffer;
    expect(attached.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const byNumber = await download(`/api/invoices/${number}.pdf`);
    expect(byNumber.status).toBe(200);
    expect(byNumber.type).toBe("application/pdf");
    expect(byNumber.bytes.equals(attached)).toBe(true);

    const shown = await suite.admin.get(`/api/invoices/${number}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({
      number,
      kind: "invoice",
      title: "Invoice",
      paymentId: deposit.id,
      contactId: deposit.contactId,
      reference: deposit.reference,
      inclVatCents: 575_000,
    });
    const byId = await download(`/api/invoices/${shown.body.data.id}.pdf`);
    expect(byId.bytes.equals(attached)).toBe(true);
  });

  it("answers 404 for an invoice that does not exist and 401 to a visitor, never a 500", async () => {
    for (const ref of [
      "INV-2000-99999.pdf",
      "INV-2000-99999",
      "00000000-0000-4000-8000-000000000000.pdf",
      "nonsense.pdf",
      "%27%3B--.pdf",
    ]) {
      const answer = await suite.admin.get(`/api/invoices/${ref}`);
      expect(answer.status, ref).toBe(404);
      expect(answer.body).toMatchObject({ success: false, message: "Invoice not found" });
    }
    const deposit = await payments.deposit(10_000);
    const number = (await suite.admin.post(`/api/payments/${deposit.id}/received`)).body.data.invoiceNumber;
    expect((await download(`/api/invoices/${number}.pdf`, false)).status).toBe(401);
  });

  it("moves the enquiry to Completed as won, with its history and a note, and counts the deposit on the dashboard", async () => {
    const before = (await suite.admin.get("/api/admin/dashboard")).body.data.depositsThisMonth;
    const deposit = await payments.deposit(250_050);
    const received = await suite.admin.post(`/api/payments/${deposit.id}/received`);
    const number = received.body.data.invoiceNumber as string;

    const enquiry = (await suite.admin.get(`/api/contact/${deposit.contactId}`)).body.data;
    expect(enquiry.status).toBe("completed");
    expect(enquiry.outcome).toBe("won");
    expect(enquiry.history.at(-1)).toMatchObject({
      from: "new",
      to: "completed",
      changedByName: received.body.data.confirmedBy,
    });
    expect(enquiry.notes.map((note: { body: string }) => note.body)).toContainEqual(
      `Won: deposit ${deposit.reference} of ${formatRand(250_050)} received (bank transfer); Invoice ${number} issued and mailed to ${deposit.buyerEmail}.`,
    );
    const listed = (await suite.admin.get("/api/contact?status=completed")).body.data as {
      id: string;
      outcome: string | null;
    }[];
    expect(listed.find(({ id }) => id === deposit.contactId)?.outcome).toBe("won");

    const after = (await suite.admin.get("/api/admin/dashboard")).body.data.depositsThisMonth;
    expect(after).toEqual({ received: before.received + 1, receivedCents: before.receivedCents + 250_050 });

    // Opened again by the desk: no longer a won enquiry, until another deposit is paid.
    const reopened = await suite.admin.put(`/api/contact/${deposit.contactId}`, { status: "in-progress" });
    expect(reopened.status).toBe(200);
    expect(reopened.body.data).toMatchObject({ status: "in-progress", outcome: null });
  });
});

// PGlite is one process's own database: two instances need PostgreSQL.
describe.runIf(process.env.TEST_DATABASE_URL)("a deposit confirmed on one of two instances", () => {
  let other: TestServer;
  afterAll(() => other?.close());

  it("is seen by the desk on the other: the enquiry Completed as won, its change announced to the inbox's poll", async () => {
    const shared = await openDatabase({ kind: "postgres", url: suite.server.database.url as string });
    other = await startTestServer({}, { database: shared });
    const desk = apiClient(other, suite.token);
    const deposit = await payments.deposit(80_000);
    const summary = async () =>
      (await desk.get("/api/contact/summary")).body.data as { changedAt: string | null };
    const seen = await summary();

    await suite.admin.post(`/api/payments/${deposit.id}/received`);
    const changed = await soon(summary, (now) => now.changedAt !== seen.changedAt);
    expect(changed.changedAt).not.toBe(seen.changedAt);
    const enquiry = (await desk.get(`/api/contact/${deposit.contactId}`)).body.data;
    expect({ status: enquiry.status, outcome: enquiry.outcome }).toEqual({
      status: "completed",
      outcome: "won",
    });
  });
});
