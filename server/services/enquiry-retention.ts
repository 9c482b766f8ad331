import { and, eq, gte, lt, notExists, type SQL, sql } from "drizzle-orm";
import { contactReplies, contacts, spamEnquiries } from "../db/schema";
import type { DailyJob } from "./daily-jobs";
import { enquiryRetentionMonths } from "./settings";

// Enquiries are kept no longer than the privacy page promises: the retention period after our
// last contact, which is the enquiry itself or our last reply to it (POPIA section 14,
// docs/decisions/0048). Its notes, replies and status history go with it (foreign keys cascade).
// Spam kept aside (decision 0051) is personal data too, and goes by the same period.

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
      return { months, deleted: deleted.length, spam: spam.length };
    },
  };
}
