import { and, eq, gte, lt, notExists, type SQL, sql } from "drizzle-orm";
import { ENQUIRY_KEY_DAYS } from "#domain/enquiry-key";
import { contactReplies, contacts, enquiryKeys, spamEnquiries } from "../db/schema";
import type { DailyJob } from "./daily-jobs";
import { enquiryRetentionMonths } from "./settings";

// Enquiries are kept no longer than the privacy page promises: the retention period after our
// last contact, which is the enquiry itself or our last reply to it (POPIA section 14,
// docs/decisions/0048). Its notes, replies and status history go with it (foreign keys cascade).
// Spam kept aside (decision 0051) is personal data too, and goes by the same period. The
// enquiries' idempotency keys (decision 0075) are held ENQUIRY_KEY_DAYS, then go too.

const retentionCutoff = (now: Date, months: number): SQL =>
  sql`${now.toISOString()}::timestamptz - make_interval(months => ${months})`;

export function enquiryRetention(): DailyJob {
  return {
    name: "enquiry-retention",
    // Early, before anyone works: the delete may be large the first time.
    hour: 2,
    async run(tx, now) {
      const months = await enquiryRetentionMonths(tx);
      const cutoff = retentionCutoff(now, months);
      const repliedSince = tx
        .select({ one: sql`1` })
        .from(contactReplies)
        .where(and(eq(contactReplies.contactId, contacts.id), gte(contactReplies.createdAt, cutoff)));
      const deleted = await tx
        .delete(contacts)
        .where(and(lt(contacts.createdAt, cutoff), notExists(repliedSince)))
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
