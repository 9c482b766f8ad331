import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import { PRESENCE_TTL_SECONDS, type Presence, type PresenceActivity } from "#domain/sales-desk/contact-admin";
import type { Database } from "#server/db/client";
import { contactPresence, contacts } from "#server/db/schema";
import type { Actor } from "../contact-record";

// Who has an enquiry open (decision 0074): each open panel renews its admin's row every few
// seconds and reads the others'. The rows live in the database, so admins on different instances
// see each other; one not renewed for PRESENCE_TTL_SECONDS no longer counts, and the next
// heartbeat anywhere deletes it.

/** What a heartbeat answers: the enquiry's version now, and who else has it open. */
export interface PresenceAnswer {
  version: number;
  others: Presence[];
}

const ttl = sql`now() - make_interval(secs => ${PRESENCE_TTL_SECONDS})`;

export function createContactPresence(db: Database) {
  return {
    /**
     * `who` has the enquiry open, doing `activity`: their presence is renewed and the others'
     * answered, with the enquiry's version. Null when the enquiry does not exist.
     */
    async beat(contactId: string, who: Actor, activity: PresenceActivity): Promise<PresenceAnswer | null> {
      await db.delete(contactPresence).where(lt(contactPresence.seenAt, ttl));
      // One statement: an enquiry deleted meanwhile gets no row (rather than a foreign-key error).
      const [renewed] = await db
        .insert(contactPresence)
        .select(
          db
            .select({
              contactId: contacts.id,
              userId: sql`${who.id}::uuid`.as("user_id"),
              userName: sql`${who.name}`.as("user_name"),
              activity: sql`${activity}`.as("activity"),
              seenAt: sql`now()`.as("seen_at"),
            })
            .from(contacts)
            .where(eq(contacts.id, contactId)),
        )
        .onConflictDoUpdate({
          target: [contactPresence.contactId, contactPresence.userId],
          set: { userName: who.name, activity, seenAt: sql`now()` },
        })
        .returning({ contactId: contactPresence.contactId });
      if (!renewed) return null;
      const [[contact], others] = await Promise.all([
        db.select({ version: contacts.version }).from(contacts).where(eq(contacts.id, contactId)),
        db
          .select({
            userId: contactPresence.userId,
            name: contactPresence.userName,
            activity: contactPresence.activity,
          })
          .from(contactPresence)
          .where(
            and(
              eq(contactPresence.contactId, contactId),
              ne(contactPresence.userId, who.id),
              gt(contactPresence.seenAt, ttl),
            ),
          )
          .orderBy(contactPresence.userName),
      ]);
      return contact ? { version: contact.version, others } : null;
    },

    /** `userId` closed the enquiry: they no longer count as there. */
    async leave(contactId: string, userId: string): Promise<void> {
      await db
        .delete(contactPresence)
        .where(and(eq(contactPresence.contactId, contactId), eq(contactPresence.userId, userId)));
    },
  };
}
