import { createHash } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import { type ContactNote, type ContactReply, NO_EMAIL_TO_REPLY } from "#domain/sales-desk/contact-admin";
import { formatSouthAfricanTime } from "#domain/south-african-time";
import type { Database } from "#server/db/client";
import { contactNotes, contactReplies, contacts } from "#server/db/schema";
import type { Outbox } from "#server/mail/outbox";
import { RuleError } from "../../shared/errors";
import type { Actor } from "../contact-record";
import { replyMail } from "../notify/enquiry-mail";
import type { Webhooks } from "../notify/webhooks";
import { type ContactDetail, readDetail, toNote, toReply } from "./contact-detail";
import { moveStatus } from "./contact-status";
import { lockAtVersion, recordChange, type Versioned } from "./contact-version";

// What the back-office writes on an enquiry beyond its status and owner: replies mailed to the
// enquirer, internal notes, and the notes a booking page adds.

export type { ContactDetail } from "./contact-detail";

/** What a booking service (Cal.com) told us of a call: its booking, its time, and whether it is off. */
export interface BookingEvent {
  uid: string;
  startsAt: Date;
  cancelled: boolean;
}

/**
 * The id of the note a booking event makes on the enquiry of `email`: the same for the same
 * event, so a delivery made again meets the note already stored in the primary key and adds
 * nothing, whichever request or instance stored it (decision 0071). A name-based UUID
 * (RFC 9562 version 8) from SHA-256, so the id names neither the booking nor the address.
 */
function bookingNoteId(bookedWith: string, event: BookingEvent, email: string): string {
  const key = [bookedWith, event.uid, event.cancelled, event.startsAt.toISOString(), email.toLowerCase()];
  const bytes = createHash("sha256").update(key.join("\0")).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x80;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function createContactActivity(
  db: Database,
  { outbox, webhooks }: { outbox: Outbox; webhooks: Webhooks },
) {
  return {
    detail: (id: string): Promise<ContactDetail | null> => readDetail(db, id),

    /**
     * Mails a reply to the enquirer (through the outbox, in the same transaction that stores it)
     * and moves a new enquiry to in progress; it is answered from then on. Null when the enquiry
     * no longer exists; refused when `expectedVersion` is given and another change came first
     * (another admin's reply among them).
     */
    async reply(
      contactId: string,
      body: string,
      author: Actor & { email: string },
      expectedVersion?: number,
    ): Promise<Versioned<ContactReply> | null> {
      let hooked = false;
      const reply = await db.transaction(async (tx) => {
        const contact = await lockAtVersion(tx, contactId, expectedVersion, [
          "email",
          "name",
          "message",
          "status",
          "createdAt",
        ]);
        if (!contact) return null;
        if (!contact.email) throw new RuleError(NO_EMAIL_TO_REPLY);
        const [stored] = await tx
          .insert(contactReplies)
          .values({
            contactId,
            body,
            authorId: author.id,
            authorName: author.name,
            authorEmail: author.email,
          })
          .returning();
        // The first reply answers it: the reply clock stops here, never at a status change.
        await tx
          .update(contacts)
          .set({ answeredAt: sql`coalesce(${contacts.answeredAt}, now())` })
          .where(eq(contacts.id, contactId));
        await outbox.enqueue(tx, replyMail(contact, body, author));
        const moved = contact.status === "new";
        if (moved) await moveStatus(tx, [contactId], "in-progress", author);
        const reply = toReply(stored as typeof contactReplies.$inferSelect);
        const { authorName, body: text, createdAt } = reply;
        hooked = await webhooks.enqueue(tx, "enquiry.replied", [contactId], {
          reply: { authorName, body: text, createdAt },
        });
        if (moved) await webhooks.enqueue(tx, "enquiry.status_changed", [contactId]);
        return { data: reply, version: await recordChange(tx, [contactId], author) };
      });
      if (reply) void outbox.kick();
      if (hooked) void webhooks.kick();
      return reply;
    },

    /**
     * Notes a call the visitor booked on the company's booking page, or its cancellation, on
     * their newest enquiry, found by email, once per event however often it is delivered;
     * false when no enquiry came from that address or the event was noted already.
     */
    async noteBooking(email: string, event: BookingEvent, bookedWith: string): Promise<boolean> {
      const time = formatSouthAfricanTime(event.startsAt.toISOString());
      const body = event.cancelled ? `Call for ${time} cancelled` : `Call booked for ${time}`;
      // One statement, so the enquiry cannot be deleted between finding it and the insert.
      const noted = await db
        .insert(contactNotes)
        .select(
          db
            .select({
              id: sql`${bookingNoteId(bookedWith, event, email)}::uuid`.as("id"),
              contactId: contacts.id,
              authorId: sql`null::uuid`.as("author_id"),
              authorName: sql`${bookedWith}`.as("author_name"),
              body: sql`${body}`.as("body"),
              createdAt: sql`now()`.as("created_at"),
            })
            .from(contacts)
            .where(sql`lower(${contacts.email}) = ${email.toLowerCase()}`)
            .orderBy(desc(contacts.createdAt))
            .limit(1),
        )
        .onConflictDoNothing({ target: contactNotes.id })
        .returning({ contactId: contactNotes.contactId });
      // A second statement: the enquiry's deletion in between only leaves nothing to count.
      await recordChange(
        db,
        noted.map((note) => note.contactId),
        { id: null, name: bookedWith },
      );
      return noted.length > 0;
    },

    /**
     * Adds a note, or answers null when the enquiry no longer exists; refused when
     * `expectedVersion` is given and another change came first.
     */
    async addNote(
      contactId: string,
      body: string,
      author: Actor,
      expectedVersion?: number,
    ): Promise<Versioned<ContactNote> | null> {
      return db.transaction(async (tx) => {
        // Locked until commit, so the enquiry cannot be deleted between the check and the insert.
        if (!(await lockAtVersion(tx, contactId, expectedVersion))) return null;
        const [note] = await tx
          .insert(contactNotes)
          .values({ contactId, body, authorId: author.id, authorName: author.name })
          .returning();
        const version = await recordChange(tx, [contactId], author);
        return { data: toNote(note as typeof contactNotes.$inferSelect), version };
      });
    },
  };
}
