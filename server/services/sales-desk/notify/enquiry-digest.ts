import { asc, count, isNull, or, sql } from "drizzle-orm";
import { isWorkingDay } from "#domain/working-days";
import type { Executor } from "#server/db/client";
import { contacts } from "#server/db/schema";
import type { Outbox } from "#server/mail/outbox";
import type { NotificationRecipients } from "../../settings/notification-recipients";
import type { DailyJob } from "../../shared/daily-jobs";
import { overdueAt, unanswered } from "../reply-deadline";
import { type DigestEntry, type DigestKind, digestMail } from "./digest-mail";

// The morning digest (docs/decisions/0048): at 08:00 SAST on working days, every notification
// recipient gets one mail of the enquiries that wait: overdue, not yet answered, not yet opened.

/** The mail lists this many, the longest-waiting first; the counts cover them all. */
const LISTED = 100;

export interface EnquiryDigestOptions {
  outbox: Outbox;
  /** Who is told of enquiries (notification-recipients.ts). */
  recipients: NotificationRecipients;
  publicUrl: string;
}

/** Each enquiry in the digest once, under the most pressing of its reasons. */
const kindAt = (now: Date) =>
  sql<DigestKind>`case when ${overdueAt(now)} then 'overdue' when ${unanswered} then 'unanswered' else 'unopened' end`;

async function waiting(tx: Executor, now: Date) {
  const kind = kindAt(now);
  const where = or(unanswered, isNull(contacts.openedAt));
  const [entries, totals] = await Promise.all([
    tx
      .select({
        id: contacts.id,
        name: contacts.name,
        company: contacts.company,
        receivedAt: contacts.createdAt,
        kind,
      })
      .from(contacts)
      .where(where)
      .orderBy(asc(contacts.createdAt))
      .limit(LISTED),
    // By position: the two CASEs carry their own parameters, so they would not read as one.
    tx.select({ kind, n: count() }).from(contacts).where(where).groupBy(sql`1`),
  ]);
  const counts: Record<DigestKind, number> = { overdue: 0, unanswered: 0, unopened: 0 };
  for (const row of totals) counts[row.kind] = row.n;
  return { entries: entries as DigestEntry[], counts };
}

export function enquiryDigest({ outbox, recipients, publicUrl }: EnquiryDigestOptions): DailyJob {
  return {
    name: "enquiry-digest",
    hour: 8,
    runsOn: isWorkingDay,
    async run(tx, now) {
      const to = await recipients(tx);
      const { entries, counts } = await waiting(tx, now);
      const mails =
        entries.length > 0 ? to.map((address) => digestMail(address, entries, counts, publicUrl)) : [];
      await outbox.enqueue(tx, ...mails);
      return { mails: mails.length, ...counts };
    },
  };
}
