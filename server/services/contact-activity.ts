import { asc, eq } from "drizzle-orm";
import type { ContactNote, StatusChange } from "#domain/contact-admin";
import type { Database } from "../db/client";
import { contactNotes, contactStatusChanges, contacts, solutions } from "../db/schema";
import { type Actor, type ContactRecord, recordColumns, toRecord } from "./contact-record";

// What the back-office keeps about an enquiry beyond the enquiry itself: internal notes and
// the history of its status, and the enquiry with both, as the inbox's panel shows it.

export interface ContactDetail extends ContactRecord {
  /** The title of the solution it was sent from, while that solution exists. */
  solutionTitle: string | null;
  notes: ContactNote[];
  history: StatusChange[];
}

const toNote = (row: typeof contactNotes.$inferSelect): ContactNote => ({
  id: row.id,
  authorName: row.authorName,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

export function createContactActivity(db: Database) {
  return {
    async detail(id: string): Promise<ContactDetail | null> {
      const [[row], notes, history] = await Promise.all([
        db
          .select({ ...recordColumns, solutionTitle: solutions.title })
          .from(contacts)
          .leftJoin(solutions, eq(solutions.id, contacts.solutionId))
          .where(eq(contacts.id, id)),
        db
          .select()
          .from(contactNotes)
          .where(eq(contactNotes.contactId, id))
          .orderBy(asc(contactNotes.createdAt)),
        db
          .select()
          .from(contactStatusChanges)
          .where(eq(contactStatusChanges.contactId, id))
          .orderBy(asc(contactStatusChanges.changedAt), asc(contactStatusChanges.id)),
      ]);
      if (!row) return null;
      const { solutionTitle, ...record } = row;
      return {
        ...toRecord(record),
        solutionTitle,
        notes: notes.map(toNote),
        history: history.map((change) => ({
          from: change.fromStatus,
          to: change.toStatus,
          changedByName: change.changedByName,
          changedAt: change.changedAt.toISOString(),
        })),
      };
    },

    /** Adds a note, or answers null when the enquiry no longer exists. */
    async addNote(contactId: string, body: string, author: Actor): Promise<ContactNote | null> {
      return db.transaction(async (tx) => {
        // Locked until commit, so the enquiry cannot be deleted between the check and the insert.
        const [contact] = await tx
          .select({ id: contacts.id })
          .from(contacts)
          .where(eq(contacts.id, contactId))
          .for("share");
        if (!contact) return null;
        const [note] = await tx
          .insert(contactNotes)
          .values({ contactId, body, authorId: author.id, authorName: author.name })
          .returning();
        return toNote(note as typeof contactNotes.$inferSelect);
      });
    },
  };
}

export type ContactActivity = ReturnType<typeof createContactActivity>;
