import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { replyDueBy } from "#domain/working-days";
import type { DatabaseHandle } from "#server/db/client";
import { contactStatusChanges, contacts, dailyJobs, mailOutbox } from "#server/db/schema";
import type { Mailer } from "#server/mail/mailer";
import { createOutbox } from "#server/mail/outbox";
import { createTestDatabase } from "../../../../tests/support/database";
import { runDailyJob } from "../../shared/daily-jobs";
import { enquiryDigest } from "./enquiry-digest";

// The morning digest with a fixed clock (docs/decisions/0048): once a working day from 08:00
// SAST, to each recipient, only when something waits, once even when two instances try.

const sast = (local: string) => new Date(`${local}:00+02:00`);
const MONDAY_MORNING = sast("2026-11-30T08:05");

describe("the enquiry digest", () => {
  let database: DatabaseHandle;
  let job: ReturnType<typeof enquiryDigest>;
  let recipients: string[];

  beforeAll(async () => {
    database = await createTestDatabase();
    const outbox = createOutbox(database.db, {} as Mailer, pino({ level: "silent" }));
    job = enquiryDigest({ outbox, recipients: async () => recipients, publicUrl: "https://site.test" });
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    recipients = ["sales@example.co.za", "owner@example.co.za"];
    await database.db.delete(dailyJobs);
    await database.db.delete(mailOutbox);
    await database.db.delete(contacts);
  });

  async function enquiry(name: string, receivedAt: Date, extra: Partial<typeof contacts.$inferInsert> = {}) {
    const [row] = await database.db
      .insert(contacts)
      .values({
        name,
        email: "someone@example.co.za",
        message: "Hello",
        interest: "crm",
        source: "contact-page",
        createdAt: receivedAt,
        replyDueAt: replyDueBy(receivedAt),
        ...extra,
      })
      .returning({ id: contacts.id });
    return row?.id as string;
  }
  const mails = () => database.db.select().from(mailOutbox).orderBy(mailOutbox.to);

  it("mails each recipient one digest, the overdue first, with links to the enquiries", async () => {
    await enquiry("Overdue Olwethu", sast("2026-11-26T10:00"), { company: "Karoo Traders" });
    await enquiry("Waiting Willem", sast("2026-11-29T20:00"));
    await enquiry("Unopened Una", sast("2026-11-29T21:00"), {
      status: "in-progress",
      answeredAt: sast("2026-11-29T21:30"),
    });
    await enquiry("Done Dineo", sast("2026-11-25T10:00"), {
      status: "completed",
      openedAt: sast("2026-11-25T11:00"),
      answeredAt: sast("2026-11-25T11:00"),
    });
    // Moved to In Progress and back without a reply: still overdue (issue 45, item 4).
    const clicked = await enquiry("Clicked Camagwini", sast("2026-11-26T11:00"), {
      openedAt: sast("2026-11-26T12:00"),
    });
    await database.db.insert(contactStatusChanges).values(
      (["new", "in-progress"] as const).map((fromStatus) => ({
        contactId: clicked,
        fromStatus,
        toStatus: fromStatus === "new" ? ("in-progress" as const) : ("new" as const),
        changedByName: "Sipho",
        changedAt: sast("2026-11-26T12:00"),
      })),
    );

    expect(await runDailyJob(database.db, job, MONDAY_MORNING)).toEqual({
      mails: 2,
      overdue: 2,
      unanswered: 1,
      unopened: 1,
    });
    const sent = await mails();
    expect(sent.map((mail) => mail.to)).toEqual(["owner@example.co.za", "sales@example.co.za"]);
    const text = sent[0]?.text ?? "";
    expect(sent[0]?.subject).toBe("Enquiries waiting: 4, 2 overdue");
    expect(text).toMatch(
      /Overdue: no reply one working day after they arrived \(2\)\n- Overdue Olwethu \(Karoo Traders\), received 26 Nov 2026, 10:00: https:\/\/site\.test\/admin\/contacts\?id=[0-9a-f-]{36}/,
    );
    expect(text).toContain("Clicked Camagwini");
    expect(text).toContain("Waiting for a reply (1)\n- Waiting Willem");
    expect(text).toContain("Not opened yet (1)\n- Unopened Una");
    expect(text).not.toContain("Dineo");
  });

  it("sends once a day, however often it is asked", async () => {
    await enquiry("Once Only", sast("2026-11-29T10:00"));
    expect(await runDailyJob(database.db, job, MONDAY_MORNING)).not.toBeNull();
    expect(await runDailyJob(database.db, job, sast("2026-11-30T15:00"))).toBeNull();
    expect(await mails()).toHaveLength(2);
    // The next working day is a day of its own.
    expect(await runDailyJob(database.db, job, sast("2026-12-01T08:00"))).not.toBeNull();
    expect(await mails()).toHaveLength(4);
  });

  it("sends once when two instances try at the same moment", async () => {
    await enquiry("Two Instances", sast("2026-11-29T10:00"));
    const results = await Promise.all([
      runDailyJob(database.db, job, MONDAY_MORNING),
      runDailyJob(database.db, job, MONDAY_MORNING),
    ]);
    expect(results.filter((result) => result !== null)).toHaveLength(1);
    expect(await mails()).toHaveLength(2);
  });

  it("sends nothing before 08:00, at weekends or on public holidays", async () => {
    await enquiry("Weekend Wanda", sast("2026-11-27T10:00"));
    expect(await runDailyJob(database.db, job, sast("2026-11-30T07:59"))).toBeNull();
    expect(await runDailyJob(database.db, job, sast("2026-11-28T08:30"))).toBeNull(); // Saturday
    expect(await runDailyJob(database.db, job, sast("2026-12-16T08:30"))).toBeNull(); // Reconciliation
    expect(await mails()).toHaveLength(0);
  });

  it("sends nothing when nothing waits, or when there is no one to tell", async () => {
    expect(await runDailyJob(database.db, job, MONDAY_MORNING)).toMatchObject({ mails: 0 });
    await database.db.delete(dailyJobs);
    await enquiry("Nobody Told", sast("2026-11-29T10:00"));
    recipients = [];
    expect(await runDailyJob(database.db, job, MONDAY_MORNING)).toMatchObject({ mails: 0, unanswered: 1 });
    expect(await mails()).toHaveLength(0);
  });
});
