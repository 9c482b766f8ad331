import { asc, eq } from "drizzle-orm";
import type { ContactNote, ContactReply, OwnerChange, StatusChange } from "#domain/sales-desk/contact-admin";
import type { Executor } from "#server/db/client";
import {
  contactNotes,
  contactOwnerChanges,
  contactReplies,
  contactStatusChanges,
  contacts,
} from "#server/db/schema";
import { type ContactRecord, selectRecords, toRecord } from "../contact-record";

// An enquiry as the inbox's panel shows it: the record with its replies, notes, and the history
// of its status and of its owner.

export interface ContactDetail extends ContactRecord {
  notes: ContactNote[];
  replies: ContactReply[];
  history: StatusChange[];
  /** Who gave it to whom, oldest first. */
  assignments: OwnerChange[];
}

export const toNote = (row: typeof contactNotes.$inferSelect): ContactNote => ({
  id: row.id,
  authorName: row.authorName,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

export const toReply = (row: typeof contactReplies.$inferSelect): ContactReply => ({
  id: row.id,
  authorName: row.authorName,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/** The enquiry `id` in full, or null; `db` may be a transaction (a stale change's answer is read in it). */
export async function readDetail(db: Executor, id: string): Promise<ContactDetail | null> {
  const [[row], notes, replies, history, assignments] = await Promise.all([
    selectRecords(db).where(eq(contacts.id, id)),
    db.select().from(contactNotes).where(eq(contactNotes.contactId, id)).orderBy(asc(contactNotes.createdAt)),
    db
      .select()
      .from(contactReplies)
      .where(eq(contactReplies.contactId, id))
      .orderBy(asc(contactReplies.createdAt)),
    db
      .select()
      .from(contactStatusChanges)
      .where(eq(contactStatusChanges.contactId, id))
      .orderBy(asc(contactStatusChanges.changedAt), asc(contactStatusChanges.id)),
    db
      .select()
      .from(contactOwnerChanges)
      .where(eq(contactOwnerChanges.contactId, id))
      .orderBy(asc(contactOwnerChanges.changedAt), asc(contactOwnerChanges.id)),
  ]);
  if (!row) return null;
  return {
    ...toRecord(row),
    notes: notes.map(toNote),
    replies: replies.map(toReply),
    history: history.map((change) => ({
      from: change.fromStatus,
      to: change.toStatus,
      changedByName: change.changedByName,
      changedAt: change.changedAt.toISOString(),
    })),
    assignments: assignments.map((change) => ({
      fromName: change.fromOwnerName,
      toName: change.toOwnerName,
      changedByName: change.changedByName,
      changedAt: change.changedAt.toISOString(),
    })),
  };
}
