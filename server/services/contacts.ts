import { randomUUID } from "node:crypto";
import { count, desc, eq } from "drizzle-orm";
import type { ContactStatus } from "../../domain/options";
import type { Database } from "../db/client";
import { contacts } from "../db/schema";
import type { Outbox } from "../mail/outbox";
import { createBatcher } from "./batcher";

type ContactRow = typeof contacts.$inferSelect;

/** SPEC §3 names the identifier `_id` in one place and `id` in another: both are sent. */
export interface ContactRecord {
  _id: string;
  id: string;
  name: string;
  email: string;
  company: string;
  phone: string;
  message: string;
  interest: string;
  source: ContactRow["source"];
  status: ContactStatus;
  createdAt: string;
}

function toRecord(row: ContactRow): ContactRecord {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    message: row.message,
    interest: row.interest,
    source: row.source,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface NewEnquiry {
  name: string;
  email: string;
  company: string;
  phone: string;
  message: string;
  interest: string;
  source: ContactRow["source"];
}

function notification(enquiry: NewEnquiry, to: string) {
  return {
    to,
    subject: `New enquiry from ${enquiry.name}`,
    text: [
      `Name: ${enquiry.name}`,
      `Email: ${enquiry.email}`,
      `Company: ${enquiry.company || "-"}`,
      `Phone: ${enquiry.phone || "-"}`,
      `Interest: ${enquiry.interest}`,
      `Source: ${enquiry.source}`,
      "",
      enquiry.message,
    ].join("\n"),
  };
}

export function createContactService(db: Database, outbox: Outbox, notifyEmail: string | undefined) {
  // Enquiries arriving together share one transaction; each is answered after it commits.
  const submitBatched = createBatcher(async (enquiries: NewEnquiry[]) => {
    // Ids are chosen here, so each caller gets its own row back whatever order RETURNING uses.
    const values = enquiries.map((enquiry) => ({ ...enquiry, id: randomUUID() }));
    const rows = await db.transaction(async (tx) => {
      const inserted = await tx.insert(contacts).values(values).returning();
      if (notifyEmail) {
        for (const enquiry of enquiries) {
          await outbox.enqueue(tx as unknown as Database, notification(enquiry, notifyEmail));
        }
      }
      return inserted;
    });
    if (notifyEmail) void outbox.kick();
    const byId = new Map(rows.map((row) => [row.id, toRecord(row)]));
    return values.map((value) => byId.get(value.id) as ContactRecord);
  });

  return {
    /** Commits the enquiry (and its notification mail, if any) before returning. */
    submit: (enquiry: NewEnquiry): Promise<ContactRecord> => submitBatched(enquiry),

    async list(limit?: number): Promise<ContactRecord[]> {
      const query = db.select().from(contacts).orderBy(desc(contacts.createdAt), desc(contacts.id));
      const rows = await (limit ? query.limit(limit) : query);
      return rows.map(toRecord);
    },

    async setStatus(id: string, status: ContactStatus): Promise<ContactRecord | null> {
      const [row] = await db.update(contacts).set({ status }).where(eq(contacts.id, id)).returning();
      return row ? toRecord(row) : null;
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db.delete(contacts).where(eq(contacts.id, id)).returning({ id: contacts.id });
      return rows.length > 0;
    },

    async countByStatus(): Promise<{ total: number; new: number; inProgress: number; completed: number }> {
      const rows = await db
        .select({ status: contacts.status, n: count() })
        .from(contacts)
        .groupBy(contacts.status);
      const by = Object.fromEntries(rows.map((r) => [r.status, r.n])) as Partial<
        Record<ContactStatus, number>
      >;
      const result = { new: by.new ?? 0, inProgress: by["in-progress"] ?? 0, completed: by.completed ?? 0 };
      return { total: result.new + result.inProgress + result.completed, ...result };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
