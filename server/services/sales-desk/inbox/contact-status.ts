import { and, eq, inArray, ne } from "drizzle-orm";
import type { ContactStatus } from "#domain/options";
import type { Executor } from "#server/db/client";
import { contactNotes, contactStatusChanges, contacts } from "#server/db/schema";
import { type ChangedBy, recordChange } from "./contact-version";

/**
 * Inside the caller's transaction: sets `status` on the contacts among `ids` that exist (locked
 * until commit), remembering each real change with who made it (and counting it in the version). Answers the ids found, and
 * those whose status changed.
 */
export async function moveStatus(tx: Executor, ids: string[], status: ContactStatus, actor: ChangedBy) {
  const before = await tx
    .select({ id: contacts.id, status: contacts.status })
    .from(contacts)
    .where(inArray(contacts.id, ids))
    .for("update");
  const changed = before.filter((row) => row.status !== status);
  if (changed.length > 0) {
    const changedIds = changed.map((row) => row.id);
    await tx
      .update(contacts)
      // An outcome is how a Completed enquiry ended: one moved back is open again.
      .set(status === "completed" ? { status } : { status, outcome: null })
      .where(and(inArray(contacts.id, changedIds), ne(contacts.status, status)));
    await tx.insert(contactStatusChanges).values(
      changed.map((row) => ({
        contactId: row.id,
        fromStatus: row.status,
        toStatus: status,
        changedById: actor.id,
        changedByName: actor.name,
      })),
    );
    await recordChange(tx, changedIds, actor);
  }
  return { found: before.map((row) => row.id), changed: changed.map((row) => row.id) };
}

/**
 * Inside the caller's transaction: the enquiry `id` is won (its deposit was paid, decision
 * 0098): Completed with the outcome "won", its history noting `why`, and its version counted so
 * every open desk, on any instance, reads it at its next poll. Answers whether the status
 * changed (for the webhook's status_changed); an enquiry that no longer exists is left alone.
 */
export async function markWon(tx: Executor, id: string, by: ChangedBy, why: string): Promise<boolean> {
  const { found, changed } = await moveStatus(tx, [id], "completed", by);
  if (found.length === 0) return false;
  await tx.update(contacts).set({ outcome: "won" }).where(eq(contacts.id, id));
  await tx.insert(contactNotes).values({ contactId: id, authorId: by.id, authorName: by.name, body: why });
  // One change: the move counted it already, unless the enquiry was Completed before.
  if (changed.length === 0) await recordChange(tx, [id], by);
  return changed.length > 0;
}
