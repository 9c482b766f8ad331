import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import {
  contactNotes,
  contactOwnerChanges,
  contactReplies,
  contactStatusChanges,
  contacts,
  enquiryKeys,
  siteSettings,
} from "#server/db/schema";
import { createTestDatabase } from "../../../../tests/support/database";
import { captureLogs } from "../../../../tests/support/log-capture";
import { createDailyJobs } from "../../shared/daily-jobs";
import { enquiryRetention, retentionPreview } from "./enquiry-retention";

// Enquiries are purged once the retention period after the last contact has passed (POPIA
// section 14, docs/decisions/0048), with their notes, replies and history, logged by count.

const NOW = new Date("2026-11-30T03:00:00+02:00");
const monthsAgo = (months: number, days = 0) => {
  const at = new Date(NOW);
  at.setUTCMonth(at.getUTCMonth() - months);
  return new Date(at.getTime() - days * 24 * 60 * 60_000);
};

describe("the retention purge", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  async function enquiry(name: string, createdAt: Date) {
    const [row] = await database.db
      .insert(contacts)
      .values({
        name,
        email: "old@example.co.za",
        message: "Hi",
        interest: "crm",
        source: "contact-page",
        createdAt,
      })
      .returning({ id: contacts.id });
    const id = row?.id as string;
    await database.db
      .insert(contactNotes)
      .values({ contactId: id, authorName: "Thandi", body: "Called", createdAt });
    await database.db.insert(contactStatusChanges).values({
      contactId: id,
      fromStatus: "new",
      toStatus: "in-progress",
      changedByName: "Thandi",
      changedAt: createdAt,
    });
    return id;
  }

  it("deletes enquiries past the period with their notes and history, keeps the rest, logs counts only", async () => {
    await database.db.insert(siteSettings).values({ id: 1, enquiryRetentionMonths: 12 });
    const old = await enquiry("Old Enquirer", monthsAgo(12, 1));
    const recent = await enquiry("Recent Enquirer", monthsAgo(11));
    // Old, but we replied within the period: our last contact is recent.
    const repliedLately = await enquiry("Replied Lately", monthsAgo(20));
    await database.db.insert(contactReplies).values({
      contactId: repliedLately,
      authorName: "Thandi",
      authorEmail: "thandi@example.co.za",
      body: "Following up",
      createdAt: monthsAgo(2),
    });

    // Idempotency keys are held 8 days (decision 0075): a phone retries for 7.
    const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60_000);
    await database.db.insert(enquiryKeys).values([
      { key: "held-nine-days-ago-0001", enquiryId: old, createdAt: daysAgo(9) },
      { key: "held-seven-days-ago-001", enquiryId: recent, createdAt: daysAgo(7) },
    ]);

    const logs = captureLogs("info");
    await createDailyJobs(database.db, [enquiryRetention()], logs.logger).check(NOW);
    const keys = await database.db.select({ key: enquiryKeys.key }).from(enquiryKeys);
    expect(keys.map((row) => row.key)).toEqual(["held-seven-days-ago-001"]);

    const left = await database.db.select({ id: contacts.id }).from(contacts);
    expect(left.map((row) => row.id).sort()).toEqual([recent, repliedLately].sort());
    expect(await database.db.select().from(contactNotes).where(eq(contactNotes.contactId, old))).toEqual([]);
    expect(
      await database.db.select().from(contactStatusChanges).where(eq(contactStatusChanges.contactId, old)),
    ).toEqual([]);
    const line = JSON.parse(logs.text().trim().split("\n").at(-1) as string);
    expect(line).toMatchObject({
      job: "enquiry-retention",
      day: "2026-11-30",
      months: 12,
      deleted: 1,
      keys: 1,
    });
    expect(logs.text()).not.toContain("Old Enquirer");
    expect(logs.text()).not.toContain("old@example.co.za");
  });

  it("keeps an old enquiry worked within the period: a note, a status change or an assignment counts as contact", async () => {
    await database.db.delete(contacts);
    const lately = monthsAgo(0, 5);
    const untouched = await enquiry("Untouched", monthsAgo(3));
    const noted = await enquiry("Noted Lately", monthsAgo(3));
    await database.db
      .insert(contactNotes)
      .values({ contactId: noted, authorName: "Sipho", body: "Still keen", createdAt: lately });
    const moved = await enquiry("Moved Lately", monthsAgo(3));
    await database.db.insert(contactStatusChanges).values({
      contactId: moved,
      fromStatus: "in-progress",
      toStatus: "completed",
      changedByName: "Sipho",
      changedAt: lately,
    });
    const assigned = await enquiry("Assigned Lately", monthsAgo(3));
    await database.db
      .insert(contactOwnerChanges)
      .values({ contactId: assigned, toOwnerName: "Sipho", changedByName: "Naledi", changedAt: lately });
    // A conversation logged lately about a meeting long ago is as recent as its logging.
    const logged = await enquiry("Logged Lately", lately);
    await database.db.update(siteSettings).set({ enquiryRetentionMonths: 1 });

    const preview = await retentionPreview(database.db, 1, NOW);
    expect(preview).toEqual({ months: 1, enquiries: 1, spam: 0 });
    expect(await retentionPreview(database.db, 6, NOW)).toEqual({ months: 6, enquiries: 0, spam: 0 });

    await createDailyJobs(database.db, [enquiryRetention()], captureLogs("info").logger).check(
      new Date(NOW.getTime() + 24 * 60 * 60_000),
    );
    const left = await database.db.select({ id: contacts.id }).from(contacts);
    expect(left.map((row) => row.id).sort()).toEqual([noted, moved, assigned, logged].sort());
    expect(left.map((row) => row.id)).not.toContain(untouched);
  });
});
