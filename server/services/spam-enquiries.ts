import { desc, eq, sql } from "drizzle-orm";
import { HONEYPOT_FIELD, type SpamReason } from "#domain/enquiry-rules";
import type { Database } from "../db/client";
import { spamEnquiries } from "../db/schema";
import type { NewEnquiry } from "./contact-record";
import type { EnquiryIntake } from "./enquiry-intake";

/** The Spam view shows this many, newest first: spam is looked through, not worked. */
export const SPAM_SHOWN = 200;

/** An enquiry kept aside, as the inbox's Spam view lists it. */
export interface SpamEnquiry {
  id: string;
  name: string;
  email: string;
  company: string;
  message: string;
  reason: SpamReason;
  createdAt: string;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * The enquiries kept aside as spam (decision 0051), for the inbox's Spam view, and "Not spam",
 * which hands one to the ordinary intake: from then on it is an enquiry like any other.
 */
export function createSpamEnquiries(db: Database, intake: EnquiryIntake) {
  return {
    /** The newest SPAM_SHOWN, and how many there are in all. */
    async list(): Promise<{ items: SpamEnquiry[]; total: number }> {
      const rows = await db
        .select()
        .from(spamEnquiries)
        .orderBy(desc(spamEnquiries.createdAt))
        .limit(SPAM_SHOWN);
      const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(spamEnquiries);
      const items = rows.map(({ id, enquiry, reason, createdAt }) => ({
        id,
        name: text(enquiry.name),
        email: text(enquiry.email),
        company: text(enquiry.company),
        message: text(enquiry.message),
        reason,
        createdAt: createdAt.toISOString(),
      }));
      return { items, total: count?.total ?? 0 };
    },

    /**
     * Moves spam `id` into the enquiries, where it is counted, notified and acknowledged as a
     * new one; null when it is not (or no longer) kept aside. Taken out first, so two clicks
     * cannot make two enquiries; put back should the intake fail.
     */
    async notSpam(id: string): Promise<{ id: string } | null> {
      const [row] = await db.delete(spamEnquiries).where(eq(spamEnquiries.id, id)).returning();
      if (!row) return null;
      const { [HONEYPOT_FIELD]: _honeypot, ...enquiry } = row.enquiry;
      try {
        return await intake.submit(enquiry as unknown as NewEnquiry);
      } catch (error) {
        await db.insert(spamEnquiries).values(row).onConflictDoNothing();
        throw error;
      }
    },
  };
}

export type SpamEnquiries = ReturnType<typeof createSpamEnquiries>;
