import { and, count, eq, gte, lt, notExists, type SQL, sql } from "drizzle-orm";
import { ENQUIRY_KEY_DAYS } from "#domain/sales-desk/enquiry-key";
import type { RetentionPreview } from "#domain/sales-desk/retention-preview";
import type { Executor } from "#server/db/client";
import {
  contactNotes,
  contactOwnerChanges,
  contactReplies,
  contactStatusChanges,
  contacts,
  enquiryKeys,
  spamEnquiries,
} from "#server/db/schema";
import { enquiryRetentionMonths } from "../../settings/settings";
import type { DailyJob } from "../../shared/daily-jobs";

// Enquiries are kept no longer than the privacy page promises: the retention period after our
// last contact (POPIA section 14, docs/decisions/0048). The last contact is the latest of its
// arrival (or the logging of the conversation), a reply, a note, a status change and an
// assignment (docs/decisions/0077): a lead someone is working is never purged. Its notes,
// replies and status history go with it (foreign keys cascade). Spam kept aside (decision
// 0051) is personal data too, and goes by the same period from its arrival. The enquiries'
// idempotency keys (decision 0075) are held ENQUIRY_KEY_DAYS, then go too.

const retentionCutoff = (now: Date, months: number): SQL =>
  sql`${now.toISOString()}::timestamptz - make_interval(months => ${months})`;

/** The enquiries whose last contact was before `cutoff`: what a run deletes. */
function lastContactBefore(tx: Executor, cutoff: SQL): SQL {
  const since = (table: typeof contactReplies | typeof contactNotes) =>
    notExists(
      tx
        .select({ one: sql`1` })
        .from(table)
        .where(and(eq(table.contactId, contacts.id), gte(table.createdAt, cutoff))),
    );
  // An assignment is recorded in contact_owner_changes (decision 0074), as a status change is.
  const changedSince = (table: typeof contactStatusChanges | typeof contactOwnerChanges) =>
    notExists(
      tx
        .select({ one: sql`1` })
        .from(table)
        .where(and(eq(table.contactId, contacts.id), gte(table.changedAt, cutoff))),
    );
  return and(
    lt(contacts.createdAt, cutoff),
    since(contactReplies),
    since(contactNotes),
    changedSince(contactStatusChanges),
    changedSince(contactOwnerChanges),
  ) as SQL;
}

/** What a run at `now` with a period of `months` deletes: how many enquiries, and how much spam. */
export async function retentionPreview(tx: Executor, months: number, now: Date): Promise<RetentionPreview> {
  const cutoff = retentionCutoff(now, months);
  const [enquiries] = await tx.select({ n: count() }).from(contacts).where(lastContactBefore(tx, cutoff));
  const [spam] = await tx
    .select({ n: count() })
    .from(spamEnquiries)
    .where(lt(spamEnquiries.createdAt, cutoff));
  return { months, enquiries: enquiries?.n ?? 0, spam: spam?.n ?? 0 };
}

export function enquiryRetention(): DailyJob {
  return {
    name: "enquiry-retention",
    // Early, before anyone works: the delete may be large the first time.
    hour: 2,
    async run(tx, now) {
      const months = await enquiryRetentionMonths(tx);
      const cutoff = retentionCutoff(now, months);
      const deleted = await tx
        .delete(contacts)
        .where(lastContactBefore(tx, cutoff))
        .returning({ id: contacts.id });
      const spam = await tx
        .delete(spamEnquiries)
        .where(lt(spamEnquiries.createdAt, cutoff))
        .returning({ id: spamEnquiries.id });
      const keys = await tx
        .delete(enquiryKeys)
        .where(
          lt(
            enquiryKeys.createdAt,
            sql`${now.toISOString()}::timestamptz - make_interval(days => ${ENQUIRY_KEY_DAYS})`,
          ),
        )
        .returning({ key: enquiryKeys.key });
      return { months, deleted: deleted.length, spam: spam.length, keys: keys.length };
    },
  };
}
